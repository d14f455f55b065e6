import { randomBytes } from "node:crypto";
import { type BurstContext, burst, freeBet, fund } from "./burst";
import { Client, Tally } from "./client";
import { fuzz } from "./fuzz";
import { checkInvariants } from "./invariants";
import { type Check, keyChecks } from "./keys";
import { login, newPlayer, type Player } from "./players";
import { replayRounds } from "./replay";
import { printChecks, printFuzz, printTally } from "./report";
import { Rng } from "./rng";
import { createDatabase, freePort, newDataDir, type RunningServer, startServer } from "./server";
import { settlementChecks } from "./settlement";
import { tamperChecks } from "./tamper";

/**
 * The reliability audit (issue 16 §6): the real server as a child process on PostgreSQL + Redis, driven over HTTP by
 * ~20 players, killed with SIGKILL mid-burst, fed forged webhooks and fuzzed; the ledger is checked in SQL after each
 * phase. Prints counts and exits non-zero on any 5xx, broken invariant or failed check.
 */
const { DATABASE_URL, REDIS_URL } = process.env;
if (!DATABASE_URL || !REDIS_URL) {
  console.error(
    "test:reliability needs a PostgreSQL server and Redis:\n" +
      "  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 npm run test:reliability\n" +
      "(it creates its own database reliability_<random> on that server and drops it at the end)",
  );
  process.exit(2);
}
const PLAYERS = Number(process.env.RELIABILITY_PLAYERS ?? 20);
const BURST_SECONDS = Number(process.env.RELIABILITY_BURST_SECONDS ?? 35);
const seed = Number(process.env.RELIABILITY_SEED ?? randomBytes(4).readUInt32LE());
const rng = new Rng(seed);
console.info(`reliability audit: seed ${seed} (RELIABILITY_SEED=${seed} repeats the fuzz and the mix)`);

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const tally = new Tally();
const secret = randomBytes(24).toString("hex");
const database = await createDatabase(DATABASE_URL);
const data = newDataDir();
const port = await freePort();
const serverOptions = {
  databaseUrl: database.url,
  redisUrl: REDIS_URL,
  webhookSecret: secret,
  dataDir: data.dir,
  port,
};
let server: RunningServer | null = null;
let failed = 0;
const invariantRuns: string[] = [];

async function invariants(phase: string): Promise<void> {
  const results = await checkInvariants(database.pool);
  const bad = printChecks(`ledger invariants after ${phase} (${elapsed()}):`, results);
  invariantRuns.push(`${phase}: ${bad ? `${bad} FAILED` : "all pass"}`);
  failed += bad;
}

try {
  server = await startServer(serverOptions);
  console.info(`server up on ${server.baseUrl}, database ${database.name} (${elapsed()})`);

  const players: Player[] = [];
  for (let i = 0; i < PLAYERS; i += 5) {
    const batch = Math.min(5, PLAYERS - i);
    players.push(
      ...(await Promise.all(Array.from({ length: batch }, () => newPlayer(server!.baseUrl, tally, "rel")))),
    );
  }
  const ctx: BurstContext = {
    players,
    secret,
    rng,
    rounds: [],
    stop: { now: false },
    bonusDeposited: new Set(),
  };
  await fund(ctx, 1000);
  await invariants("sign-up and first deposits");

  await burst(ctx, BURST_SECONDS);
  await invariants(`the ${BURST_SECONDS} s burst`);

  const keys = await keyChecks(server.baseUrl, tally, secret, database.pool);
  const keysFailed = printChecks("idempotency keys:", keys);
  failed += keysFailed;
  await invariants("the key checks");

  const settlement = await settlementChecks(server.baseUrl, tally, database.pool);
  failed += printChecks("sports settlement (results, corrections, abandonments):", settlement);
  // The settled qualifying bets have granted free bets: every player places theirs at once.
  await Promise.all(players.map((player) => freeBet(ctx, player)));
  await invariants("the settlements");

  const tamper = await tamperChecks(server.baseUrl, tally, secret, database.pool);
  const tamperFailed = printChecks("webhook tamper set:", tamper);
  failed += tamperFailed;
  await invariants("the tamper set");

  // kill -9 mid-burst: the burst runs, the server dies under it, and comes back on the same database.
  const running = burst(ctx, 30);
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  const killedAt = ctx.rounds.length;
  ctx.stop.now = true;
  await server.kill9();
  await running;
  const inFlight = ctx.rounds.filter((r) => r.first === null).length;
  console.info(
    `\nkilled the server (SIGKILL) after ${killedAt} slot round requests, ${inFlight} in flight (${elapsed()})`,
  );
  server = await startServer(serverOptions);
  for (const player of players) player.baseUrl = server.baseUrl;
  const replay: Check[] = await replayRounds(ctx.rounds, server.baseUrl);
  const replayFailed = printChecks(`kill -9 and replay of ${ctx.rounds.length} slot rounds:`, replay);
  failed += replayFailed;
  await invariants("the kill and the replay");

  const spec = (await new Client(server.baseUrl, tally).request("openapi", "GET", "/api/openapi.json")).body;
  let fuzzPlayer = players[0] as Player;
  const loggedIn = async () => {
    // The fuzz may log its player out (or close the account): log in again, or make a new player.
    const me = await fuzzPlayer.request("fuzz: re-check session", "GET", "/api/session/authenticate");
    if (me.status === 200) return fuzzPlayer;
    try {
      await login(fuzzPlayer);
    } catch {
      fuzzPlayer = await newPlayer(server!.baseUrl, tally, "fuzz");
    }
    return fuzzPlayer;
  };
  const fuzzed = await fuzz(
    spec as Parameters<typeof fuzz>[0],
    new Client(server.baseUrl, tally),
    loggedIn,
    rng,
    tally,
  );
  printFuzz(fuzzed);
  if (fuzzed.fiveXx || fuzzed.stackTraces) failed++;
  await invariants("the fuzz");

  printTally(tally);
  const fiveXx = tally.count("5xx");
  if (fiveXx) failed++;
  console.info(`\nsummary (seed ${seed}, ${elapsed()}):`);
  console.info(
    `  requests: ${[...tally.byOp.values()].reduce((n, row) => n + [...row.values()].reduce((a, b) => a + b, 0), 0)}, 5xx: ${fiveXx}`,
  );
  console.info(`  invariants: ${invariantRuns.join("; ")}`);
  console.info(
    `  keys: ${keys.length - keysFailed}/${keys.length} pass; tamper: ${tamper.length - tamperFailed}/${tamper.length} pass`,
  );
  console.info(
    `  kill/replay: ${replay.length - replayFailed}/${replay.length} pass (${inFlight} rounds in flight at the kill)`,
  );
  console.info(
    `  fuzz: ${fuzzed.operations} operations × ${fuzzed.cases} cases, ${fuzzed.requests} requests, ${fuzzed.fiveXx} × 5xx`,
  );
  if (tally.failures.length) {
    console.error(`\nfindings (${tally.failures.length}, first 20):`);
    for (const line of tally.failures.slice(0, 20)) console.error(`  ${line}`);
  }
} catch (error) {
  failed++;
  console.error("the audit stopped:", error);
} finally {
  const code = await server?.stop().catch(() => null);
  if (code !== undefined && code !== 0 && code !== null)
    console.error(`the server exited with ${code} on SIGTERM`);
  await database.drop();
  data.remove();
}
console.info(failed ? `\nRELIABILITY: FAILED (${failed} failing checks)` : "\nRELIABILITY: PASSED");
process.exit(failed ? 1 : 0);
