import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ManualClock } from "../../platform/clock";
import { call, fundedPlayer } from "../../test/funded-player";
import type { TestApp } from "../../test/harness";
import { detail, fixture, pick, placeBets, sportsApp } from "./sportsbook.test-support";

const kickOffNow = (t: TestApp, eventId: string) =>
  call(t.app, "POST", `/api/test/sportsbook/events/${eventId}/kick-off`);

describe("the kick-off test seam without TEST_SEAMS", () => {
  let t: TestApp;
  let clock: ManualClock;
  beforeAll(async () => {
    ({ t, clock } = await sportsApp());
  });
  afterAll(() => t.close());

  it("is not mounted: 404, and the event keeps its kick-off", async () => {
    const event = await fixture(t, clock, { inMs: 3_600_000 });
    const response = await kickOffNow(t, event.id);
    expect(response.status).toBe(404);
    expect(response.json.code).toBe("NOT_FOUND");
    expect((await detail(t, event.id)).startsAt).toBe(event.startsAt);
  });
});

describe("the kick-off test seam with TEST_SEAMS=true", () => {
  let t: TestApp;
  let clock: ManualClock;
  beforeAll(async () => {
    ({ t, clock } = await sportsApp({ TEST_SEAMS: "true" }));
  });
  afterAll(() => t.close());

  it("starts a scheduled event now: the feed kicks it off, its pre-match bets stand, and the operator results it", async () => {
    const event = await fixture(t, clock, { inMs: 3_600_000 });
    const player = await fundedPlayer(t.app, 10_000n);
    const home = pick(event, "1x2", "home");
    const placed = await placeBets(t, player.headers, {
      selections: [home],
      stakes: { singles: { [home.selectionId]: 5 } },
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);

    const moved = await kickOffNow(t, event.id);
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect(moved.json).toMatchObject({ eventId: event.id, status: "scheduled" });
    expect((await detail(t, event.id)).startsAt).toBe(clock.now().toISOString());

    await t.app.sportsbook.feed.sync(clock.now());
    expect((await detail(t, event.id)).status).toBe("live");
    // Only a scheduled event moves.
    const again = await kickOffNow(t, event.id);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("CONFLICT");

    const operator = await fundedPlayer(t.app, 0n, { roles: ["player", "admin"] });
    const url = `/api/admin/sportsbook/events/${event.id}/result`;
    const resulted = await call(t.app, "POST", url, operator.headers, { home: 2, away: 0 });
    expect(resulted.status, JSON.stringify(resulted.json)).toBe(200);
    await t.app.services.jobs.drain();
    const bets = (await call(t.app, "GET", "/api/user/bettingHistory?status=settled", player.headers)).json
      .bets;
    expect(bets).toMatchObject([{ status: "won" }]);
  });

  it("answers 404 for an unknown event and 400 for an id that is not one", async () => {
    const unknown = await kickOffNow(t, "00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect((await kickOffNow(t, "not-an-id")).status).toBe(400);
  });
});
