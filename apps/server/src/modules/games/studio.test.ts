import { verifyRound } from "@casino/games";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../platform/config";
import type { Database } from "../../platform/db";
import { createTestDatabase } from "../../platform/db/test-db";
import { balanceOf, call, fundedPlayer, minor } from "../../test/funded-player";

let database: Database;
let app: FastifyInstance;
// Apps share one database; closing an app must not close it (a crash leaves the database as it was).
const build = () =>
  buildApp({
    config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", JOBS_POLL_MS: "0" }),
    database: { ...database, close: async () => {} },
  });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await build();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("blackjack", () => {
  it("resumes an open round on a new app instance and settles it once", async () => {
    const p = await fundedPlayer(app, 100_000n);
    // A natural settles at once; deal until a hand waits for the player.
    let round: { id: string; status: string; stake: number } | undefined;
    for (let i = 0; i < 30 && round?.status !== "open"; i++) {
      const played = await call(app, "POST", "/api/games/blackjack/rounds", p.headers, {
        stake: 10,
        clientRoundId: `bj-${i}`,
      });
      expect(played.status, JSON.stringify(played.json)).toBe(200);
      round = played.json;
    }
    expect(round?.status).toBe("open");
    const second = await call(app, "POST", "/api/games/blackjack/rounds", p.headers, {
      stake: 10,
      clientRoundId: "bj-x",
    });
    expect(second.json.code).toBe("ROUND_OPEN");
    const before = await balanceOf(app, p.userId);

    await app.close(); // the crash: the process is gone, the database stays
    app = await build();
    const launched = await call(app, "POST", "/api/games/blackjack/launch", p.headers, { mode: "real" });
    expect(launched.json.openRound.id).toBe(round!.id);
    expect(launched.json.openRound.outcome.shoe).toBeUndefined();
    let state = (await call(app, "GET", "/api/games/blackjack/rounds/open", p.headers)).json.round;
    for (let step = 0; state.status === "open"; step++) {
      const action = state.outcome.phase === "insurance" ? "noInsurance" : "stand";
      const acted = await call(app, "POST", `/api/games/blackjack/rounds/${state.id}/actions`, p.headers, {
        action,
        clientActionId: `step-${step}`,
      });
      expect(acted.status, JSON.stringify(acted.json)).toBe(200);
      // A retried step returns the same result and moves no money.
      const retried = await call(app, "POST", `/api/games/blackjack/rounds/${state.id}/actions`, p.headers, {
        action,
        clientActionId: `step-${step}`,
      });
      expect(retried.json.steps).toEqual(acted.json.steps);
      state = acted.json;
    }
    expect(await balanceOf(app, p.userId)).toBe(before + minor(state.win));
    expect(minor(state.balanceAfter)).toBe(before + minor(state.win));
    expect((await call(app, "GET", "/api/games/blackjack/rounds/open", p.headers)).json.round).toBeNull();
    // Once the seed is revealed, the verifier replays the deal and the player's steps to the recorded state.
    const { revealed } = (await call(app, "POST", "/api/games/seeds/rotate", p.headers, {})).json;
    const verdict = verifyRound(
      {
        ...state.seeds,
        serverSeed: revealed.serverSeed,
        game: "blackjack",
        bet: state.bet.stake,
        actions: state.steps.map((s: { action: string }) => s.action),
      },
      state.outcome,
    );
    expect(verdict).toMatchObject({ hashMatches: true, recordedMatches: true });
    expect(await app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
  });
});

describe("blackjack extra stakes", () => {
  it("debits a double through the wallet and pays the settled round once", async () => {
    const p = await fundedPlayer(app, 100_000n);
    let round: { id: string; status: string; outcome: { phase: string } } | undefined;
    for (let i = 0; i < 40 && round?.outcome.phase !== "player"; i++) {
      if (round?.status === "open") {
        // Insurance offered: decline it, which may still leave the hand waiting.
        round = (
          await call(app, "POST", `/api/games/blackjack/rounds/${round.id}/actions`, p.headers, {
            action: "noInsurance",
            clientActionId: `ins-${i}`,
          })
        ).json;
        continue;
      }
      round = (
        await call(app, "POST", "/api/games/blackjack/rounds", p.headers, {
          stake: 5,
          clientRoundId: `dbl-${i}`,
        })
      ).json;
    }
    expect(round?.outcome.phase).toBe("player");
    const before = await balanceOf(app, p.userId);
    const doubled = await call(app, "POST", `/api/games/blackjack/rounds/${round!.id}/actions`, p.headers, {
      action: "double",
      clientActionId: "double-1",
    });
    expect(doubled.json).toMatchObject({ status: "settled", stake: 10 });
    expect(doubled.json.steps.at(-1)).toEqual({ action: "double", clientActionId: "double-1", cost: "500" });
    expect(await balanceOf(app, p.userId)).toBe(before - 500n + minor(doubled.json.win));
    const illegal = await call(app, "POST", `/api/games/blackjack/rounds/${round!.id}/actions`, p.headers, {
      action: "hit",
      clientActionId: "late-hit",
    });
    expect(illegal).toMatchObject({ status: 409, json: { code: "ILLEGAL_ACTION" } });
  });
});

describe("provably fair", () => {
  it("reveals the old seed on rotation and the verifier reproduces the recorded round", async () => {
    const p = await fundedPlayer(app, 10_000n);
    const seeds = (await call(app, "GET", "/api/games/seeds", p.headers)).json;
    expect(seeds).toMatchObject({ nonce: 0 });
    const played = await call(app, "POST", "/api/games/dragon-hoard/rounds", p.headers, {
      stake: 1,
      clientRoundId: "pf-1",
    });
    expect(played.json.seeds).toMatchObject({
      serverSeedHash: seeds.serverSeedHash,
      nonce: 0,
      serverSeed: null,
    });
    const rotated = await call(app, "POST", "/api/games/seeds/rotate", p.headers, {
      clientSeed: "my-lucky-seed",
    });
    expect(rotated.json.revealed).toMatchObject({ serverSeedHash: seeds.serverSeedHash, rounds: 1 });
    expect(rotated.json.current).toMatchObject({ clientSeed: "my-lucky-seed", nonce: 0 });
    expect(rotated.json.current.serverSeedHash).not.toBe(seeds.serverSeedHash);

    const recalled = (await call(app, "GET", "/api/user/gameSessions?slug=dragon-hoard", p.headers)).json
      .items[0];
    expect(recalled.seeds.serverSeed).toBe(rotated.json.revealed.serverSeed);
    const verdict = verifyRound({ ...recalled.seeds, game: "slot", slug: "dragon-hoard" }, recalled.outcome);
    expect(verdict).toMatchObject({ hashMatches: true, recordedMatches: true });
  });

  it("verifies a roulette round with the recorded bets", async () => {
    const p = await fundedPlayer(app, 10_000n);
    const played = await call(app, "POST", "/api/games/european-roulette/rounds", p.headers, {
      clientRoundId: "pf-r",
      bets: [{ type: "dozen", index: 2, amount: 1 }],
    });
    const { revealed } = (await call(app, "POST", "/api/games/seeds/rotate", p.headers, {})).json;
    const bets = played.json.bet.bets.map(({ amount: _a, ...bet }: { amount: string }) => bet);
    const verdict = verifyRound(
      { ...played.json.seeds, serverSeed: revealed.serverSeed, game: "roulette", bets },
      played.json.outcome,
    );
    expect(verdict.recordedMatches).toBe(true);
  });
});

describe("recall", () => {
  it("lists rounds a page at a time and the recently played games", async () => {
    const p = await fundedPlayer(app, 10_000n);
    for (const [i, slug] of ["fruit-stand", "gem-vault", "fruit-stand"].entries()) {
      await call(app, "POST", `/api/games/${slug}/rounds`, p.headers, {
        stake: 1,
        clientRoundId: `recall-${i}`,
      });
    }
    const page1 = (await call(app, "GET", "/api/user/casinoHistory?limit=2", p.headers)).json;
    const page2 = (await call(app, "GET", "/api/user/casinoHistory?offset=2&limit=2", p.headers)).json;
    expect(page1).toMatchObject({ total: 3, hasMore: true });
    expect(page2).toMatchObject({ total: 3, hasMore: false });
    expect(page2.items).toHaveLength(1);
    const sessions = (await call(app, "GET", "/api/user/gameSessions?slug=fruit-stand", p.headers)).json;
    expect(sessions.items).toHaveLength(2);
    const recent = (await call(app, "GET", "/api/user/recentPlayed", p.headers)).json;
    expect(recent.items.map((r: { slug: string }) => r.slug).sort()).toEqual(["fruit-stand", "gem-vault"]);
    expect((await call(app, "GET", "/api/user/recentPlayed")).status).toBe(401);
  });
});
