import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import { statementCounter } from "../../test/statement-count";

/**
 * How many SQL statements one real-money slot round sends, jackpot on (issue 19: "fewer round trips"), counted at the
 * PostgreSQL driver (test/statement-count.ts), so this guard runs in the PostgreSQL phase. A round sent 30
 * at first; 26 once the game came from the catalogue cache, the seed row was locked without a first insert and the
 * balance events read the balance once; 16 once every ledger transfer became one call (decision 0208), the seed lock
 * took the nonce, the player's identity was remembered, the balances before and after came from the stake and the
 * transfers, the round row was written once at the end, and a round just played skipped the revealed-seed look-up;
 * 15 once the bonus and the limits took one money lock (decision 0219); 14 once a client round id was looked up only
 * when the round row's unique key refused it (a retry); 12 once the limits and the exclusion in force were one read
 * under the money lock and the balance event took the balances from the stake's transfer (decision 0226); 11 once
 * the nonce's statement took the player's money lock too (decision 0244); 10 once the session came from the process's
 * memory (decision 0245); 8 once the open grants, the limits and the accounts were read in one
 * statement under the money lock (decision 0246).
 * Lower the bound when the path gets shorter.
 */
describe.skipIf(!process.env.DATABASE_URL)("statements per slot round", () => {
  let t: TestApp;
  const counter = statementCounter();
  beforeAll(async () => {
    t = await createTestApp({ env: { JOBS_POLL_MS: "0", JACKPOT_ENABLED: "true" } });
    counter.install();
  });
  afterAll(async () => {
    counter.uninstall();
    await t?.close();
  });

  it("plays a round, win or lose, in at most 8 statements once the caches are warm", async () => {
    const player = await fundedPlayer(t.app, 100_000n);
    const spin = (id: string) =>
      call(t.app, "POST", "/api/games/comet-cascade/rounds", player.headers, {
        stake: 1,
        clientRoundId: id,
        mode: "real",
      });
    for (const id of ["warm-1", "warm-2"]) expect((await spin(id)).status).toBe(200);
    // Lost and won rounds differ by the win's transfer: the most any of ten rounds sent is what is held.
    let most: string[] = [];
    for (let i = 0; i < 10; i++) {
      const { result: round, statements } = await counter.count(() => spin(`counted-${i}`));
      expect(round.status, JSON.stringify(round.json)).toBe(200);
      if (statements.length > most.length) most = statements;
    }
    expect(most.length, most.join("\n")).toBeLessThanOrEqual(8);
  });
});
