import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createRoundsService } from "../games";
import type { JackpotConfig } from "./jackpot/jackpot.config";
import { createJackpotService } from "./jackpot/jackpot.service";

/** A studio rounds service whose rounds feed `config` (tests choose odds the real jackpot never would). */
export function roundsWithJackpot(app: FastifyInstance, config: JackpotConfig) {
  const s = app.services;
  const jackpots = createJackpotService({ db: s.db, clock: s.clock, wallet: s.wallet, bus: s.bus });
  const rounds = createRoundsService({
    db: s.db,
    clock: s.clock,
    wallet: s.wallet,
    limits: s.limits,
    bonus: s.bonus,
    playerOf: (userId) => s.accounts.contactOf(userId),
    afterStake: [jackpots.hook(config)],
  });
  return { rounds, jackpots };
}

/** Net flow into the jackpot_pool accounts (all shards) of a currency, per transfer kind, and their balance. */
export async function poolLedger(app: FastifyInstance, currency: string) {
  const result = await app.services.db.execute(sql`
    select t.kind, sum(e.amount)::text as total
    from wallet_entries e
    join wallet_accounts a on a.id = e.account_id
    join wallet_transfers t on t.id = e.transfer_id
    where a.user_id is null and a.kind like 'jackpot_pool#%' and a.currency = ${currency}
    group by t.kind`);
  const rows = (result as unknown as { rows: { kind: string; total: string }[] }).rows;
  const of = (kind: string) => BigInt(rows.find((r) => r.kind === kind)?.total ?? "0");
  const balance = await app.services.db.execute(sql`
    select coalesce(sum(balance), 0)::text as total from wallet_accounts
    where user_id is null and kind like 'jackpot_pool#%' and currency = ${currency}`);
  return {
    contributions: of("jackpot_contribution"),
    seeds: of("jackpot_seed"),
    payouts: -of("jackpot_win"),
    pool: BigInt((balance as unknown as { rows: { total: string }[] }).rows[0]!.total),
  };
}
