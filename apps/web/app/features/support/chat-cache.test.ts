import type { ChatConversationResponse, ChatMessage } from "@casino/contract";
import { describe, expect, it } from "vitest";
import { withMessages } from "./chat-cache";

const message = (id: string, sender: ChatMessage["sender"]): ChatMessage => ({
  id,
  conversationId: "c1",
  sender,
  agentName: null,
  body: `m${id}`,
  createdAt: "2026-01-01T12:00:00Z",
  ticketReference: null,
});
const empty: ChatConversationResponse = {
  conversationId: null,
  messages: [],
  hasMore: false,
  unread: 0,
  agentsOnline: true,
};

describe("withMessages", () => {
  it("keeps each message once, in numeric id order", () => {
    const once = withMessages(empty, [message("9", "player"), message("10", "agent")], "player");
    const twice = withMessages(once, [message("10", "agent"), message("8", "agent")], "player");
    expect(twice.messages.map((m) => m.id)).toEqual(["8", "9", "10"]);
    expect(twice.conversationId).toBe("c1");
  });

  it("counts only the other side's new messages as unread", () => {
    const player = withMessages(
      empty,
      [message("1", "player"), message("2", "agent"), message("3", "system")],
      "player",
    );
    expect(player.unread).toBe(2);
    const agent = withMessages(empty, [message("1", "player"), message("2", "agent")], "agent");
    expect(agent.unread).toBe(1);
  });
});
