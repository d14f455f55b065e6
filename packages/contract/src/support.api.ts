import { route } from "./route";

/** Method and path of every support endpoint: the server registers them, the web calls through them. */
export const supportApi = {
  postSupportContact: route("POST", "/api/support/contact", "SupportContactResponse"),
  postSupportChatToken: route("POST", "/api/support/chat/token", "ChatTokenResponse"),
  getSupportChat: route("GET", "/api/support/chat", "ChatConversationResponse"),
  postSupportChatMessages: route("POST", "/api/support/chat/messages", "ChatSendResponse"),
  postSupportChatTyping: route("POST", "/api/support/chat/typing"),
  postSupportChatRead: route("POST", "/api/support/chat/read", "ChatUnreadResponse"),
  getSupportChatStream: route("GET", "/api/support/chat/stream"),
  postSupportAgentToken: route("POST", "/api/support/agent/token", "ChatTokenResponse"),
  getSupportAgentConversations: route("GET", "/api/support/agent/conversations", "ChatConversationsResponse"),
  getSupportAgentConversationsById: route(
    "GET",
    "/api/support/agent/conversations/:id",
    "AgentConversationResponse",
  ),
  postSupportAgentConversationsByIdMessages: route(
    "POST",
    "/api/support/agent/conversations/:id/messages",
    "ChatSendResponse",
  ),
  postSupportAgentConversationsByIdTyping: route("POST", "/api/support/agent/conversations/:id/typing"),
  postSupportAgentConversationsByIdRead: route(
    "POST",
    "/api/support/agent/conversations/:id/read",
    "ChatUnreadResponse",
  ),
  getSupportAgentStream: route("GET", "/api/support/agent/stream"),
} as const;
