import { amsterdamMidnight, nextDay } from "../amsterdam-day";

/** The filters of the payments screen as typed (empty strings are left out of the query). */
export interface PaymentFilters {
  type: string;
  state: string;
  currency: string;
  username: string;
  /** Amsterdam days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

export const NO_PAYMENT_FILTERS: PaymentFilters = {
  type: "",
  state: "",
  currency: "",
  username: "",
  from: "",
  to: "",
};

/** The query string of GET /api/admin/payments/transactions for the filters and a page's cursor. */
export function paymentsQuery(filters: PaymentFilters, cursor: string | null): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.type) query.type = filters.type;
  if (filters.state) query.state = filters.state;
  const currency = filters.currency.trim().toUpperCase();
  if (currency) query.currency = currency;
  if (filters.username.trim()) query.username = filters.username.trim();
  if (filters.from) query.from = amsterdamMidnight(filters.from);
  // The `to` day is included: the query's end is the next Amsterdam midnight.
  if (filters.to) query.to = amsterdamMidnight(nextDay(filters.to));
  if (cursor) query.cursor = cursor;
  return query;
}

/** A reconciliation period of Amsterdam days (both included) as the API's instants; null when incomplete or reversed. */
export function reconciliationPeriod(from: string, to: string): { from: string; to: string } | null {
  if (!from || !to || from > to) return null;
  return { from: amsterdamMidnight(from), to: amsterdamMidnight(nextDay(to)) };
}
