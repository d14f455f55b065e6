import { randomBytes } from "node:crypto";
import { Tally } from "../reliability/client";
import { checkInvariants } from "../reliability/invariants";
import { createDatabase, freePort } from "../reliability/server";
import { balanceStream } from "./balance-stream";
import { chatAcrossProcesses } from "./chat";
import type { ClusterContext, Outcome } from "./context";
import { feedFailover } from "./feed-failover";
import { jobsRunOnce } from "./jobs-once";
import { loginLimit } from "./login-limit";
import {
  type AppProcess,
  type Child,
  type LoadBalancer,
  scratch,
  spawnApp,
  startHaproxy,
  startRedis,
  waitReady,
} from "./processes";
import { redisOutage } from "./redis-outage";
import { roundFailover } from "./round-failover";

/**
 * The cluster, proven (issue 20): three processes from the build on one fresh PostgreSQL database and a private
 * Redis, behind HAProxy on loopback. Each scenario prints its figure; the run exits non-zero on any failed check.
 * Needs `npm run build` first, PostgreSQL (DATABASE_URL's server), redis-server and haproxy on the machine.
 */
const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const outcomes: Outcome[] = [];
const record = (outcome: Outcome) => {
  outcomes.push(outcome);
  console.info(
    `${outcome.pass ? "  ok    " : "  FAILED"} ${outcome.scenario}: ${outcome.figure} (${elapsed()})\n         ${outcome.detail}`,
  );
};

const database = await createDatabase(serverUrl, "cluster");
const dir = scratch();
let redis: Child | null = null;
let stopRedis = async () => redis?.stop();
let lb: LoadBalancer | null = null;
const apps: AppProcess[] = [];
try {
  const redisPort = await freePort();
  redis = await startRedis(redisPort);
  const env = {
    databaseUrl: database.url,
    redisUrl: `redis://127.0.0.1:${redisPort}`,
    redisNamespace: `cluster-${randomBytes(4).toString("hex")}`,
    webhookSecret: randomBytes(24).toString("hex"),
    dataDir: dir.dir,
  };
  // All three at once on the empty database: the migrations run under an advisory lock, and each must get ready.
  apps.push(...(await Promise.all(["a", "b", "c"].map((name) => spawnApp(name, env)))));
  await Promise.all(apps.map((app) => waitReady(app)));
  lb = await startHaproxy(dir.dir, apps);
  console.info(
    `cluster up (${elapsed()}): ${apps.map((a) => `${a.name} ${a.baseUrl}`).join(", ")}; HAProxy ${lb.baseUrl}; database ${database.name}; Redis :${redisPort}`,
  );
  const ctx: ClusterContext = {
    apps,
    lb,
    redis,
    redisPort,
    namespace: env.redisNamespace,
    pool: database.pool,
    secret: env.webhookSecret,
    tally: new Tally(),
  };
  // The outage scenario starts Redis again: stop whichever one runs at the end.
  const current = ctx;
  stopRedis = () => current.redis.stop();
  const scenarios: [string, () => Promise<Outcome | Outcome[]>][] = [
    ["1 balance stream across processes", () => balanceStream(ctx)],
    ["2 per-IP login limit across processes", () => loginLimit(ctx)],
    // Before the kill -9 scenarios, which leave fewer processes running.
    ["3 live chat across processes", () => chatAcrossProcesses(ctx)],
    ["4 a job enqueued once runs once", () => jobsRunOnce(ctx)],
    ["5 odds-feed lease fail-over", () => feedFailover(ctx)],
    ["6 kill -9 during a burst of rounds", () => roundFailover(ctx)],
    ["7 Redis stopped for 10 s", () => redisOutage(ctx)],
  ];
  // CLUSTER_SCENARIOS=1,3 runs only those (while working on one); CI runs them all.
  const only = process.env.CLUSTER_SCENARIOS?.split(",").map((n) => n.trim());
  for (const [name, run] of scenarios) {
    if (only && !only.includes(name.split(" ")[0] ?? "")) {
      record({ scenario: name, pass: false, figure: "skipped", detail: "not in CLUSTER_SCENARIOS" });
      continue;
    }
    try {
      const result = await run();
      for (const outcome of Array.isArray(result) ? result : [result]) record(outcome);
    } catch (error) {
      record({
        scenario: name,
        pass: false,
        figure: "—",
        detail: `stopped: ${(error as Error).stack ?? error}`,
      });
    }
  }
  const invariants = await checkInvariants(database.pool);
  const broken = invariants.filter((i) => !i.pass);
  const size = invariants.find((i) => i.name === "ledger size")?.detail ?? "";
  record({
    scenario: "ledger invariants",
    pass: broken.length === 0,
    figure: `${invariants.length - broken.length}/${invariants.length} hold`,
    detail: broken.length ? broken.map((i) => `${i.name}: ${i.detail}`).join("; ") : size,
  });
} catch (error) {
  record({
    scenario: "cluster start",
    pass: false,
    figure: "—",
    detail: `${(error as Error).stack ?? error}`,
  });
} finally {
  await lb?.stop();
  await Promise.all(apps.map((app) => app.stop()));
  await stopRedis();
  await database.drop();
  dir.remove();
}

const failed = outcomes.filter((o) => !o.pass && !o.known).length;
console.info(`\n== cluster figures (${elapsed()})`);
for (const o of outcomes)
  console.info(`${o.pass ? "ok    " : "FAILED"}  ${o.scenario.padEnd(52)} ${o.figure}`);
console.info(failed ? `\nCLUSTER: FAILED (${failed} failing checks)` : "\nCLUSTER: PASSED");
process.exit(failed ? 1 : 0);
