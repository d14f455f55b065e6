import { type ChatConversationResponse, supportApi } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { withMessages } from "../chat-cache";
import { CHAT_KEY } from "./get-chat";

/** POST /api/support/chat/messages; with no agent online the answer carries the e-mail ticket's reference. */
export const sendChatMessage = (body: string) => api(supportApi.postSupportChatMessages, { body: { body } });

export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessage,
    onSuccess: ({ message }) =>
      queryClient.setQueryData<ChatConversationResponse>(CHAT_KEY, (was) =>
        was ? withMessages(was, [message], "player") : was,
      ),
  });
}
