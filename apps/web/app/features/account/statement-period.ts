import { STATEMENT_MAX_DAYS, TIME_ZONE, walletApi } from "@casino/contract";

/** Today's date on the Amsterdam calendar (YYYY-MM-DD). */
export function amsterdamToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(now);
}

/** The default statement period: the first of this month to today. */
export function defaultPeriod(now = new Date()): { from: string; to: string } {
  const to = amsterdamToday(now);
  return { from: `${to.slice(0, 8)}01`, to };
}

/** Why a period cannot be downloaded, as an i18n key; null when it can. */
export function periodProblem(from: string, to: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to))
    return "account.statement.pickDates";
  if (to < from) return "account.statement.reversed";
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return days > STATEMENT_MAX_DAYS ? "account.statement.tooLong" : null;
}

/** The download address of GET /api/user/statement for a period. */
export const statementUrl = (from: string, to: string) =>
  `${walletApi.getUserStatement.path}?${new URLSearchParams({ from, to }).toString()}`;
