import { supportApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

/** The agent console's inbox and each open conversation live under this key. */
export const AGENT_KEY = userKey("support-agent");
export const agentConversationKey = (id: string) => [...AGENT_KEY, "conversation", id] as const;
export const AGENT_INBOX_KEY = [...AGENT_KEY, "inbox"] as const;

/** GET /api/support/agent/conversations: most recent activity first (403 for anyone without the support role). */
export const getAgentConversations = (signal?: AbortSignal) =>
  api(supportApi.getSupportAgentConversations, { signal });

export const useAgentConversations = () =>
  useQuery(
    queryOptions({
      queryKey: AGENT_INBOX_KEY,
      queryFn: ({ signal }) => getAgentConversations(signal),
      retry: false,
    }),
  );

/** GET /api/support/agent/conversations/{id}: one conversation's history. */
export const getAgentConversation = (id: string, signal?: AbortSignal) =>
  api(supportApi.getSupportAgentConversationsById, { params: { id }, signal });

export const useAgentConversation = (id: string | null) =>
  useQuery(
    queryOptions({
      queryKey: agentConversationKey(id ?? ""),
      queryFn: ({ signal }) => getAgentConversation(id ?? "", signal),
      enabled: !!id,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
