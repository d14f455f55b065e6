import http from "node:http";
import { EventChange, type EventDetail, OddsChange, StreamSnapshot } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ManualClock } from "../../platform/clock";
import type { TestApp } from "../../test/harness";
import { FOOTBALL, fixture, footballState, kickOff, reprice, sportsApp } from "./sportsbook.test-support";

let t: TestApp;
let clock: ManualClock;
let base: string;
beforeAll(async () => {
  ({ t, clock } = await sportsApp({ SSE_HEARTBEAT_MS: "200" }));
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

interface SseMessage {
  id: number;
  event: string;
  data: unknown;
}

/** An SSE client reading /api/sportsbook/stream into parsed messages. */
function connect(query = "", headers: Record<string, string> = {}) {
  const messages: SseMessage[] = [];
  let raw = "";
  let ended = false;
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const request = http.get(`${base}/api/sportsbook/stream${query}`, { headers }, (response) => {
    open();
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => {
      raw += chunk;
      const blocks = raw.split("\n\n");
      raw = blocks.pop() ?? "";
      for (const block of blocks) {
        const fields = Object.fromEntries(
          block
            .split("\n")
            .filter((line) => !line.startsWith(":") && line.includes(": "))
            .map((line) => [line.slice(0, line.indexOf(": ")), line.slice(line.indexOf(": ") + 2)]),
        );
        if (fields.data)
          messages.push({
            id: Number(fields.id),
            event: fields.event ?? "message",
            data: JSON.parse(fields.data),
          });
      }
    });
    response.on("end", () => {
      ended = true;
    });
  });
  return {
    messages,
    /** Resolves once the server has answered: its subscription to the bus is in place by then. */
    opened,
    ended: () => ended,
    close: () => request.destroy(),
    async waitFor(count: number) {
      return this.waitUntil(() => messages.length >= count);
    },
    /** Waits (4 s at most) until `done` holds for the messages so far. */
    async waitUntil(done: (messages: SseMessage[]) => boolean) {
      for (let i = 0; i < 200 && !done(messages); i++) await new Promise((r) => setTimeout(r, 20));
      return messages;
    },
  };
}

describe("the odds stream", () => {
  it("pushes odds and score changes with increasing sequence ids", async () => {
    const event = await fixture(t, clock, { inMs: 1000 });
    const client = connect();
    await new Promise((r) => setTimeout(r, 200));
    await reprice(t, event.id, { model: { ...FOOTBALL, home: { attack: 1.9, defence: 0.8 } } });
    clock.advance(1000);
    await kickOff(t, event.id, footballState(0));
    await reprice(t, event.id, { state: footballState(5, 1, 0) });
    // The last change is the goal's scoreboard; a busy stream may send the changes before it in one batch or several.
    const messages = await client.waitUntil((seen) =>
      seen.some(
        (m) => m.event === "event" && (m.data as { scoreboard?: { home?: number } }).scoreboard?.home === 1,
      ),
    );
    client.close();
    const ids = messages.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    const odds = messages.filter((m) => m.event === "odds").map((m) => OddsChange.parse(m.data));
    expect(odds[0]!.eventId).toBe(event.id);
    expect(odds[0]!.odds?.[event.mainMarket!.key]).toBeDefined();
    const changes = messages.filter((m) => m.event === "event").map((m) => EventChange.parse(m.data));
    expect(changes.map((c) => c.status)).toContain("live");
    expect(changes.at(-1)).toMatchObject({ status: "live", scoreboard: { home: 1, away: 0, clock: "5'" } });
    for (const m of messages) expect((m.data as { seq: number }).seq).toBe(m.id);
  });

  it("names only the selections a price move changed, by key and in thousandths, as the event page then shows", async () => {
    const event = await fixture(t, clock);
    const before = (await t.app.inject({ url: `/api/sportsbook/events/${event.id}` })).json() as EventDetail;
    const client = connect(`?eventIds=${event.id}`);
    await client.opened;
    await reprice(t, event.id, { model: { ...FOOTBALL, home: { attack: 1.9, defence: 0.8 } } });
    const [message] = await client.waitFor(1);
    client.close();
    const raw = JSON.stringify(message!.data);
    const change = OddsChange.parse(message!.data);
    expect(change).toMatchObject({ eventId: event.id, inPlay: false });
    const after = (await t.app.inject({ url: `/api/sportsbook/events/${event.id}` })).json() as EventDetail;
    const priceOf = (detail: EventDetail) =>
      new Map(
        detail.markets.flatMap((m) =>
          m.selections.map((s) => [`${m.key} ${s.key}`, Math.round(s.odds * 1000)]),
        ),
      );
    const [old, now] = [priceOf(before), priceOf(after)];
    // Moved or newly offered; 0 for a selection no longer offered.
    const moved = [
      ...[...now].filter(([key, milli]) => old.get(key) !== milli),
      ...[...old.keys()].filter((key) => !now.has(key)).map((key) => [key, 0] as const),
    ];
    const named = Object.entries(change.odds ?? {}).flatMap(([market, odds]) =>
      Object.entries(odds).map(([selection, milli]) => [`${market} ${selection}`, milli] as const),
    );
    expect(moved.length).toBeGreaterThan(0);
    expect(new Map(named)).toEqual(new Map(moved));
    // No selection id travels: the client maps keys through the event it holds.
    for (const market of after.markets) for (const s of market.selections) expect(raw).not.toContain(s.id);
  });

  it("closes the pre-match markets and opens the in-play ones at kick-off, each phase in its own delta", async () => {
    const event = await fixture(t, clock, { inMs: 1000 });
    const client = connect(`?eventIds=${event.id}`);
    await client.opened;
    clock.advance(1000);
    const live = await kickOff(t, event.id, footballState(0));
    const messages = await client.waitFor(3);
    client.close();
    const [preMatch, inPlay] = messages
      .filter((m) => m.event === "odds")
      .map((m) => OddsChange.parse(m.data));
    expect(preMatch).toMatchObject({ inPlay: false, status: { [event.mainMarket!.key]: "closed" } });
    expect(preMatch!.odds).toBeUndefined();
    expect(inPlay).toMatchObject({ inPlay: true, status: { [live.mainMarket!.key]: "open" } });
    const home = live.mainMarket!.selections.find((s) => s.key === "home")!;
    expect(inPlay!.odds?.[live.mainMarket!.key]?.home).toBe(Math.round(home.odds * 1000));
    expect(inPlay!.seq).toBeGreaterThan(preMatch!.seq);
  });

  it("sends a reconnecting client a snapshot instead of the missed changes, and filters by event", async () => {
    const [watched, other] = [await fixture(t, clock), await fixture(t, clock)];
    const first = connect(`?eventIds=${watched.id}`);
    await new Promise((r) => setTimeout(r, 200));
    await reprice(t, other.id, { model: { ...FOOTBALL, away: { attack: 1.8, defence: 0.9 } } });
    await reprice(t, watched.id, { model: { ...FOOTBALL, away: { attack: 1.7, defence: 0.9 } } });
    const [seen] = await first.waitFor(1);
    first.close();
    expect(seen).toMatchObject({ event: "odds", data: { eventId: watched.id } });
    expect(first.messages.every((m) => (m.data as { eventId: string }).eventId === watched.id)).toBe(true);

    await reprice(t, watched.id, { model: { ...FOOTBALL, away: { attack: 1.5, defence: 1.0 } } });
    const again = connect(`?eventIds=${watched.id}`, { "last-event-id": String(seen!.id) });
    const [snapshot] = await again.waitFor(1);
    expect(snapshot!.event).toBe("snapshot");
    const body = StreamSnapshot.parse(snapshot!.data);
    expect(snapshot!.id).toBeGreaterThan(seen!.id);
    expect(body.events).toHaveLength(1);
    const now = (await t.app.inject({ url: `/api/sportsbook/events/${watched.id}` })).json();
    const home = now.mainMarket.selections[0];
    const streamed = body.events[0]!.markets.find((m) => m.id === now.mainMarket.id)!;
    expect(streamed.selections.find((s) => s.id === home.id)!.odds).toBe(home.odds);
    await reprice(t, watched.id, { model: FOOTBALL });
    const after = await again.waitFor(2);
    expect(after[1]!.id).toBeGreaterThan(snapshot!.id);
    again.close();
  });

  it("ends open streams when the server shuts down", async () => {
    const { t: own } = await sportsApp();
    const url = await own.app.listen({ port: 0, host: "127.0.0.1" });
    const done = new Promise<void>((resolve) => {
      http.get(`${url}/api/sportsbook/stream`, (response) => {
        response.resume();
        response.on("end", resolve);
      });
    });
    await new Promise((r) => setTimeout(r, 200));
    const started = performance.now();
    await own.close();
    await done;
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
