import autocannon from "autocannon";
import { LOAD } from "./load";
import { auditOrThrow, moneyApp, players, post, slotRound, statusCounts } from "./money";
import { selections, single } from "./sports-bets.bench";

const CLIENTS = 50;
const PLAYERS = 20;

/**
 * A Friday night: 50 concurrent clients, 20 players, a mix of slot rounds, single sports bets, deposits started and
 * withdrawals requested (4 : 3 : 1 : 1). Goals: p99 ≤ 250 ms and no 5xx (a refusal, e.g. a withdrawal over the
 * balance, is a clean 4xx); the wallet invariants hold afterwards.
 */
export async function run(): Promise<void> {
  const { app, database } = await moneyApp();
  const serverTimes = new Map<string, number[]>();
  // Each route's server time (Fastify's receipt of the request to its reply), to tell which part of the mix is slow.
  app.addHook("onResponse", (request, reply, done) => {
    const route = `${request.method} ${request.routeOptions.url}`;
    const times = serverTimes.get(route) ?? [];
    times.push(reply.elapsedTime);
    serverTimes.set(route, times);
    done();
  });
  try {
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const picks = await selections(app);
    const all = await players(app, PLAYERS);
    let p = 0;
    let s = 0;
    const who = () => all[p++ % all.length]!;
    const round = { path: "/api/games/neon-nights/rounds", setupRequest: post(who, slotRound) };
    const bet = {
      path: "/api/sportsbook/bets",
      setupRequest: post(
        who,
        single(() => picks[s++ % picks.length]!),
      ),
    };
    const deposit = {
      path: "/api/user/cashier/depositGm1",
      setupRequest: post(who, () => ({ amount: 10, currency: "EUR" })),
    };
    const withdrawal = {
      path: "/api/user/cashier/withdrawGm1",
      setupRequest: post(who, () => ({ amount: 1, currency: "EUR" })),
    };
    const mix = [round, bet, round, bet, round, deposit, round, bet, withdrawal];
    serverTimes.clear(); // the players' set-up is not the mix
    const result = await autocannon({
      url,
      connections: CLIENTS,
      duration: LOAD.duration,
      requests: mix.map((r) => ({ method: "POST" as const, ...r })),
    });
    const counts = statusCounts(result);
    console.info(
      `load: ${CLIENTS} clients, ${PLAYERS} players × ${LOAD.duration}s on ${database.kind}; ` +
        `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ` +
        `${counts.ok} ok, ${counts.refused} refused (4xx), ${counts.failed} × 5xx, ${result.errors} connection errors`,
    );
    for (const [route, times] of serverTimes) {
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
      console.info(`  ${route}: ${times.length} requests, server time p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
    }
    console.info(`mixed_p99_ms: ${result.latency.p99}`);
    console.info(`mixed_5xx: ${counts.failed + result.errors}`);
    await auditOrThrow(app);
  } finally {
    await app.close();
  }
}
