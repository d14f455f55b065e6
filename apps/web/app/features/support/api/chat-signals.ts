import { ChatUnreadResponse, supportApi } from "@casino/contract";
import { z } from "zod";
import { api } from "../../../lib/api-client";

/** POST /api/support/chat/typing (fire and forget: a lost typing signal is harmless). */
export const sendPlayerTyping = (typing: boolean) =>
  api(supportApi.postSupportChatTyping, z.undefined(), { body: { typing } }).catch(() => undefined);

/** POST /api/support/chat/read: the player has seen everything up to this message. */
export const markChatRead = (upTo: string) =>
  api(supportApi.postSupportChatRead, ChatUnreadResponse, { body: { upTo } });
