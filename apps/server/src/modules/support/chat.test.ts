import { ChatConversationResponse, ChatSendResponse, ChatStreamEvent } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import { messagesTo } from "../../test/players";
import { createChatService } from "./chat.service";

const SUPPORT = "help@operator.example";
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ env: { SSE_HEARTBEAT_MS: "150", JOBS_POLL_MS: "0", SUPPORT_EMAIL: SUPPORT } });
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

const player = () => fundedPlayer(t.app, 0n);
const agent = () => fundedPlayer(t.app, 0n, { roles: ["player", "support"], firstName: "Robin" });
type Headers = Record<string, string>;

async function token(headers: Headers, who: "chat" | "agent") {
  const response = await call(t.app, "POST", `/api/support/${who}/token`, headers);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json.accessToken as string;
}

/** Opens a chat stream over real HTTP and collects its events as they arrive. */
async function openStream(path: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, { signal: controller.signal });
  const events: { at: number; event: ChatStreamEvent }[] = [];
  const named: string[] = [];
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          for (let cut = buffer.indexOf("\n\n"); cut >= 0; cut = buffer.indexOf("\n\n")) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const name = block.match(/^event: (.*)$/m)?.[1];
            if (name) named.push(name);
            const data = block.match(/^data: (.*)$/m)?.[1];
            if (data && !name)
              events.push({ at: Date.now(), event: ChatStreamEvent.parse(JSON.parse(data)) });
          }
        }
      } catch {
        // aborted by the test
      }
    })();
  }
  const waitFor = async <T>(find: () => T | undefined): Promise<T> => {
    for (let i = 0; i < 100; i++) {
      const found = find();
      if (found !== undefined) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`stream ${path} never delivered the event; got ${JSON.stringify(events)}`);
  };
  return { response, events, named, waitFor, close: () => controller.abort() };
}

/**
 * The consoles of earlier tests have closed: their presence goes at once when the server sees the socket close,
 * at the latest when the presence window ends (a loaded CI machine can take a second to notice).
 */
async function waitUntilNoAgentOnline() {
  const p = await player();
  let online = true;
  for (let i = 0; i < 400 && online; i++) {
    online = (await call(t.app, "GET", "/api/support/chat", p.headers)).json.agentsOnline;
    if (online) await new Promise((r) => setTimeout(r, 25));
  }
  expect(online, "an agent console of an earlier test still counts as online").toBe(false);
}

const messageEvent = (events: { at: number; event: ChatStreamEvent }[], body: string) =>
  events.find((e) => e.event.type === "message" && e.event.message.body === body);

describe("live chat", () => {
  it("delivers a player's message to the agent console and the reply back, each within a second", async () => {
    const p = await player();
    const a = await agent();
    const console = await openStream(
      `/api/support/agent/stream?accessToken=${await token(a.headers, "agent")}`,
    );
    expect(console.response.headers.get("content-type")).toContain("text/event-stream");
    const panel = await openStream(`/api/support/chat/stream?accessToken=${await token(p.headers, "chat")}`);
    // The agent is online, and the player's panel says so.
    expect((await panel.waitFor(() => panel.events.find((e) => e.event.type === "presence")))?.event).toEqual(
      {
        type: "presence",
        agentsOnline: true,
      },
    );

    const sentAt = Date.now();
    const sent = await call(t.app, "POST", "/api/support/chat/messages", p.headers, {
      body: "Where is my withdrawal?",
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    const { message, ticketReference } = ChatSendResponse.parse(sent.json);
    expect(ticketReference).toBeNull();
    const arrived = await console.waitFor(() => messageEvent(console.events, "Where is my withdrawal?"));
    expect(arrived.at - sentAt).toBeLessThan(1000);

    // The inbox shows it unread, under the player's username.
    const inbox = await call(t.app, "GET", "/api/support/agent/conversations", a.headers);
    const entry = inbox.json.items.find((item: { id: string }) => item.id === message.conversationId);
    expect(entry).toMatchObject({
      unread: 1,
      lastMessage: { body: "Where is my withdrawal?", sender: "player" },
    });

    // Typing reaches the player, then the reply.
    await call(
      t.app,
      "POST",
      `/api/support/agent/conversations/${message.conversationId}/typing`,
      a.headers,
      {
        typing: true,
      },
    );
    await panel.waitFor(() => panel.events.find((e) => e.event.type === "typing" && e.event.typing));
    const repliedAt = Date.now();
    const reply = await call(
      t.app,
      "POST",
      `/api/support/agent/conversations/${message.conversationId}/messages`,
      a.headers,
      { body: "It was paid out a minute ago." },
    );
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const back = await panel.waitFor(() => messageEvent(panel.events, "It was paid out a minute ago."));
    expect(back.at - repliedAt).toBeLessThan(1000);
    expect(back.event).toMatchObject({ message: { sender: "agent", agentName: "Robin" } });

    // Nothing went to the mailbox: an agent was there.
    expect(await messagesTo(t.database, SUPPORT)).toHaveLength(0);
    console.close();
    panel.close();
  });

  it("counts unread messages for each side until they are read", async () => {
    const p = await player();
    const a = await agent();
    const console = await openStream(
      `/api/support/agent/stream?accessToken=${await token(a.headers, "agent")}`,
    );
    const first = ChatSendResponse.parse(
      (await call(t.app, "POST", "/api/support/chat/messages", p.headers, { body: "Hello?" })).json,
    ).message;
    await call(t.app, "POST", "/api/support/chat/messages", p.headers, { body: "Anyone there?" });
    const conversation = first.conversationId;
    const agentView = await call(t.app, "GET", `/api/support/agent/conversations/${conversation}`, a.headers);
    expect(agentView.json).toMatchObject({ unread: 2, username: expect.any(String) });

    const agentSays = (body: string) =>
      call(t.app, "POST", `/api/support/agent/conversations/${conversation}/messages`, a.headers, { body });
    await agentSays("Hi, I am here.");
    const last = (await agentSays("How can I help?")).json.message.id as string;
    // Replying counts as having read the player's messages.
    expect(
      (await call(t.app, "GET", `/api/support/agent/conversations/${conversation}`, a.headers)).json.unread,
    ).toBe(0);

    const mine = ChatConversationResponse.parse(
      (await call(t.app, "GET", "/api/support/chat", p.headers)).json,
    );
    expect(mine.unread).toBe(2);
    expect(mine.messages.map((m) => m.body)).toEqual([
      "Hello?",
      "Anyone there?",
      "Hi, I am here.",
      "How can I help?",
    ]);
    const read = await call(t.app, "POST", "/api/support/chat/read", p.headers, { upTo: last });
    expect(read.json).toEqual({ unread: 0 });
    // An older marker never un-reads newer messages.
    await call(t.app, "POST", "/api/support/chat/read", p.headers, { upTo: first.id });
    expect((await call(t.app, "GET", "/api/support/chat", p.headers)).json.unread).toBe(0);
    console.close();
  });

  it("turns a message written while no agent is online into a stored e-mail ticket", async () => {
    const p = await player();
    const contact = await t.app.services.accounts.contactOf(p.userId);
    await waitUntilNoAgentOnline();
    const panel = await openStream(`/api/support/chat/stream?accessToken=${await token(p.headers, "chat")}`);
    const presence = await panel.waitFor(() => panel.events.find((e) => e.event.type === "presence"));
    expect(presence.event).toEqual({ type: "presence", agentsOnline: false });

    const sent = await call(t.app, "POST", "/api/support/chat/messages", p.headers, {
      body: "My deposit did not arrive.",
    });
    const { ticketReference } = ChatSendResponse.parse(sent.json);
    expect(ticketReference).toMatch(/^VS-[2-9A-HJKMNP-Z]{6}$/);
    const [toTeam] = await messagesTo(t.database, SUPPORT);
    expect(toTeam?.subject).toBe(`[${ticketReference}] Live chat message (no agent online)`);
    expect(toTeam?.text).toContain("My deposit did not arrive.");
    expect(toTeam?.text).toContain(`Player account: ${contact?.username}`);
    const [confirmation] = await messagesTo(t.database, contact!.email);
    expect(confirmation?.subject).toContain(ticketReference!);
    // The conversation tells the player where the message went.
    const note = await panel.waitFor(() =>
      panel.events.find((e) => e.event.type === "message" && e.event.message.sender === "system"),
    );
    expect(note.event).toMatchObject({ message: { ticketReference } });

    // A second offline message follows up on the same ticket; the player is not mailed again.
    const again = ChatSendResponse.parse(
      (await call(t.app, "POST", "/api/support/chat/messages", p.headers, { body: "Still nothing." })).json,
    );
    expect(again.ticketReference).toBe(ticketReference);
    expect(await messagesTo(t.database, SUPPORT)).toHaveLength(2);
    expect(await messagesTo(t.database, contact!.email)).toHaveLength(1);
    panel.close();
  });

  it("keeps agents' calls to the support role and each player to their own chat", async () => {
    const p = await player();
    const other = await player();
    expect((await call(t.app, "POST", "/api/support/agent/token", p.headers)).status).toBe(403);
    expect((await call(t.app, "GET", "/api/support/agent/conversations", p.headers)).status).toBe(403);
    expect((await call(t.app, "POST", "/api/support/chat/token")).status).toBe(401);
    // A player's token opens only a player stream, and a made-up token nothing.
    const playerToken = await token(p.headers, "chat");
    expect((await fetch(`${baseUrl}/api/support/agent/stream?accessToken=${playerToken}`)).status).toBe(401);
    const made = await fetch(`${baseUrl}/api/support/chat/stream?accessToken=${"x".repeat(43)}`);
    expect(made.status).toBe(401);
    expect((await made.json()).code).toBe("CHAT_TOKEN_INVALID");

    await call(t.app, "POST", "/api/support/chat/messages", p.headers, { body: "Private question" });
    const theirs = ChatConversationResponse.parse(
      (await call(t.app, "GET", "/api/support/chat", other.headers)).json,
    );
    expect(theirs.messages).toEqual([]);
    // The other player's stream never sees it.
    const stream = await openStream(
      `/api/support/chat/stream?accessToken=${await token(other.headers, "chat")}`,
    );
    await call(t.app, "POST", "/api/support/chat/messages", p.headers, { body: "Another private one" });
    await new Promise((r) => setTimeout(r, 200));
    expect(stream.events.filter((e) => e.event.type === "message")).toEqual([]);
    stream.close();
  });

  it("does not count a console as online again when its last heartbeat lands after it closed", async () => {
    const { db, clock, bus, messenger, accounts, config } = t.app.services;
    const chat = createChatService({
      db,
      clock,
      bus,
      messenger,
      accounts,
      supportEmail: SUPPORT,
      heartbeatMs: config.SSE_HEARTBEAT_MS,
    });
    const robin = await agent();
    await waitUntilNoAgentOnline();
    const connection = chat.newConnectionId();
    await chat.touchPresence(connection, robin.userId);
    expect(await chat.agentsOnline()).toBe(true);
    await chat.dropPresence(connection);
    await chat.refreshPresence(connection);
    expect(await chat.agentsOnline()).toBe(false);
  });

  it("refuses empty, oversized and control-character messages with 400", async () => {
    const p = await player();
    for (const body of ["   ", "x".repeat(2001), "bell \u0007", 42]) {
      const response = await call(t.app, "POST", "/api/support/chat/messages", p.headers, { body });
      expect(response.status).toBe(400);
      expect(response.json.code).toBe("VALIDATION_FAILED");
    }
    expect((await call(t.app, "GET", "/api/support/chat", p.headers)).json.messages).toEqual([]);
  });

  it("refuses a player's messages beyond 20 a minute with 429 and Retry-After, storing none of them", async () => {
    const p = await player();
    const other = await player();
    const send = (headers: Headers, body: string) =>
      call(t.app, "POST", "/api/support/chat/messages", headers, { body });
    for (let i = 1; i <= 20; i++) expect((await send(p.headers, `message ${i}`)).status).toBe(200);
    const refused = await send(p.headers, "message 21");
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe("RATE_LIMITED");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    const stored = ChatConversationResponse.parse(
      (await call(t.app, "GET", "/api/support/chat?limit=100", p.headers)).json,
    );
    expect(stored.messages.filter((m) => m.sender === "player").map((m) => m.body)).not.toContain(
      "message 21",
    );
    // Another player is not held back by the first one's flood.
    expect((await send(other.headers, "hello")).status).toBe(200);
  });
});
