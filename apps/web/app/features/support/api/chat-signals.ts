import { supportApi } from "@casino/contract";
import { api, apiSend } from "../../../lib/api-client";

/** POST /api/support/chat/typing (fire and forget: a lost typing signal is harmless). */
export const sendPlayerTyping = (typing: boolean) =>
  apiSend(supportApi.postSupportChatTyping, { body: { typing } }).catch(() => undefined);

/** POST /api/support/chat/read: the player has seen everything up to this message. */
export const markChatRead = (upTo: string) => api(supportApi.postSupportChatRead, { body: { upTo } });
