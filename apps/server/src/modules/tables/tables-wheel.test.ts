import {
  createFairRng,
  hashServerSeed,
  type MoneyWheelRound,
  playMoneyWheel,
  verifyRound,
  WHEEL_NUMBERS,
} from "@casino/games";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { ManualClock } from "../../platform/clock";
import { loadConfig } from "../../platform/config";
import type { Database } from "../../platform/db";
import { createTestDatabase } from "../../platform/db/test-db";
import { balanceOf, call, fundedPlayer, withKey } from "../../test/funded-player";
import { tableRounds } from "./tables.tables";

// The money-wheel table and the verifier of table rounds, on the real app and database. The cycle runs by hand
// (JOBS_POLL_MS=0) against a ManualClock. To reach every payout on purpose, a test gives the open round a server
// seed of its choosing (as if the server had drawn it) before the result: the wheel then stops where that seed says.

const WHEEL = "vela-dream-wheel";
const ROULETTE = "vela-roulette";
const env = {
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  JACKPOT_ENABLED: "false",
  JOBS_POLL_MS: "0",
  TABLE_BETTING_SECONDS: "15",
  TABLE_SPIN_SECONDS: "5",
};

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const start = (clock: ManualClock) =>
  buildApp({ config: loadConfig(env), database: { ...database, close: async () => undefined }, clock });

const table = async (app: FastifyInstance, id: string, headers: Record<string, string> = {}) =>
  (await call(app, "GET", `/api/tables/${id}`, headers)).json;

const bet = (
  app: FastifyInstance,
  id: string,
  headers: Record<string, string>,
  key: string,
  bets: unknown[],
) => call(app, "POST", `/api/tables/${id}/bets`, withKey(headers, key), { bets });

/** Lets the round's betting window run out and its result come (close, then spin). */
async function playOut(app: FastifyInstance, clock: ManualClock) {
  clock.advance(15_000);
  await app.services.jobs.drain();
  clock.advance(5_000);
  await app.services.jobs.drain();
}

/** A server seed under which round `clientSeed` stops on `number` with `multiplier`. */
function seedFor(clientSeed: string, want: Pick<MoneyWheelRound, "number" | "multiplier">): string {
  for (let i = 0; ; i++) {
    const serverSeed = `test-seed-${i}`;
    const round = playMoneyWheel(createFairRng({ serverSeed, clientSeed, nonce: 0 }));
    if (round.number === want.number && round.multiplier === want.multiplier) return serverSeed;
  }
}

/** Gives the round a chosen server seed (and its commitment) before its result. */
async function chooseSeed(app: FastifyInstance, roundId: string, serverSeed: string) {
  await app.services.db
    .update(tableRounds)
    .set({ serverSeed, serverSeedHash: hashServerSeed(serverSeed) })
    .where(eq(tableRounds.id, roundId));
}

const amounts = (stake: number) => WHEEL_NUMBERS.map((number) => ({ type: "wheel", number, amount: stake }));

describe("the money-wheel table", () => {
  it("is listed beside the roulette table as an RNG table with its own rounds", async () => {
    const clock = new ManualClock(new Date("2026-04-01T10:00:00Z"));
    const app = await start(clock);
    try {
      const { tables } = (await call(app, "GET", "/api/tables")).json;
      expect(tables.map((t: { id: string }) => t.id)).toEqual([ROULETTE, WHEEL]);
      expect(tables[1]).toMatchObject({
        game: "money-wheel",
        kind: "rng",
        round: { status: "open", wheel: null, pocket: null, serverSeed: null },
      });
    } finally {
      await app.close();
    }
  });

  it("pays every number at its payout, times a multiplier, and nothing on the numbers that lost", async () => {
    const clock = new ManualClock(new Date("2026-04-02T10:00:00Z"));
    const app = await start(clock);
    try {
      await app.services.jobs.drain();
      const player = await fundedPlayer(app, 100_000n);
      const loser = await fundedPlayer(app, 10_000n);
      const cases = [
        ...WHEEL_NUMBERS.map((number) => ({ number, multiplier: 1 as const })),
        { number: 5, multiplier: 2 as const },
        { number: 40, multiplier: 7 as const },
      ] as Pick<MoneyWheelRound, "number" | "multiplier">[];
      let expected = 100_000n;
      let loserExpected = 10_000n;
      for (const [i, want] of cases.entries()) {
        const round = (await table(app, WHEEL)).round;
        // 1.00 on each of the six numbers; the other player 2.00 on a number that will not come.
        const slip = await bet(app, WHEEL, player.headers, `all-${i}`, amounts(1));
        expect(slip).toMatchObject({ status: 200, json: { stake: 6, status: "placed", roundId: round.id } });
        const other = WHEEL_NUMBERS.find((n) => n !== want.number)!;
        const losing = await bet(app, WHEEL, loser.headers, `lose-${i}`, [
          { type: "wheel", number: other, amount: 2 },
        ]);
        expect(losing.status).toBe(200);
        await chooseSeed(app, round.id, seedFor(round.clientSeed, want));
        await playOut(app, clock);

        const after = await table(app, WHEEL, player.headers);
        expect(after.lastResults[0]).toMatchObject({ number: round.number, pocket: null, wheel: want });
        const win = 100n * BigInt(1 + want.number * want.multiplier);
        expected += win - 600n;
        loserExpected -= 200n;
        expect(await balanceOf(app, player.userId)).toBe(expected);
        expect(await balanceOf(app, loser.userId)).toBe(loserExpected);
        expect(after.myBets[0]).toMatchObject({
          id: slip.json.id,
          status: "settled",
          win: Number(win) / 100,
        });
        const lost = (await table(app, WHEEL, loser.headers)).myBets[0];
        expect(lost).toMatchObject({ id: losing.json.id, status: "settled", win: 0 });
      }
      expect(await app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
    } finally {
      await app.close();
    }
  });

  it("refuses bets after the window with 409, and positions of the other game with 400, debiting nothing", async () => {
    const clock = new ManualClock(new Date("2026-04-03T10:00:00Z"));
    const app = await start(clock);
    try {
      await app.services.jobs.drain();
      await table(app, ROULETTE);
      const player = await fundedPlayer(app, 10_000n);
      const three = await bet(app, WHEEL, player.headers, "n3", [{ type: "wheel", number: 3, amount: 1 }]);
      expect(three).toMatchObject({ status: 400, json: { code: "INVALID_BET" } });
      const red = await bet(app, WHEEL, player.headers, "red", [{ type: "red", amount: 1 }]);
      expect(red).toMatchObject({ status: 400, json: { code: "INVALID_BET" } });
      const twice = await bet(app, WHEEL, player.headers, "twice", [
        { type: "wheel", number: 5, amount: 1 },
        { type: "wheel", number: 5, amount: 1 },
      ]);
      expect(twice).toMatchObject({ status: 400, json: { code: "INVALID_BET" } });
      const wheelAtRoulette = await bet(app, ROULETTE, player.headers, "w", [
        { type: "wheel", number: 5, amount: 1 },
      ]);
      expect(wheelAtRoulette).toMatchObject({ status: 400, json: { code: "INVALID_BET" } });

      clock.advance(15_000);
      const late = await bet(app, WHEEL, player.headers, "late", [{ type: "wheel", number: 1, amount: 1 }]);
      expect(late).toMatchObject({ status: 409, json: { code: "BETTING_CLOSED" } });
      await app.services.jobs.drain();
      const closed = await bet(app, WHEEL, player.headers, "closed", [
        { type: "wheel", number: 1, amount: 1 },
      ]);
      expect(closed).toMatchObject({ status: 409, json: { code: "BETTING_CLOSED" } });
      expect(await balanceOf(app, player.userId)).toBe(10_000n);
      expect((await table(app, WHEEL, player.headers)).myBets).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe("verifying a table round", () => {
  it("recomputes the broadcast result of a wheel and a roulette round from the revealed seed", async () => {
    const clock = new ManualClock(new Date("2026-04-04T10:00:00Z"));
    const app = await start(clock);
    try {
      await app.services.jobs.drain();
      const wheelRound = (await table(app, WHEEL)).round;
      const rouletteRound = (await table(app, ROULETTE)).round;
      // While bets are open the round shows its commitment only.
      const pending = await call(app, "GET", `/api/tables/${WHEEL}/rounds/${wheelRound.number}`);
      expect(pending).toMatchObject({
        status: 200,
        json: {
          tableId: WHEEL,
          game: "money-wheel",
          round: { status: "open", serverSeed: null, wheel: null },
        },
      });
      await playOut(app, clock);

      const wheel = (await call(app, "GET", `/api/tables/${WHEEL}/rounds/${wheelRound.number}`)).json;
      const broadcast = (await app.tables.snapshot(WHEEL)).lastResults[0]!;
      expect(wheel.round.serverSeedHash).toBe(wheelRound.serverSeedHash);
      const seeds = {
        serverSeed: wheel.round.serverSeed,
        serverSeedHash: wheelRound.serverSeedHash,
        clientSeed: wheel.round.clientSeed,
        nonce: wheel.round.nonce,
      };
      const checked = verifyRound({ ...seeds, game: "money-wheel" }, broadcast.wheel);
      expect(checked).toMatchObject({ hashMatches: true, recordedMatches: true });
      expect(checked.outcome).toEqual({ game: "money-wheel", round: wheel.round.wheel });

      const roulette = (await call(app, "GET", `/api/tables/${ROULETTE}/rounds/${rouletteRound.number}`))
        .json;
      expect(roulette.game).toBe("european-roulette");
      const spun = verifyRound({
        serverSeed: roulette.round.serverSeed,
        serverSeedHash: rouletteRound.serverSeedHash,
        clientSeed: roulette.round.clientSeed,
        nonce: roulette.round.nonce,
        game: "roulette",
        bets: [],
      });
      expect(spun.hashMatches).toBe(true);
      expect(spun.outcome).toMatchObject({ game: "roulette", round: { pocket: roulette.round.pocket } });
      expect((await app.tables.snapshot(ROULETTE)).lastResults[0]?.pocket).toBe(roulette.round.pocket);

      // A seed other than the committed one does not verify.
      const tampered = `${seeds.serverSeed.slice(0, -1)}${seeds.serverSeed.endsWith("0") ? "1" : "0"}`;
      expect(verifyRound({ ...seeds, serverSeed: tampered, game: "money-wheel" }).hashMatches).toBe(false);

      expect((await call(app, "GET", `/api/tables/${WHEEL}/rounds/999`)).status).toBe(404);
      expect((await call(app, "GET", `/api/tables/nope/rounds/1`)).status).toBe(404);
      expect((await call(app, "GET", `/api/tables/${WHEEL}/rounds/zero`)).status).toBe(400);
    } finally {
      await app.close();
    }
  });
});
