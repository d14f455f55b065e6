import { type AgentConversationResponse, supportApi } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiSend } from "../../../lib/api-client";
import { withMessages } from "../chat-cache";
import { AGENT_INBOX_KEY, agentConversationKey } from "./agent-conversations";

/** POST …/{id}/messages: the agent's reply. */
export const sendAgentReply = (id: string, body: string) =>
  api(supportApi.postSupportAgentConversationsByIdMessages, {
    params: { id },
    body: { body },
  });

export function useSendAgentReply(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendAgentReply(id, body),
    onSuccess: ({ message }) => {
      queryClient.setQueryData<AgentConversationResponse>(agentConversationKey(id), (was) =>
        // A reply marks the player's messages read on the server too.
        was ? { ...withMessages(was, [message], "agent"), unread: 0 } : was,
      );
      void queryClient.invalidateQueries({ queryKey: AGENT_INBOX_KEY });
    },
  });
}

/** POST …/{id}/typing (fire and forget). */
export const sendAgentTyping = (id: string, typing: boolean) =>
  apiSend(supportApi.postSupportAgentConversationsByIdTyping, {
    params: { id },
    body: { typing },
  }).catch(() => undefined);

/** POST …/{id}/read: the team has read the player's messages up to this id. */
export const markAgentRead = (id: string, upTo: string) =>
  api(supportApi.postSupportAgentConversationsByIdRead, {
    params: { id },
    body: { upTo },
  });
