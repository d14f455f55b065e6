import type pg from "pg";

export interface InvariantResult {
  name: string;
  pass: boolean;
  /** The numbers behind the verdict, printed with it. */
  detail: string;
}

/** One count query: the invariant holds when it finds no row. */
const violations = (name: string, sql: string, what: string) => ({ name, sql, what });

/**
 * Ledger checks against the tables of modules/wallet/wallet.tables.ts and the rows that must have moved money
 * (game rounds, sports bets, payment transactions). Every money path writes its transfer with a known idempotency key
 * (modules/games/rounds.service.ts `game:<round>:stake`, modules/sportsbook/bets/bet-wallet.ts
 * `sports:bet:<bet>:stake`, `:cashout:<id>`, `:settle:<n>`, modules/cashier/cashier.service.ts `deposit:` / `withdrawal-hold:` / `-release:` /
 * `-payout:`), so "has its transfer" is a lookup by that key.
 */
const CHECKS = [
  violations(
    "each account's balance = Σ its entries",
    `select count(*)::int as n from wallet_accounts a
       where a.balance <> coalesce((select sum(e.amount) from wallet_entries e where e.account_id = a.id), 0)`,
    "drifted accounts",
  ),
  violations(
    "each account's balance = its last entry's balance_after",
    `select count(*)::int as n from wallet_accounts a
       join lateral (select balance_after from wallet_entries e where e.account_id = a.id order by e.id desc limit 1) l
         on true
       where l.balance_after <> a.balance`,
    "accounts whose last entry disagrees",
  ),
  violations(
    "each transfer's entries sum to 0",
    `select count(*)::int as n from (select transfer_id from wallet_entries group by transfer_id
       having sum(amount) <> 0) t`,
    "unbalanced transfers",
  ),
  violations(
    "no transfer without entries",
    `select count(*)::int as n from wallet_transfers t
       where not exists (select 1 from wallet_entries e where e.transfer_id = t.id)`,
    "empty transfers",
  ),
  violations(
    "no player account negative",
    "select count(*)::int as n from wallet_accounts where user_id is not null and balance < 0",
    "negative player accounts",
  ),
  violations(
    "every game round has its stake transfer",
    `select count(*)::int as n from game_rounds r
       where not exists (select 1 from wallet_transfers t where t.idempotency_key = 'game:' || r.id || ':stake')`,
    "rounds without a stake transfer",
  ),
  violations(
    "every settled round with a win has its win transfer",
    `select count(*)::int as n from game_rounds r where r.status = 'settled' and r.win > 0
       and not exists (select 1 from wallet_transfers t where t.idempotency_key = 'game:' || r.id || ':win')`,
    "winning rounds without a win transfer",
  ),
  violations(
    "every sports bet has its stake transfer",
    `select count(*)::int as n from sports_bets b
       where not exists (select 1 from wallet_transfers t where t.idempotency_key = 'sports:bet:' || b.id || ':stake')`,
    "bets without a stake transfer",
  ),
  violations(
    "every cash-out has its transfer, paying the player its amount",
    `select count(*)::int as n from sports_cash_outs c
       where c.amount <> coalesce((select sum(e.amount) from wallet_transfers t
         join wallet_entries e on e.transfer_id = t.id join wallet_accounts a on a.id = e.account_id
         where t.idempotency_key = 'sports:bet:' || c.bet_id || ':cashout:' || c.id and a.user_id is not null), 0)`,
    "cash-outs whose transfer disagrees",
  ),
  violations(
    "each bet's cashed-out sum = Σ its cash-outs",
    `select count(*)::int as n from sports_bets b
       where b.cashed_out <> coalesce((select sum(c.amount) from sports_cash_outs c where c.bet_id = b.id), 0)`,
    "bets whose cashed-out sum drifted",
  ),
  violations(
    "every settlement that moved money has its transfer",
    `select count(*)::int as n from sports_settlements s where s.delta <> 0
       and not exists (select 1 from wallet_transfers t
                        where t.idempotency_key = 'sports:bet:' || s.bet_id || ':settle:' || s.number)`,
    "settlements without a transfer",
  ),
  violations(
    "each bet's settled return = Σ its settlements, numbered 1…n",
    `select count(*)::int as n from sports_bets b
       where b.settled_return <> coalesce((select sum(s.delta) from sports_settlements s where s.bet_id = b.id), 0)
          or b.settlements <> (select count(*) from sports_settlements s where s.bet_id = b.id)
          or b.settlements <> coalesce((select max(s.number) from sports_settlements s where s.bet_id = b.id), 0)`,
    "bets whose settlements disagree",
  ),
  violations(
    "every free bet is its player's own free-bet grant, used once, never cashed out",
    `select count(*)::int as n from sports_bets b where b.free_grant_id is not null and (
        b.cashed_out <> 0
        or not exists (select 1 from bonus_grants g where g.id = b.free_grant_id and g.user_id = b.user_id
                         and g.free_bet in ('placed', 'settled'))
        or exists (select 1 from sports_bets o where o.free_grant_id = b.free_grant_id and o.id <> b.id
                     and o.status <> 'void' and b.status <> 'void'))`,
    "free bets without their own grant",
  ),
  violations(
    "every successful deposit credited once, no other deposit credited",
    `select count(*)::int as n from payment_transactions p where p.type = 'deposit'
       and (p.state = 'SUCCESSFUL') <> exists (select 1 from wallet_transfers t where t.idempotency_key = 'deposit:' || p.id)`,
    "deposits whose credit disagrees with their state",
  ),
  violations(
    "every withdrawal has its hold",
    `select count(*)::int as n from payment_transactions p where p.type = 'withdrawal'
       and not exists (select 1 from wallet_transfers t where t.idempotency_key = 'withdrawal-hold:' || p.id)`,
    "withdrawals without a hold",
  ),
  violations(
    "withdrawals: released iff cancelled/failed/rejected, paid iff successful",
    `select count(*)::int as n from payment_transactions p where p.type = 'withdrawal' and (
        (p.state in ('CANCELLED', 'FAILED', 'REJECTED')) <>
          exists (select 1 from wallet_transfers t where t.idempotency_key = 'withdrawal-release:' || p.id)
        or (p.state = 'SUCCESSFUL') <>
          exists (select 1 from wallet_transfers t where t.idempotency_key = 'withdrawal-payout:' || p.id))`,
    "withdrawals whose money disagrees with their state",
  ),
];

export async function checkInvariants(pool: pg.Pool): Promise<InvariantResult[]> {
  const results: InvariantResult[] = [];
  const sums = await pool.query<{ currency: string; balances: string; entries: string; accounts: number }>(
    `select a.currency, sum(a.balance)::text as balances, count(*)::int as accounts,
        coalesce((select sum(e.amount) from wallet_entries e join wallet_accounts b on b.id = e.account_id
                  where b.currency = a.currency), 0)::text as entries
       from wallet_accounts a group by a.currency order by a.currency`,
  );
  for (const row of sums.rows) {
    results.push({
      name: `Σ balances = 0 in ${row.currency}`,
      pass: row.balances === "0" && row.entries === "0",
      detail: `Σ balances ${row.balances}, Σ entries ${row.entries} over ${row.accounts} accounts`,
    });
  }
  for (const check of CHECKS) {
    const { rows } = await pool.query<{ n: number }>(check.sql);
    const n = rows[0]?.n ?? -1;
    results.push({ name: check.name, pass: n === 0, detail: `${n} ${check.what}` });
  }
  const counts = await pool.query<Record<string, number>>(
    `select (select count(*) from wallet_transfers)::int as transfers, (select count(*) from game_rounds)::int as rounds,
            (select count(*) from sports_bets)::int as bets,
            (select count(*) from sports_bets where free_grant_id is not null)::int as "freeBets",
            (select count(*) from sports_cash_outs)::int as "cashOuts",
            (select count(*) from sports_settlements)::int as settlements,
            (select count(*) from payment_transactions where type = 'deposit' and state = 'SUCCESSFUL')::int as deposits,
            (select count(*) from payment_transactions where type = 'withdrawal')::int as withdrawals`,
  );
  const c = counts.rows[0] ?? {};
  results.push({
    name: "ledger size",
    pass: true,
    detail: `${c.transfers} transfers, ${c.rounds} rounds, ${c.bets} bets (${c.freeBets} free, ${c.cashOuts} cash-outs, ${c.settlements} settlements), ${c.deposits} credited deposits, ${c.withdrawals} withdrawals`,
  });
  return results;
}
