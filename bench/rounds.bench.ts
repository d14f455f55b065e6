import { LOAD, load, ratio } from "./load";
import { auditOrThrow, moneyApp, players, post, serverTime, slotRound } from "./money";
import { pairedWithPgbench } from "./pgbench";
import { profiled } from "./profile";

/**
 * Slot rounds per second through HTTP (validation, session, limits check, provably-fair spin, wallet debit and
 * credit, jackpot contribution and draw, round row — all in one transaction; tournaments and loyalty consume the
 * settled rounds after commit, as in production) against the database's own speed: the real `pgbench` TPC-B with
 * the same clients and duration on the same server, in the same run (three pairs of the two, one right after the
 * other, the median pair reported). Each connection plays as its own player, as real traffic would. Then one connection alone: the server time of one round.
 */
export async function run(): Promise<void> {
  const { app, database } = await moneyApp();
  const timing = serverTime(app, "/rounds");
  try {
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const all = await players(app, LOAD.connections);
    const play = (each: typeof all, duration = LOAD.duration) => {
      let next = 0;
      return load(`${url}/api/games/neon-nights/rounds`, {
        connections: each.length,
        duration,
        requests: [{ setupRequest: post(() => each[next++ % each.length]!, slotRound) }],
      });
    };
    await play(all.slice(0, 2), 2); // warm-up: caches, prepared plans, JIT
    timing.reset();
    const single = await play(all.slice(0, 1));
    const oneRound = timing.averageMs();
    const {
      ours: rounds,
      baseline,
      ratios,
    } = await pairedWithPgbench(database.url, (pair) =>
      pair === 0 ? profiled("slot_rounds", () => play(all)) : play(all),
    );
    console.info(
      `load: ${LOAD.connections} connections × ${LOAD.duration}s on ${database.kind}; slot rounds ` +
        `${rounds.requestsPerSecond.toFixed(0)} rounds/s (p99 ${rounds.p99Ms} ms, ${rounds.errors} errors); ` +
        `1 connection ${single.requestsPerSecond.toFixed(0)} rounds/s, ${oneRound.toFixed(2)} ms server time a round` +
        (baseline ? `; pgbench TPC-B (scale ${baseline.scale}) ${baseline.tps.toFixed(0)} tx/s` : ""),
    );
    if (baseline)
      console.info(
        `ratio of each pair (rounds, then pgbench): ${ratios.map((r) => r.toFixed(2)).join(", ")}`,
      );
    console.info(`slot_round_server_ms_c1: ${oneRound.toFixed(2)}`);
    console.info(`slot_rounds_p99_ms: ${rounds.p99Ms}`);
    if (baseline)
      console.info(`slot_rounds_vs_pgbench_tpcb: ${ratio(rounds.requestsPerSecond, baseline.tps)}`);
    else console.info("slot_rounds_vs_pgbench_tpcb: needs DATABASE_URL (PostgreSQL)");
    await auditOrThrow(app);
  } finally {
    await app.close(); // closes and drops the database too
  }
}
