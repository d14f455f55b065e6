import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestUser } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SSE_HEARTBEAT_MS: "150", JOBS_POLL_MS: "0" } });
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

async function player() {
  const userId = await insertTestUser(t.database.db, { currency: "EUR" });
  const { token } = await t.app.services.sessions.create({ userId });
  return { userId, token, headers: { "x-session-id": token } };
}

const credit = (userId: string, amount: bigint, key: string) =>
  t.app.services.wallet.transfer({
    idempotencyKey: key,
    kind: "deposit",
    currency: "EUR",
    postings: [
      { account: { operator: "payments_clearing" }, amount: -amount },
      { account: { userId, kind: "real" }, amount },
    ],
  });

interface SseMessage {
  id?: string;
  event?: string;
  data: string;
}

/** Opens the stream and collects its messages as they arrive. */
async function openStream(userId: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/v1/player/${userId}/balance/updates`, {
    headers,
    signal: controller.signal,
  });
  const messages: SseMessage[] = [];
  let ended = false;
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut = buffer.indexOf("\n\n");
          while (cut >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const message: SseMessage = { data: "" };
            for (const line of block.split("\n")) {
              if (line.startsWith("id: ")) message.id = line.slice(4);
              else if (line.startsWith("event: ")) message.event = line.slice(7);
              else if (line.startsWith("data: ")) message.data += line.slice(6);
            }
            if (message.data) messages.push(message);
            cut = buffer.indexOf("\n\n");
          }
        }
      } catch {
        // aborted by the test
      }
      ended = true;
    })();
  }
  const waitFor = async (predicate: () => boolean) => {
    for (let i = 0; i < 100 && !predicate(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(predicate()).toBe(true);
  };
  return { response, messages, waitFor, isEnded: () => ended, close: () => controller.abort() };
}

describe("GET /v1/player/{userId}/balance/updates", () => {
  it("starts with the current balance and then streams every change", async () => {
    const p = await player();
    await credit(p.userId, 1000n, `a-${p.userId}`);
    const stream = await openStream(p.userId, p.headers);
    expect(stream.response.headers.get("content-type")).toContain("text/event-stream");
    await stream.waitFor(() => stream.messages.length >= 1);
    expect(JSON.parse(stream.messages[0]!.data)).toMatchObject({
      real: { afterAmount: 10 },
      source: "snapshot",
    });
    const second = await credit(p.userId, 550n, `b-${p.userId}`);
    await stream.waitFor(() => stream.messages.length >= 2);
    expect(JSON.parse(stream.messages[1]!.data)).toEqual({
      real: { afterAmount: 15.5 },
      bonus: { afterAmount: 0 },
      source: "deposit",
      transferId: second.transferId,
      currency: "EUR",
    });
    expect(BigInt(stream.messages[1]!.id!)).toBeGreaterThan(BigInt(stream.messages[0]!.id!));
    stream.close();
  });

  it("gives a reconnecting client the state it missed", async () => {
    const p = await player();
    await credit(p.userId, 100n, `c-${p.userId}`);
    const first = await openStream(p.userId, p.headers);
    await first.waitFor(() => first.messages.length >= 1);
    const lastId = first.messages.at(-1)!.id!;
    first.close();
    await credit(p.userId, 200n, `d-${p.userId}`);
    const again = await openStream(p.userId, { ...p.headers, "last-event-id": lastId });
    await again.waitFor(() => again.messages.length >= 1);
    expect(JSON.parse(again.messages[0]!.data).real.afterAmount).toBe(3);
    again.close();
  });

  it("refuses another player's stream and guests", async () => {
    const p = await player();
    const other = await player();
    expect((await openStream(other.userId, p.headers)).response.status).toBe(403);
    expect((await openStream(p.userId, {})).response.status).toBe(401);
  });

  it("says the session is expired and closes when the player logs out", async () => {
    const p = await player();
    const stream = await openStream(p.userId, p.headers);
    await stream.waitFor(() => stream.messages.length >= 1);
    await t.app.services.sessions.end(p.token);
    await stream.waitFor(() => stream.messages.some((m) => m.data === "Session is expired"));
    await stream.waitFor(() => stream.isEnded());
  });
});
