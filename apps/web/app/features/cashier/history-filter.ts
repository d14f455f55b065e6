import { addDays, type BankingFilter } from "./api/get-banking-history";

/**
 * Our choice (docs/decisions/0037-banking-history.md): the banking history opens on the last 30 Amsterdam days, today
 * included.
 */
export const DEFAULT_HISTORY_DAYS = 30;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date: 2026-02-30 is refused (Date would quietly roll it over to 2 March). */
function validDate(value: string | null): value is string {
  if (!value || !DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export interface HistoryFilter extends Required<Pick<BankingFilter, "from" | "to">> {
  type: BankingFilter["type"];
  /** Set when the range cannot be asked for; the list is not loaded until it is fixed. */
  problem: "order" | "future" | null;
}

/**
 * The banking history's filter from the page's URL (`?from=YYYY-MM-DD&to=…&type=deposit|withdrawal`), so a
 * filtered view survives a reload and can be shared. Missing or malformed dates fall back to the last 30 days.
 */
export function readHistoryFilter(params: URLSearchParams, today: string): HistoryFilter {
  const to = validDate(params.get("to")) ? (params.get("to") as string) : today;
  const from = validDate(params.get("from"))
    ? (params.get("from") as string)
    : addDays(to, -(DEFAULT_HISTORY_DAYS - 1));
  const type = params.get("type");
  return {
    from,
    to,
    type: type === "deposit" || type === "withdrawal" ? type : undefined,
    problem: from > to ? "order" : from > today ? "future" : null,
  };
}

/** The URL parameters of a filter: only what differs from the defaults, so the plain page URL stays plain. */
export function historyFilterParams(filter: Omit<HistoryFilter, "problem">, today: string): URLSearchParams {
  const params = new URLSearchParams();
  const defaults = readHistoryFilter(new URLSearchParams(), today);
  if (filter.from !== defaults.from || filter.to !== defaults.to) {
    params.set("from", filter.from);
    params.set("to", filter.to);
  }
  if (filter.type) params.set("type", filter.type);
  return params;
}
