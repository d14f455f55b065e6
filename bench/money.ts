import { randomUUID } from "node:crypto";
import type autocannon from "autocannon";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../apps/server/src/app";
import { seedCatalogue } from "../apps/server/src/db/seed/catalogue";
import { loadConfig } from "../apps/server/src/platform/config";
import { createTestDatabase } from "../apps/server/src/platform/db/test-db";
import { deadlocksDetected } from "../apps/server/src/test/deadlocks";
import { fundedPlayer } from "../apps/server/src/test/funded-player";

/**
 * The production app (jackpot on; tournaments and loyalty consume rounds after commit; the sports feed ticking) on a
 * fresh database whose sports calendar the feed has filled.
 */
export async function moneyApp() {
  const database = await createTestDatabase();
  await seedCatalogue(database.db);
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      JOBS_POLL_MS: "0",
      JACKPOT_ENABLED: "true",
      DEMO_DATA: "false",
    }),
    database,
  });
  // The feed's first tick fills a fresh database's calendar (every fixture with its markets, once per install): done
  // before the app is ready, so no bench measures it as part of a Friday night. The feed then ticks as in production.
  await app.sportsbook.ticker.tick();
  return { app, database };
}

export type Player = Awaited<ReturnType<typeof fundedPlayer>>;

/** `n` players with a session and 1,000,000.00 of real money each. */
export const players = (app: FastifyInstance, n: number) =>
  Promise.all(Array.from({ length: n }, () => fundedPlayer(app, 100_000_000n)));

/** A JSON POST of `body()` as the player `next()` picks, with a fresh Idempotency-Key. */
export function post(next: () => Player, body: () => unknown) {
  return (request: autocannon.Request): autocannon.Request => ({
    ...request,
    method: "POST",
    headers: { ...next().headers, "content-type": "application/json", "idempotency-key": randomUUID() },
    body: JSON.stringify(body()),
  });
}

/** A fresh slot round of 1.00. */
export const slotRound = () => ({ stake: 1, clientRoundId: randomUUID() });

/**
 * Server time of the requests whose URL contains `path`: from Fastify's receipt of the request to its reply
 * (what the app spends, without the load generator's own time). Add before the app listens.
 */
export function serverTime(app: FastifyInstance, path: string) {
  let total = 0;
  let n = 0;
  app.addHook("onResponse", async (request, reply) => {
    if (!request.url.includes(path)) return;
    total += reply.elapsedTime;
    n++;
  });
  return {
    reset() {
      total = 0;
      n = 0;
    },
    averageMs: () => (n ? total / n : 0),
  };
}

/**
 * The wallet audit every money bench ends with: each currency sums to zero, every cached balance equals the sum of
 * its entries, no player balance is negative, every player's loyalty totals equal the sums of their points. A faster
 * path that breaks it is not faster.
 */
export async function auditOrThrow(app: FastifyInstance): Promise<void> {
  const audit = await app.services.wallet.audit();
  const negative = await app.services.db.execute(
    sql`select count(*)::int as n from wallet_accounts where user_id is not null and balance < 0`,
  );
  const below = (negative as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  // The loyalty totals each round's earning updates equal the ledger they summarise (decision 0230).
  const loyalty = await app.services.db.execute(
    sql`select count(*)::int as n from (
      select user_id, sum(points) as points, sum(greatest(points, 0)) as lifetime from loyalty_points group by user_id
    ) ledger full join loyalty_totals totals using (user_id)
    where ledger.points is distinct from totals.points or ledger.lifetime is distinct from totals.lifetime`,
  );
  const drifted = (loyalty as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  console.info(
    `wallet audit: ${audit.unbalancedCurrencies.length} unbalanced currencies, ${audit.driftedAccounts} drifted ` +
      `accounts, ${below} negative player balances, ${drifted} drifted loyalty totals`,
  );
  if (audit.unbalancedCurrencies.length || audit.driftedAccounts || below || drifted)
    throw new Error("ledger invariants broken");
  // Each deadlock costs the requests in it a second (PostgreSQL's deadlock_timeout) before one is retried.
  if (app.services.database.kind === "postgres")
    console.info(`deadlocks: ${await deadlocksDetected(app.services.db)}`);
}

/** Autocannon's status counts: 5xx answers and the other non-2xx ones (clean refusals). */
export function statusCounts(result: { "1xx"?: number; "2xx": number; "4xx": number; "5xx": number }) {
  return { ok: result["2xx"], refused: result["4xx"], failed: result["5xx"] };
}
