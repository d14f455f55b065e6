import { z } from "zod";

/**
 * The ledger counts every currency in hundredths (ISO 4217 minor units of all our currencies). The `fractionDigits`
 * of a session currency is display precision only.
 */
export const MINOR_DIGITS = 2;
const SCALE = 10n ** BigInt(MINOR_DIGITS);

/** Exact major-unit number for JSON from minor units: 12345n → 123.45. */
export function toMajor(minor: bigint): number {
  return Number(formatMinor(minor));
}

/** Exact plain text of a minor amount in major units, always two decimals: 1205n → "12.05" (no float involved). */
export function formatMinor(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  return `${negative ? "-" : ""}${abs / SCALE}.${(abs % SCALE).toString().padStart(MINOR_DIGITS, "0")}`;
}

/**
 * Minor units from a major amount as sent (a JSON number or a canonical decimal string). Returns null for anything
 * that is not a plain decimal with at most two fraction digits — never rounds, so 10.005 is refused rather than
 * guessed — and for strings in any other spelling (" 10 ", "00010", "+10", "10."): one amount has one spelling,
 * so what the client sent and what it meant cannot differ (and a repeated request hashes the same).
 */
export function parseMajor(value: number | string): bigint | null {
  const text = typeof value === "number" ? numberToPlain(value) : value;
  if (text === null) return null;
  const match = /^(-?)(0|[1-9]\d{0,14})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole = "0", fraction = ""] = match;
  const minor = BigInt(whole) * SCALE + BigInt(fraction.padEnd(MINOR_DIGITS, "0") || "0");
  return sign ? -minor : minor;
}

function numberToPlain(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  // Shortest round-trip form: 10.1 → "10.1", 0.1 + 0.2 → "0.30000000000000004" (refused: too many decimals).
  const text = String(value);
  return /e/i.test(text) ? null : text;
}

/** A money amount in a request: a positive major-unit number with at most two decimals. */
export const MoneyAmount = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const minor = parseMajor(value);
  if (minor === null || minor <= 0n) {
    ctx.addIssue({ code: "custom", message: "Enter a positive amount with at most two decimals" });
    return z.NEVER;
  }
  return minor;
});
