import { supportApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

/** The player's conversation in the query cache; the stream and sends update it in place. */
export const CHAT_KEY = userKey("support-chat");

/** GET /api/support/chat: the last messages, the unread count and whether an agent is online. */
export const getChat = (signal?: AbortSignal) => api(supportApi.getSupportChat, { signal });

export const chatQueryOptions = () =>
  // The stream keeps it current; a reconnect refetches (see useChatStream).
  queryOptions({
    queryKey: CHAT_KEY,
    queryFn: ({ signal }) => getChat(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useChat = () => useQuery(chatQueryOptions());

/** GET /api/support/chat?before=…: an older page of the conversation (load older). */
export const getChatBefore = (before: string) => api(supportApi.getSupportChat, { query: { before } });
