import { sql } from "drizzle-orm";
import { createWalletService } from "../apps/server/src/modules/wallet";
import { createEventBus } from "../apps/server/src/platform/bus";
import { createTestDatabase } from "../apps/server/src/platform/db/test-db";
import { insertTestUser } from "../apps/server/src/test/fixtures";
import { ratio } from "./load";

const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 2000);

/**
 * Transfers per second through wallet.transfer (idempotency check, ordered row locks, entries, balances) against
 * the same number of bare one-row `UPDATE … RETURNING` transactions, at concurrency 1 and 32, in one process.
 * Deposits go from the shared payments-clearing account to 32 different players: the shared operator row is
 * the contention point a real casino has too.
 */
export async function run(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.info("wallet bench: set DATABASE_URL (PostgreSQL) for meaningful concurrency; running on PGlite");
  }
  const database = await createTestDatabase();
  try {
    const wallet = createWalletService({ db: database.db, bus: createEventBus({}) });
    const players = await Promise.all(Array.from({ length: 32 }, () => insertTestUser(database.db)));
    await database.db.execute(sql`create table bench_counter (id int primary key, n bigint not null)`);
    await database.db.execute(sql`insert into bench_counter select g, 0 from generate_series(0, 31) g`);

    for (const concurrency of [1, 32]) {
      let counter = 0;
      const bare = await timed(concurrency, async (worker) => {
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`update bench_counter set n = n + 1 where id = ${worker} returning n`);
        });
      });
      const ledger = await timed(concurrency, async (worker) => {
        const amount = 100n;
        await wallet.transfer({
          idempotencyKey: `bench-${concurrency}-${++counter}`,
          kind: "deposit",
          currency: "EUR",
          postings: [
            { account: { operator: "payments_clearing" }, amount: -amount },
            { account: { userId: players[worker]!, kind: "real" }, amount },
          ],
        });
      });
      console.info(
        `concurrency ${concurrency} on ${database.kind}: bare ${bare.toFixed(0)} tx/s, wallet.transfer ${ledger.toFixed(0)} transfers/s`,
      );
      console.info(`wallet_transfer_vs_bare_update_c${concurrency}: ${ratio(ledger, bare)}`);
    }
    const audit = await wallet.audit();
    if (audit.unbalancedCurrencies.length || audit.driftedAccounts)
      throw new Error("ledger invariants broken");
  } finally {
    await database.close();
  }
}

/** Runs TRANSFERS operations spread over `concurrency` workers; returns operations per second. */
async function timed(concurrency: number, op: (worker: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < TRANSFERS) {
        next++;
        await op(worker);
      }
    }),
  );
  return TRANSFERS / ((performance.now() - started) / 1000);
}
