import type { ChatConversationResponse, ChatMessage } from "@casino/contract";

/**
 * Adds messages to a cached conversation: each once (the sender gets its own message back from the POST and from
 * the stream), in id order, and counts new ones from the other side as unread unless the reader is looking.
 */
export function withMessages<T extends ChatConversationResponse>(
  conversation: T,
  incoming: ChatMessage[],
  reader: "player" | "agent",
): T {
  const known = new Set(conversation.messages.map((m) => m.id));
  const fresh = incoming.filter((m) => !known.has(m.id));
  if (fresh.length === 0) return conversation;
  const messages = [...conversation.messages, ...fresh].sort((a, b) => compareIds(a.id, b.id));
  const fromOtherSide = fresh.filter((m) =>
    reader === "player" ? m.sender !== "player" : m.sender === "player",
  );
  return {
    ...conversation,
    conversationId: conversation.conversationId ?? fresh[0]?.conversationId ?? null,
    messages,
    unread: conversation.unread + fromOtherSide.length,
  };
}

/** Message ids are decimal bigints: compare them as numbers, not strings ("10" after "9"). */
export function compareIds(a: string, b: string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The newest message id, or null for an empty conversation. */
export const lastId = (messages: ChatMessage[]): string | null => messages.at(-1)?.id ?? null;
