/**
 * The commission model (docs/decisions/0109-affiliate-commission.md): revenue share of net gaming revenue (NGR). Per
 * referred player, from their real and bonus accounts in the ledger: stakes (`bet`, paid out of the player's
 * balances) minus wins (`win`, paid in, refunds and cash-outs included) minus bonus costs (bonus money given, net of
 * bonus money taken back: grants, forfeits, expiries and the capped part of conversions), each counted in the month
 * it happens. NGR is summed over the players of the month. A negative balance is carried forward ("negative
 * carryover"): a month pays the share of its NGR plus what earlier months left negative, so bonus money given in one
 * month and taken back in the next nets to nothing, and a loss month is earned back before commission is paid again.
 */
export const STAKE_KINDS = ["bet"];
export const WIN_KINDS = ["win"];
export const BONUS_KINDS = ["bonus_grant", "bonus_forfeit", "bonus_expiry", "bonus_conversion"];
export const NGR_KINDS = [...STAKE_KINDS, ...WIN_KINDS, ...BONUS_KINDS];

export interface PeriodFigures {
  activePlayers: number;
  stakes: bigint;
  wins: bigint;
  bonusCosts: bigint;
  netGamingRevenue: bigint;
  /** The negative balance of earlier months brought into this one (0 or less). */
  carriedIn: bigint;
  /** The negative balance this month hands on (0 or less). */
  carriedOut: bigint;
  commission: bigint;
}

const sum = (flows: Record<string, bigint>, kinds: string[]) =>
  kinds.reduce((total, kind) => total + (flows[kind] ?? 0n), 0n);

/**
 * `share` is 0…1; `carriedIn` the previous month's `carriedOut`. The commission is rounded down to the minor unit,
 * so the operator never pays a fraction more.
 */
export function periodFigures(
  byPlayer: Map<string, Record<string, bigint>>,
  share: number,
  carriedIn = 0n,
): PeriodFigures {
  let stakes = 0n;
  let wins = 0n;
  let bonusCosts = 0n;
  for (const flows of byPlayer.values()) {
    // Ledger flows are signed from the player's side: a stake is a debit, a win and a bonus a credit.
    stakes -= sum(flows, STAKE_KINDS);
    wins += sum(flows, WIN_KINDS);
    bonusCosts += sum(flows, BONUS_KINDS);
  }
  const netGamingRevenue = stakes - wins - bonusCosts;
  const basisPoints = BigInt(Math.round(share * 10_000));
  const balance = netGamingRevenue + carriedIn;
  const commission = balance > 0n ? (balance * basisPoints) / 10_000n : 0n;
  const carriedOut = balance < 0n ? balance : 0n;
  return {
    activePlayers: byPlayer.size,
    stakes,
    wins,
    bonusCosts,
    netGamingRevenue,
    carriedIn,
    carriedOut,
    commission,
  };
}
