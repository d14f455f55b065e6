import { z } from "zod";

/** Control characters (other than tab and line breaks) never belong in a support message. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to reject control characters.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A single line: no line breaks (a subject or name with a CR/LF could inject mail headers). */
const singleLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !/[\r\n]/.test(value) && !CONTROL.test(value), "Must be a single line of text");

/** Limits of the contact form, shared by the form's checks and the server's. */
export const SUPPORT_LIMITS = { name: 80, subject: 120, messageMin: 10, message: 4000 } as const;

/**
 * POST /api/support/contact: an e-mail to the support team from the contact form
 * (docs/product/support.md#contact-form).
 */
export const SupportContactRequest = z.object({
  /** How the sender wants to be addressed. */
  name: singleLine(SUPPORT_LIMITS.name),
  /** Where the team replies; the confirmation goes there too. */
  email: z.string().trim().toLowerCase().max(254).email(),
  /** One line about what it is about. */
  subject: singleLine(SUPPORT_LIMITS.subject),
  /** The question itself; line breaks are kept. */
  message: z
    .string()
    .trim()
    .min(SUPPORT_LIMITS.messageMin)
    .max(SUPPORT_LIMITS.message)
    .refine((value) => !CONTROL.test(value), "Contains characters that are not allowed"),
});
export type SupportContactRequest = z.infer<typeof SupportContactRequest>;

/** The answer to a contact request: the ticket reference quoted in both e-mails. */
export const SupportContactResponse = z.object({
  /** Short reference the player can quote, e.g. `VS-7K2M9Q`. */
  reference: z.string(),
});
export type SupportContactResponse = z.infer<typeof SupportContactResponse>;

/** Longest chat message a player or agent may send. */
export const CHAT_MESSAGE_MAX = 2000;

/** The text of one chat message: trimmed, not empty, no control characters (line breaks are kept). */
export const ChatMessageBody = z
  .string()
  .trim()
  .min(1)
  .max(CHAT_MESSAGE_MAX)
  .refine((value) => !CONTROL.test(value), "Contains characters that are not allowed");

/**
 * POST /api/support/chat/token and /api/support/agent/token: the credential of the chat stream
 * (docs/product/support.md#live-chat).
 */
export const ChatTokenResponse = z.object({
  /** Opens GET …/stream?accessToken=…; EventSource cannot send headers, so the stream takes this instead. */
  accessToken: z.string(),
  /** When the token stops opening streams; the client asks for a new one. */
  expiresAt: z.string(),
});
export type ChatTokenResponse = z.infer<typeof ChatTokenResponse>;

/** Who wrote a chat message: the player, a support agent, or the system (the offline-ticket note). */
export const ChatSender = z.enum(["player", "agent", "system"]);
export type ChatSender = z.infer<typeof ChatSender>;

/** One message of a conversation. */
export const ChatMessage = z.object({
  /** Increasing across all conversations; the order of the messages. */
  id: z.string(),
  conversationId: z.string(),
  sender: ChatSender,
  /** The agent's first name for agent messages; null otherwise. */
  agentName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  /** The e-mail ticket this message became when no agent was online. */
  ticketReference: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** POST /api/support/chat/messages and the agent's reply. */
export const ChatSendRequest = z.object({ body: ChatMessageBody });
export type ChatSendRequest = z.infer<typeof ChatSendRequest>;

/** The answer to a send: the stored message, and the ticket it became when no agent was online. */
export const ChatSendResponse = z.object({
  message: ChatMessage,
  /** Set when no agent was online: the message went to the team by e-mail under this reference. */
  ticketReference: z.string().nullable(),
});
export type ChatSendResponse = z.infer<typeof ChatSendResponse>;

/** GET history: the newest messages first page, older pages with `before`. */
export const ChatHistoryQuery = z.object({
  /** Only messages older than this id (load older). */
  before: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** GET /api/support/chat: the player's conversation. Messages oldest first. */
export const ChatConversationResponse = z.object({
  conversationId: z.string().nullable(),
  messages: z.array(ChatMessage),
  /** More, older messages exist. */
  hasMore: z.boolean(),
  /** Agent messages the reader has not yet read. */
  unread: z.number().int(),
  /** Whether an agent is online now; when none is, messages become e-mail tickets. */
  agentsOnline: z.boolean(),
});
export type ChatConversationResponse = z.infer<typeof ChatConversationResponse>;

/** POST …/typing: the writer started or stopped typing. */
export const ChatTypingRequest = z.object({ typing: z.boolean() });

/** POST …/read: everything up to this message id has been read. */
export const ChatReadRequest = z.object({ upTo: z.string().regex(/^\d{1,19}$/) });
/** Unread count after marking. */
export const ChatUnreadResponse = z.object({ unread: z.number().int() });

/** A conversation as the agent console lists it. */
export const ChatConversationSummary = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  lastMessage: ChatMessage.nullable(),
  /** Player messages no agent has read yet. */
  unread: z.number().int(),
  lastMessageAt: z.string(),
});
export type ChatConversationSummary = z.infer<typeof ChatConversationSummary>;

/** GET /api/support/agent/conversations: newest activity first. */
export const ChatConversationsResponse = z.object({ items: z.array(ChatConversationSummary) });

/** GET /api/support/agent/conversations/{id}: one conversation for an agent. */
export const AgentConversationResponse = ChatConversationResponse.extend({ username: z.string() });
export type AgentConversationResponse = z.infer<typeof AgentConversationResponse>;

/** What the chat streams send (SSE `data`), for both the player and the agent console. */
export const ChatStreamEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("message"), message: ChatMessage }),
  z.object({
    type: z.literal("typing"),
    conversationId: z.string(),
    from: z.enum(["player", "agent"]),
    typing: z.boolean(),
  }),
  z.object({
    type: z.literal("read"),
    conversationId: z.string(),
    by: z.enum(["player", "agent"]),
    upTo: z.string(),
  }),
  z.object({ type: z.literal("presence"), agentsOnline: z.boolean() }),
]);
export type ChatStreamEvent = z.infer<typeof ChatStreamEvent>;

/** The stream's query: the chat access token. */
export const ChatStreamQuery = z.object({ accessToken: z.string().min(20).max(200) });

/** Error codes of the support module. */
export const SupportErrorCode = z.enum(["CHAT_TOKEN_INVALID", "CONVERSATION_NOT_FOUND", "NOT_SUPPORT_AGENT"]);
