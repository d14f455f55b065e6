import http from "node:http";
import { hashServerSeed, RED_NUMBERS } from "@casino/games";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { ManualClock } from "../../platform/clock";
import { loadConfig } from "../../platform/config";
import type { Database } from "../../platform/db";
import { createTestDatabase } from "../../platform/db/test-db";
import { allAtOnce, balanceOf, call, fundedPlayer, withKey } from "../../test/funded-player";

// The live-casino tables on the real app and database: the cycle is driven by the durable job queue, run by hand
// (JOBS_POLL_MS=0) against a ManualClock, so every step happens exactly when the test says.

const TABLE = "vela-roulette";
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

/** An app over the file's database; closing it leaves the database open (a process restart). */
const start = (clock: ManualClock) =>
  buildApp({ config: loadConfig(env), database: { ...database, close: async () => undefined }, clock });

const table = async (app: FastifyInstance, headers: Record<string, string> = {}) =>
  (await call(app, "GET", `/api/tables/${TABLE}`, headers)).json;

const bet = (app: FastifyInstance, headers: Record<string, string>, key: string, bets: unknown[]) =>
  call(app, "POST", `/api/tables/${TABLE}/bets`, withKey(headers, key), { bets });

/** Runs every job that is due on the clock now (close, spin). */
const runDueJobs = (app: FastifyInstance) => app.services.jobs.drain();

describe("a shared roulette table", () => {
  it("opens a round, takes two players' bets until the timer, refuses late bets and pays each bet once", async () => {
    const clock = new ManualClock(new Date("2026-03-02T10:00:00Z"));
    const app = await start(clock);
    try {
      const list = await call(app, "GET", "/api/tables");
      expect(list.status).toBe(200);
      const listed = list.json.tables[0];
      expect(listed).toMatchObject({ id: TABLE, kind: "rng", game: "european-roulette", bettingSeconds: 15 });
      expect(listed.round).toMatchObject({
        status: "open",
        closesAt: "2026-03-02T10:00:15.000Z",
        resultAt: "2026-03-02T10:00:20.000Z",
        pocket: null,
        serverSeed: null,
      });
      const first = listed.round;

      const alice = await fundedPlayer(app, 10_000n);
      const bob = await fundedPlayer(app, 10_000n);
      clock.advance(14_000);
      const a = await bet(app, alice.headers, "a-1", [{ type: "red", amount: 10 }]);
      const b = await bet(app, bob.headers, "b-1", [
        { type: "straight", numbers: [17], amount: 5 },
        { type: "dozen", index: 2, amount: 5 },
      ]);
      expect(a).toMatchObject({
        status: 200,
        json: { roundId: first.id, stake: 10, status: "placed", win: null },
      });
      expect(b).toMatchObject({ status: 200, json: { roundId: first.id, stake: 10, status: "placed" } });
      expect(await balanceOf(app, alice.userId)).toBe(9_000n);
      expect(await balanceOf(app, bob.userId)).toBe(9_000n);

      // The timer runs out before the job has run: the bet is refused all the same, and nothing is debited.
      clock.advance(1_000);
      const late = await bet(app, alice.headers, "a-2", [{ type: "black", amount: 10 }]);
      expect(late).toMatchObject({ status: 409, json: { code: "BETTING_CLOSED" } });
      await runDueJobs(app);
      expect((await table(app)).round).toMatchObject({ id: first.id, status: "closed", pocket: null });
      const later = await bet(app, bob.headers, "b-2", [{ type: "odd", amount: 10 }]);
      expect(later).toMatchObject({ status: 409, json: { code: "BETTING_CLOSED" } });
      expect(await balanceOf(app, alice.userId)).toBe(9_000n);
      expect(await balanceOf(app, bob.userId)).toBe(9_000n);

      // The result: the committed seed decides the pocket; both bets are paid by the roulette payouts.
      clock.advance(5_000);
      await runDueJobs(app);
      const after = await table(app, alice.headers);
      const result = after.lastResults[0];
      expect(result.number).toBe(first.number);
      expect(after.round).toMatchObject({ number: first.number + 1, status: "open" });
      expect(after.round.closesAt).toBe("2026-03-02T10:00:35.000Z");
      const pocket: number = result.pocket;
      const aliceWin = RED_NUMBERS.includes(pocket) ? 2_000n : 0n;
      const bobWin = (pocket === 17 ? 18_000n : 0n) + (pocket >= 13 && pocket <= 24 ? 1_500n : 0n);
      expect(await balanceOf(app, alice.userId)).toBe(9_000n + aliceWin);
      expect(await balanceOf(app, bob.userId)).toBe(9_000n + bobWin);
      expect(after.myBets).toEqual([
        expect.objectContaining({ id: a.json.id, status: "settled", win: Number(aliceWin) / 100 }),
      ]);

      // The round's seed is revealed and matches the hash shown while bets were open.
      const stream = await app.tables.snapshot(TABLE);
      expect(stream.lastResults[0]).toEqual(result);
      const settled = (await call(app, "GET", `/api/tables/${TABLE}`)).json;
      expect(settled.round.serverSeedHash).not.toBe(first.serverSeedHash);
      expect(result.serverSeedHash).toBe(first.serverSeedHash);
      expect(hashServerSeed(result.serverSeed)).toBe(first.serverSeedHash);

      // Running the result again (a retried job, a second process) pays nothing more.
      await Promise.all([app.tables.spin(first.id), app.tables.spin(first.id), app.tables.close(first.id)]);
      expect(await balanceOf(app, alice.userId)).toBe(9_000n + aliceWin);
      expect(await balanceOf(app, bob.userId)).toBe(9_000n + bobWin);
      expect(await app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
    } finally {
      await app.close();
    }
  });

  it("debits one bet for concurrent requests with one Idempotency-Key, and refuses bad bets with 4xx", async () => {
    const clock = new ManualClock(new Date("2026-03-03T10:00:00Z"));
    const app = await start(clock);
    try {
      await runDueJobs(app);
      const player = await fundedPlayer(app, 10_000n);
      const placed = await allAtOnce(5, () =>
        bet(app, player.headers, "same", [{ type: "even", amount: 2.5 }]),
      );
      expect(placed.json).toMatchObject({ stake: 2.5, status: "placed" });
      expect(await balanceOf(app, player.userId)).toBe(9_750n);
      expect((await table(app, player.headers)).myBets).toHaveLength(1);

      const other = await bet(app, player.headers, "same", [{ type: "odd", amount: 2.5 }]);
      expect(other).toMatchObject({ status: 409, json: { code: "IDEMPOTENCY_MISMATCH" } });
      const noKey = await call(app, "POST", `/api/tables/${TABLE}/bets`, player.headers, {
        bets: [{ type: "odd", amount: 1 }],
      });
      expect(noKey).toMatchObject({ status: 400, json: { code: "IDEMPOTENCY_KEY_REQUIRED" } });
      const badSplit = await bet(app, player.headers, "bad", [{ type: "split", numbers: [1, 5], amount: 1 }]);
      expect(badSplit).toMatchObject({ status: 400, json: { code: "INVALID_BET" } });
      const tooMuch = await bet(app, player.headers, "big", [{ type: "red", amount: 600 }]);
      expect(tooMuch).toMatchObject({ status: 400, json: { code: "INVALID_BET" } });
      const poor = await fundedPlayer(app, 0n);
      const broke = await bet(app, poor.headers, "p", [{ type: "red", amount: 1 }]);
      expect(broke.status).toBeGreaterThanOrEqual(400);
      expect(broke.status).toBeLessThan(500);
      const guest = await bet(app, {}, "g", [{ type: "red", amount: 1 }]);
      expect(guest.status).toBe(401);
      expect((await call(app, "GET", "/api/tables/no-such-table")).status).toBe(404);
      expect(await balanceOf(app, player.userId)).toBe(9_750n);
    } finally {
      await app.close();
    }
  });

  it("carries on after a restart mid-round: a new process closes, spins and pays the round", async () => {
    const clock = new ManualClock(new Date("2026-03-04T10:00:00Z"));
    const first = await start(clock);
    await runDueJobs(first);
    const player = await fundedPlayer(first, 10_000n);
    const placed = await bet(first, player.headers, "r-1", [{ type: "low", amount: 10 }]);
    expect(placed.status).toBe(200);
    const round = (await table(first)).round;
    await first.close();

    const second = await start(clock);
    try {
      clock.advance(15_000);
      await runDueJobs(second);
      clock.advance(5_000);
      await runDueJobs(second);
      const after = await table(second, player.headers);
      expect(after.round).toMatchObject({ number: round.number + 1, status: "open" });
      const pocket = after.lastResults[0].pocket as number;
      const win = pocket >= 1 && pocket <= 18 ? 2_000n : 0n;
      expect(after.myBets[0]).toMatchObject({
        id: placed.json.id,
        status: "settled",
        win: Number(win) / 100,
      });
      expect(await balanceOf(second, player.userId)).toBe(9_000n + win);
      expect(await second.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
    } finally {
      await second.close();
    }
  });

  it("pays every bet that raced the close and debits none that lost the race", async () => {
    const clock = new ManualClock(new Date("2026-03-06T10:00:00Z"));
    const app = await start(clock);
    try {
      await runDueJobs(app);
      const round = (await table(app)).round;
      const players = await Promise.all([1, 2, 3, 4, 5, 6].map(() => fundedPlayer(app, 1_000n)));
      clock.advance(10_000);
      const [, ...answers] = await Promise.all([
        app.tables.close(round.id),
        ...players.map((p, i) =>
          bet(app, p.headers, `race-${i}`, [{ type: "straight", numbers: [i], amount: 1 }]),
        ),
      ]);
      for (const answer of answers) expect([200, 409]).toContain(answer.status);
      clock.advance(10_000);
      await runDueJobs(app);
      const pocket = (await table(app)).lastResults[0].pocket as number;
      for (const [i, p] of players.entries()) {
        const accepted = answers[i]!.status === 200;
        const expected = !accepted ? 1_000n : i === pocket ? 1_000n - 100n + 3_600n : 900n;
        expect(await balanceOf(app, p.userId)).toBe(expected);
        const mine = (await table(app, p.headers)).myBets;
        expect(mine).toHaveLength(accepted ? 1 : 0);
        if (accepted) expect(mine[0]).toMatchObject({ roundId: round.id, status: "settled" });
      }
      expect(await app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
    } finally {
      await app.close();
    }
  });

  it("streams every round change to each watcher: a snapshot, then opened, closed and result", async () => {
    const clock = new ManualClock(new Date("2026-03-07T10:00:00Z"));
    const app = await start(clock);
    try {
      await runDueJobs(app);
      const base = await app.listen({ port: 0, host: "127.0.0.1" });
      const watchers = [
        watch(`${base}/api/tables/${TABLE}/stream`),
        watch(`${base}/api/tables/${TABLE}/stream`),
      ];
      for (const w of watchers) expect((await w.waitFor(1))[0]).toMatchObject({ event: "snapshot" });
      const open = watchers[0]!.messages[0]!.data.round;
      expect(open).toMatchObject({ status: "open", serverSeed: null });

      clock.advance(15_000);
      await runDueJobs(app);
      clock.advance(5_000);
      await runDueJobs(app);
      for (const w of watchers) {
        const [, closed, result, opened] = await w.waitFor(4);
        expect(closed).toMatchObject({ event: "closed", data: { round: { id: open.id, status: "closed" } } });
        expect(result).toMatchObject({
          event: "result",
          data: { round: { id: open.id, status: "settled" } },
        });
        expect(result!.data.round.pocket).toBe(result!.data.lastResults[0].pocket);
        expect(hashServerSeed(result!.data.round.serverSeed)).toBe(open.serverSeedHash);
        expect(opened).toMatchObject({ event: "opened", data: { round: { number: open.number + 1 } } });
        w.close();
      }
      expect((await call(app, "GET", "/api/tables/nope/stream")).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});

/** An SSE client collecting the stream's events (event name and parsed data). */
function watch(url: string) {
  // biome-ignore lint/suspicious/noExplicitAny: the frames are checked field by field.
  const messages: { event: string; data: any }[] = [];
  let raw = "";
  const request = http.get(url, (response) => {
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => {
      raw += chunk;
      const blocks = raw.split("\n\n");
      raw = blocks.pop() ?? "";
      for (const block of blocks) {
        const lines = block.split("\n").filter((line) => !line.startsWith(":"));
        const event = lines.find((l) => l.startsWith("event: "))?.slice(7) ?? "message";
        const data = lines.find((l) => l.startsWith("data: "))?.slice(6);
        if (data) messages.push({ event, data: JSON.parse(data) });
      }
    });
  });
  return {
    messages,
    close: () => request.destroy(),
    async waitFor(count: number) {
      for (let i = 0; i < 250 && messages.length < count; i++) await new Promise((r) => setTimeout(r, 20));
      return messages;
    },
  };
}
