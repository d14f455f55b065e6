import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db";

// Every report is read from the ledger itself (docs/product/back-office.md#reports), so each figure reconciles to
// the accounts to the cent: stakes and wins are the house accounts' legs, bonus cost the bonus_cost account's,
// payments the payments_clearing account's. Operator accounts are sharded (`game_revenue#3`): split_part drops the
// shard.

/** Amsterdam days (both included) as a UTC half-open interval. */
const window = (from: string, to: string) => sql`
  t.created_at >= (${from}::date)::timestamp at time zone 'Europe/Amsterdam'
  and t.created_at < (${to}::date + 1)::timestamp at time zone 'Europe/Amsterdam'`;

const DAY = sql`to_char(t.created_at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD')`;

/** The house account a transfer moved money through (a transfer touches at most one). */
const PRODUCT = sql`coalesce((select case split_part(a2.kind, '#', 1) when 'game_revenue' then 'casino' else 'sportsbook' end
  from wallet_entries e2 join wallet_accounts a2 on a2.id = e2.account_id
  where e2.transfer_id = t.id and a2.user_id is null and split_part(a2.kind, '#', 1) in ('game_revenue', 'sportsbook')
  limit 1), 'other')`;

export type GgrGroup = "day" | "product" | "game" | "currency";

const GGR_KEYS: Record<GgrGroup, SQL> = {
  day: DAY,
  product: PRODUCT,
  // Casino rounds name their game; a bet's game is the sportsbook; grants and the like have none.
  game: sql`coalesce(t.metadata->>'slug', case ${PRODUCT} when 'sportsbook' then 'sportsbook' else '-' end)`,
  currency: sql`t.currency`,
};

interface Rows<T> {
  rows: T[];
}
const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows;

export interface GgrFigures {
  key: string;
  currency: string;
  stakes: string;
  wins: string;
  bonus_cost: string;
}

export interface PaymentFigures {
  key: string;
  currency: string;
  deposits: string;
  deposit_count: string | number;
  withdrawals: string;
  withdrawal_count: string | number;
}

export interface PlayerFigures {
  key: string;
  active: string | number;
  depositors: string | number;
}

export const reportsStore = {
  /** Stakes, wins and bonus cost (minor units, as text) per key and currency. */
  ggr: (db: Db, period: { from: string; to: string }, group: GgrGroup) =>
    rowsOf<GgrFigures>(
      db,
      sql`with legs as (
            select ${GGR_KEYS[group]} as key, t.currency, e.amount, split_part(a.kind, '#', 1) as account
            from wallet_transfers t
            join wallet_entries e on e.transfer_id = t.id
            join wallet_accounts a on a.id = e.account_id
            where a.user_id is null and ${window(period.from, period.to)}
              and split_part(a.kind, '#', 1) in ('game_revenue', 'sportsbook', 'bonus_cost'))
          select key, currency,
            coalesce(sum(amount) filter (where account <> 'bonus_cost' and amount > 0), 0)::text as stakes,
            coalesce(-sum(amount) filter (where account <> 'bonus_cost' and amount < 0), 0)::text as wins,
            coalesce(-sum(amount) filter (where account = 'bonus_cost'), 0)::text as bonus_cost
          from legs group by key, currency order by key, currency`,
    ),

  /** Money in and out through the payment providers: the payments_clearing account's legs. */
  payments: (db: Db, period: { from: string; to: string }, group: "day" | "currency") =>
    rowsOf<PaymentFigures>(
      db,
      sql`with legs as (
            select ${group === "day" ? DAY : sql`t.currency`} as key, t.currency, t.id, e.amount
            from wallet_transfers t
            join wallet_entries e on e.transfer_id = t.id
            join wallet_accounts a on a.id = e.account_id
            where a.user_id is null and split_part(a.kind, '#', 1) = 'payments_clearing'
              and ${window(period.from, period.to)})
          select key, currency,
            coalesce(-sum(amount) filter (where amount < 0), 0)::text as deposits,
            count(distinct id) filter (where amount < 0)::int as deposit_count,
            coalesce(sum(amount) filter (where amount > 0), 0)::text as withdrawals,
            count(distinct id) filter (where amount > 0)::int as withdrawal_count
          from legs group by key, currency order by key, currency`,
    ),

  /**
   * Players who staked (a player leg paying a house account) and who deposited, per key; with `group` null, over
   * the whole period.
   */
  players: (db: Db, period: { from: string; to: string }, group: "day" | "currency" | null) =>
    rowsOf<PlayerFigures>(
      db,
      sql`with moves as (
            select ${group === "day" ? DAY : group === "currency" ? sql`t.currency` : sql`'all'`} as key,
              a.user_id,
              bool_or(e.amount < 0 and a.kind in ('real', 'bonus') and exists (
                select 1 from wallet_entries e2 join wallet_accounts a2 on a2.id = e2.account_id
                where e2.transfer_id = t.id and a2.user_id is null and e2.amount > 0
                  and split_part(a2.kind, '#', 1) in ('game_revenue', 'sportsbook'))) as staked,
              bool_or(e.amount > 0 and t.kind = 'deposit') as deposited
            from wallet_transfers t
            join wallet_entries e on e.transfer_id = t.id
            join wallet_accounts a on a.id = e.account_id
            where a.user_id is not null and ${window(period.from, period.to)}
            group by 1, 2)
          select key, count(*) filter (where staked)::int as active,
            count(*) filter (where deposited)::int as depositors
          from moves group by key order by key`,
    ),
};
