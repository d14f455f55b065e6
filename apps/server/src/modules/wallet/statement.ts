import { formatMinor } from "@casino/contract";
import { isRealDate, localParts, zonedInstant } from "../../platform/calendar";
import { AppError } from "../../platform/errors";

/** The columns of the activity statement, in order. */
export const STATEMENT_COLUMNS = [
  "date (Europe/Amsterdam)",
  "type",
  "account",
  "amount",
  "balance after",
  "currency",
  "reference",
] as const;

export interface StatementEntry {
  createdAt: Date;
  kind: string;
  account: string;
  currency: string;
  amount: bigint;
  balanceAfter: bigint;
  transferId: string;
}

/**
 * The instants [from, to) of whole Amsterdam days `from` … `to` inclusive; a 400 for an impossible date, a reversed
 * period or one longer than `maxDays`.
 */
export function statementPeriod(from: string, to: string, maxDays: number): { start: Date; end: Date } {
  const invalid = (message: string, path: string) =>
    new AppError("VALIDATION_FAILED", 400, message, { issues: [{ path, message }] });
  if (!isRealDate(from)) throw invalid("Not a calendar date", "query.from");
  if (!isRealDate(to)) throw invalid("Not a calendar date", "query.to");
  if (to < from) throw invalid("The period ends before it starts", "query.to");
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
  const days = (Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000 + 1;
  if (days > maxDays) throw invalid(`At most ${maxDays} days per statement`, "query.to");
  return {
    start: zonedInstant({ year: fy, month: fm, day: fd }),
    end: zonedInstant({ year: ty, month: tm, day: td + 1 }),
  };
}

const pad = (n: number) => n.toString().padStart(2, "0");

/** `2026-03-29 14:05:09`: the wall clock in Amsterdam, sortable and unambiguous for spreadsheets. */
export function amsterdamTime(instant: Date): string {
  const p = localParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** RFC 4180 quoting where needed. */
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

export const csvLine = (values: readonly string[]) => `${values.map(cell).join(",")}\r\n`;

/** One ledger entry as a CSV line; amounts exact from minor units (never through a float). */
export const statementLine = (entry: StatementEntry) =>
  csvLine([
    amsterdamTime(entry.createdAt),
    entry.kind,
    entry.account,
    formatMinor(entry.amount),
    formatMinor(entry.balanceAfter),
    entry.currency,
    entry.transferId,
  ]);
