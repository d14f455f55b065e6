import autocannon from "autocannon";
import { LOAD, load, ratio } from "./load";
import { auditOrThrow, moneyApp, players, post, slotRound, statusCounts } from "./money";

const CONCURRENT = 50;

/**
 * One player, 50 rounds at once, again and again (a bot, a double-clicking autoplay, a shared account): every round
 * is applied or cleanly refused (4xx with a code), never a 5xx, and the player's rounds per second stay at least
 * half of what one connection alone plays (the goal: hot_player_vs_one_connection ≥ 0.5).
 */
export async function run(): Promise<void> {
  const { app, database } = await moneyApp();
  try {
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const [player] = await players(app, 1);
    const rounds = (connections: number) =>
      autocannon({
        url: `${url}/api/games/neon-nights/rounds`,
        connections,
        duration: LOAD.duration,
        requests: [{ setupRequest: post(() => player!, slotRound) }],
      });
    await load(`${url}/api/games/neon-nights/rounds`, {
      connections: 1,
      duration: 2,
      requests: [{ setupRequest: post(() => player!, slotRound) }],
    });
    const one = await rounds(1);
    const hot = await rounds(CONCURRENT);
    const counts = statusCounts(hot);
    console.info(
      `load: 1 player on ${database.kind}, ${LOAD.duration}s; 1 connection ${one.requests.average.toFixed(0)} ` +
        `rounds/s; ${CONCURRENT} at once ${hot.requests.average.toFixed(0)} answers/s (${counts.ok} applied, ` +
        `${counts.refused} refused, ${counts.failed} × 5xx, ${hot.errors} connection errors, p99 ${hot.latency.p99} ms)`,
    );
    console.info(`hot_player_5xx: ${counts.failed + hot.errors}`);
    console.info(`hot_player_vs_one_connection: ${ratio(counts.ok / LOAD.duration, one.requests.average)}`);
    await auditOrThrow(app);
  } finally {
    await app.close();
  }
}
