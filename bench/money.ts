import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";

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
 * its entries, no player balance is negative. A faster path that breaks it is not faster.
 */
export async function auditOrThrow(app: FastifyInstance): Promise<void> {
  const audit = await app.services.wallet.audit();
  const negative = await app.services.db.execute(
    sql`select count(*)::int as n from wallet_accounts where user_id is not null and balance < 0`,
  );
  const below = (negative as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  console.info(
    `wallet audit: ${audit.unbalancedCurrencies.length} unbalanced currencies, ${audit.driftedAccounts} drifted ` +
      `accounts, ${below} negative player balances`,
  );
  if (audit.unbalancedCurrencies.length || audit.driftedAccounts || below)
    throw new Error("ledger invariants broken");
}
