import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { call } from "../apps/server/src/test/funded-player";
import { statementTally } from "../apps/server/src/test/statement-count";
import { auditOrThrow, moneyApp, players } from "./money";
import { profiled } from "./profile";
import { selections } from "./sports-bets.bench";

const ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 400);
const TICKS_PER_MS = 100 / 1000; // USER_HZ is 100 on Linux

/** CPU time (ms) each database backend serving this app has used so far, by process id (read from /proc). */
async function databaseCpu(app: FastifyInstance): Promise<Map<number, number>> {
  const result = (await app.services.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  )) as unknown as { rows: { pid: number }[] };
  const cpu = new Map<number, number>();
  for (const { pid } of result.rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS); // utime + stime
    } catch {
      // a connection that ended meanwhile
    }
  }
  return cpu;
}

/** CPU the backends used between two readings (a connection opened meanwhile counts from zero). */
function used(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, now] of after) ms += now - (before.get(pid) ?? 0);
  return ms;
}

const serverCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * CPU a slot round and a sports bet cost, one at a time over HTTP: the server process's own CPU and the CPU of the
 * database backends serving it (PostgreSQL only: read from /proc). CPU time, unlike throughput, barely moves when
 * other work shares the machine, so this is the figure to compare changes by on a busy machine; the load benches
 * remain the goal. The server figure includes the in-process load generator's share of HTTP.
 */
export async function run(): Promise<void> {
  const { app, database } = await moneyApp();
  if (!database.url) {
    console.info("cpu: needs DATABASE_URL (PostgreSQL)");
    await app.close();
    return;
  }
  try {
    const [player] = await players(app, 1);
    const picks = await selections(app, 1);
    const round = () =>
      call(app, "POST", "/api/games/neon-nights/rounds", player!.headers, {
        stake: 1,
        clientRoundId: randomUUID(),
      });
    const bet = () => {
      const pick = picks[0]!;
      return call(
        app,
        "POST",
        "/api/sportsbook/bets",
        { ...player!.headers, "idempotency-key": randomUUID() },
        { selections: [pick], stakes: { singles: { [pick.selectionId]: 1 } } },
      );
    };
    for (const [name, work] of [
      ["slot_round", round],
      ["sports_bet", bet],
    ] as const) {
      for (let i = 0; i < 50; i++) await work(); // warm-up: caches, plans, JIT
      const db0 = await databaseCpu(app);
      const tally = statementTally();
      const app0 = serverCpuMs();
      await profiled(name, async () => {
        for (let i = 0; i < ROUNDS; i++) {
          const answer = await work();
          if (answer.status !== 200)
            throw new Error(`${name}: ${answer.status} ${JSON.stringify(answer.json)}`);
        }
      });
      const appMs = (serverCpuMs() - app0) / ROUNDS;
      const statements = tally.stop() / ROUNDS;
      const dbMs = used(db0, await databaseCpu(app)) / ROUNDS;
      console.info(
        `${name}_cpu_ms: server ${appMs.toFixed(2)}, database ${dbMs.toFixed(2)}; ` +
          `${statements.toFixed(1)} statements each, work after commit included`,
      );
    }
    await auditOrThrow(app);
  } finally {
    await app.close();
  }
}
