import { GgrReportResponse, PaymentsReportResponse, PlayersReportResponse } from "@casino/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fixture,
  footballState,
  kickOff,
  pick,
  placeBets,
  result,
  sportsApp,
} from "../modules/sportsbook/sportsbook.test-support";
import type { ManualClock } from "../platform/clock";
import { insertTestUser } from "./fixtures";
import { call, fundedPlayer, minor } from "./funded-player";
import type { TestApp } from "./harness";

// A session of play (casino rounds, sports bets, a bonus, deposits) and the reports read back: every figure must
// equal what the ledger's accounts say, to the cent.

let t: TestApp;
let clock: ManualClock;
let ops: Record<string, string>;
const played = { stakes: 0n, wins: 0n, casinoStakes: 0n, sportsStakes: 0n, deposits: 0n };

beforeAll(async () => {
  ({ t, clock } = await sportsApp());
  const userId = await insertTestUser(t.app.services.db, { roles: ["player", "payments"] });
  const { token } = await t.app.services.sessions.create({ userId });
  ops = { "x-session-id": token, "x-user-id": userId };
  await play();
});
afterAll(() => t.close());

async function play() {
  // 19 November, 13:00 in Amsterdam.
  const alice = await fundedPlayer(t.app, 200_00n);
  const bob = await fundedPlayer(t.app, 150_00n);
  played.deposits = 350_00n;
  for (let i = 0; i < 4; i++) {
    const round = await call(t.app, "POST", "/api/games/comet-cascade/rounds", alice.headers, {
      stake: 2,
      clientRoundId: `report-round-${i}`,
      mode: "real",
    });
    expect(round.status, JSON.stringify(round.json)).toBe(200);
    played.casinoStakes += minor(round.json.stake);
    played.wins += minor(round.json.win);
  }
  const event = await fixture(t, clock, { inMs: 3_600_000 });
  const home = pick(event, "1x2", "home");
  const away = pick(event, "1x2", "away");
  for (const [p, selection, stake] of [
    [alice, home, 10],
    [bob, away, 7.5],
  ] as const) {
    const placed = await placeBets(t, p.headers, {
      selections: [selection],
      stakes: { singles: { [selection.selectionId]: stake } },
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    played.sportsStakes += minor(stake);
  }
  await kickOff(t, event.id, footballState(0));
  await result(t, event.id, { sport: "football", home: 2, away: 0 });
  // Alice's home win pays 10 × the odds (odds have at most two decimals here).
  played.wins += 10n * BigInt(Math.round(home.odds * 100));
  played.stakes = played.casinoStakes + played.sportsStakes;
  // A bonus of 5.00 granted to Bob (the bonus_cost account pays it).
  await t.app.services.wallet.transfer({
    idempotencyKey: `report-bonus:${bob.userId}`,
    kind: "bonus_grant",
    currency: "EUR",
    postings: [
      { account: { operator: "bonus_cost" }, amount: -5_00n },
      { account: { userId: bob.userId, kind: "bonus" }, amount: 5_00n },
    ],
  });
}

/** What the ledger's operator accounts hold in EUR, summed over their shards. */
async function ledger() {
  const { rows } = (await t.app.services.db.execute(
    sql`select split_part(kind, '#', 1) as account, sum(balance)::text as balance
        from wallet_accounts where user_id is null and currency = 'EUR' group by 1`,
  )) as unknown as { rows: { account: string; balance: string }[] };
  const of = (name: string) => BigInt(rows.find((r) => r.account === name)?.balance ?? "0");
  return {
    house: of("game_revenue") + of("sportsbook"),
    bonusCost: -of("bonus_cost"),
    payments: of("payments_clearing"),
  };
}

const report = async (path: string) => {
  const response = await call(t.app, "GET", `/api/admin/reports/${path}`, ops);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json;
};

describe("the GGR report", () => {
  it("reconciles to the ledger to the cent: stakes, wins, GGR = the house accounts, bonus cost, NGR", async () => {
    const r = GgrReportResponse.parse(await report("ggr?from=2026-11-01&to=2026-11-30&groupBy=currency"));
    const books = await ledger();
    expect(r.totals).toHaveLength(1);
    const eur = r.totals[0]!;
    expect(minor(eur.stakes)).toBe(played.stakes);
    expect(minor(eur.wins)).toBe(played.wins);
    expect(minor(eur.ggr)).toBe(books.house);
    expect(minor(eur.ggr)).toBe(played.stakes - played.wins);
    expect(minor(eur.bonusCost)).toBe(books.bonusCost);
    expect(minor(eur.bonusCost)).toBe(5_00n);
    expect(minor(eur.ngr)).toBe(books.house - books.bonusCost);
    expect(r.rows).toEqual([{ ...eur, key: "EUR" }]);
  });

  it("splits by product and by game, the parts adding up to the whole", async () => {
    const byProduct = GgrReportResponse.parse(
      await report("ggr?from=2026-11-19&to=2026-11-19&groupBy=product"),
    );
    const casino = byProduct.rows.find((row) => row.key === "casino")!;
    const sports = byProduct.rows.find((row) => row.key === "sportsbook")!;
    expect(minor(casino.stakes)).toBe(played.casinoStakes);
    expect(minor(sports.stakes)).toBe(played.sportsStakes);
    expect(byProduct.rows.find((row) => row.key === "other")).toMatchObject({ stakes: 0, bonusCost: 5 });
    const byGame = GgrReportResponse.parse(await report("ggr?from=2026-11-19&to=2026-11-19&groupBy=game"));
    expect(minor(byGame.rows.find((row) => row.key === "comet-cascade")!.stakes)).toBe(played.casinoStakes);
    const sum = byGame.rows.reduce((total, row) => total + minor(row.ggr), 0n);
    expect(sum).toBe((await ledger()).house);
  });

  it("counts a movement on the Amsterdam day it happened, and leaves days outside the period out", async () => {
    // 23:30 UTC on the 20th is already the 21st in Amsterdam.
    clock.set(new Date("2026-11-20T23:30:00Z"));
    const late = await fundedPlayer(t.app, 10_00n);
    const round = await call(t.app, "POST", "/api/games/comet-cascade/rounds", late.headers, {
      stake: 1,
      clientRoundId: "report-late",
      mode: "real",
    });
    expect(round.status).toBe(200);
    const byDay = GgrReportResponse.parse(await report("ggr?from=2026-11-19&to=2026-11-21&groupBy=day"));
    expect(byDay.rows.map((row) => row.key)).toEqual(["2026-11-19", "2026-11-21"]);
    expect(byDay.rows[1]).toMatchObject({ stakes: 1, wins: round.json.win });
    const onlyThe19th = GgrReportResponse.parse(
      await report("ggr?from=2026-11-19&to=2026-11-20&groupBy=day"),
    );
    expect(onlyThe19th.rows.map((row) => row.key)).toEqual(["2026-11-19"]);
    expect(minor(onlyThe19th.totals[0]!.stakes)).toBe(played.stakes);
  });
});

describe("the payments and players reports", () => {
  it("lists deposits as the payments clearing account moved them, and who played and deposited", async () => {
    const payments = PaymentsReportResponse.parse(
      await report("payments?from=2026-11-19&to=2026-11-19&groupBy=currency"),
    );
    expect(payments.rows).toEqual([
      {
        key: "EUR",
        currency: "EUR",
        deposits: 350,
        depositCount: 2,
        withdrawals: 0,
        withdrawalCount: 0,
        net: 350,
      },
    ]);
    const players = PlayersReportResponse.parse(await report("players?from=2026-11-19&to=2026-11-21"));
    expect(players.rows).toEqual([
      { key: "2026-11-19", active: 2, depositors: 2 },
      { key: "2026-11-21", active: 1, depositors: 1 },
    ]);
    expect(players.total).toEqual({ key: "all", active: 3, depositors: 3 });
  });
});

describe("asking for a report", () => {
  it("refuses a period that ends before it starts or is too long, with 400", async () => {
    const backwards = await call(t.app, "GET", "/api/admin/reports/ggr?from=2026-11-20&to=2026-11-19", ops);
    expect(backwards).toMatchObject({ status: 400, json: { code: "VALIDATION_FAILED" } });
    const long = await call(t.app, "GET", "/api/admin/reports/ggr?from=2020-01-01&to=2026-11-19", ops);
    expect(long.status).toBe(400);
    const badGroup = await call(
      t.app,
      "GET",
      "/api/admin/reports/ggr?from=2026-11-19&to=2026-11-19&groupBy=x",
      ops,
    );
    expect(badGroup.status).toBe(400);
  });

  it("is for staff only: a player gets 403 before the query is even read", async () => {
    const player = await fundedPlayer(t.app, 0n);
    const refused = await call(t.app, "GET", "/api/admin/reports/ggr?from=bad", player.headers);
    expect(refused).toMatchObject({ status: 403, json: { code: "FORBIDDEN" } });
  });
});
