import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../../platform/clock";
import { insertTestUser } from "../../../test/fixtures";
import { call, fundedPlayer } from "../../../test/funded-player";
import { createTestApp, type TestApp } from "../../../test/harness";

// Issue 16 §5: a ticket forfeited after joining kept the entry, so one ticket could enter a tournament and still be
// there to enter another. Joining redeems the ticket, in the transaction that records the entry.

const clock = new ManualClock(new Date("2026-11-22T10:00:00Z"));
const HOUR = 3_600_000;
let t: TestApp;

async function ticketTournament(id: string) {
  const { createEngagement } = await import("../index");
  const { createCatalogueService } = await import("../../casino");
  const engagement = createEngagement(t.app.services, createCatalogueService(t.app.services.db));
  const now = clock.now().getTime();
  await engagement.tournaments.create({
    id,
    texts: { en: { name: id, description: "" }, de: { name: id, description: "" } },
    games: ["comet-cascade"],
    scoring: "turnover",
    entry: "ticket",
    ticketCode: "TICKET_NINE",
    prizes: ["1000"],
    prizeKind: "real",
    startsAt: new Date(now - HOUR),
    endsAt: new Date(now + 2 * HOUR),
  });
}

beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOBS_POLL_MS: "0" } });
  const userId = await insertTestUser(t.app.services.db, { roles: ["player", "admin"] });
  const { token } = await t.app.services.sessions.create({ userId });
  const ops = { "x-session-id": token, "x-user-id": userId };
  const created = await call(t.app, "POST", "/api/admin/bonus/campaigns", ops, {
    code: "TICKET_NINE",
    kind: "tournament_ticket",
    trigger: "claim",
    texts: { en: { name: "Ticket", description: "" }, de: { name: "Ticket", description: "" } },
    validFrom: "2020-01-01T00:00:00Z",
    wageringMultiplier: 0,
    contributions: { slot: 100, table: 10, dice: 50, live: 0, sports: 100 },
    validityDays: 14,
    oncePerPlayer: false,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  await ticketTournament("ticket-a");
  await ticketTournament("ticket-b");
});
afterAll(() => t.close());

const join = (headers: Record<string, string>, id: string) =>
  call(t.app, "POST", `/api/tournaments/${id}/join`, headers);
const ticketOf = async (headers: Record<string, string>) =>
  (await call(t.app, "GET", "/api/user/bonus/wallet?additionalData=true", headers)).json.bonuses.find(
    (b: { code: string }) => b.code === "TICKET_NINE",
  );

describe("a tournament ticket", () => {
  it("is used up by joining: it can no longer be forfeited nor enter another tournament", async () => {
    const p = await fundedPlayer(t.app, 0n);
    expect((await join(p.headers, "ticket-a")).json.code).toBe("TICKET_REQUIRED");
    const claimed = await call(t.app, "POST", "/api/user/bonus/claim", p.headers, {
      code: "TICKET_NINE",
      currency: "EUR",
    });
    expect(claimed.status).toBe(200);
    const joined = await join(p.headers, "ticket-a");
    expect(joined.status, JSON.stringify(joined.json)).toBe(200);
    expect(joined.json.entered).toBe(true);
    const ticket = await ticketOf(p.headers);
    expect(ticket.status).toBe("completed");
    const forfeit = await call(t.app, "DELETE", `/api/user/bonus/wallet?bonusId=${ticket.id}`, p.headers);
    expect(forfeit.json.code).toBe("BONUS_ENDED");
    expect((await join(p.headers, "ticket-b")).json.code).toBe("TICKET_REQUIRED");
    // Joining again what one has entered is no second use.
    expect((await join(p.headers, "ticket-a")).status).toBe(200);
  });

  it("enters one tournament when two joins race", async () => {
    const p = await fundedPlayer(t.app, 0n);
    await call(t.app, "POST", "/api/user/bonus/claim", p.headers, { code: "TICKET_NINE", currency: "EUR" });
    const [a, b] = await Promise.all([join(p.headers, "ticket-a"), join(p.headers, "ticket-b")]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
  });
});
