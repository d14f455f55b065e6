import type { AuditEntry } from "@casino/contract";

const COLUMNS = [
  "id",
  "at",
  "staffUsername",
  "staffId",
  "staffRoles",
  "action",
  "targetType",
  "targetId",
  "before",
  "after",
  "ip",
  "hash",
] as const;

/**
 * RFC 4180 field: quoted when it holds a separator, quote or line break. A leading =, +, - or @ gets a quote mark
 * first, so a spreadsheet shows the text instead of running it as a formula (CSV injection).
 */
function field(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ""
      : typeof value === "string"
        ? value
        : Array.isArray(value) && value.every((v) => typeof v === "string")
          ? value.join(" ")
          : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The audit rows as a CSV file with a header line (CRLF line ends, as RFC 4180 has them). */
export function auditCsv(entries: AuditEntry[]): string {
  const lines = [COLUMNS.join(",")];
  for (const entry of entries) lines.push(COLUMNS.map((column) => field(entry[column])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
