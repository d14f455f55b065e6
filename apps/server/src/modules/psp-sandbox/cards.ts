/** Test cards of the sandbox (documented on its checkout page). Any other valid card number approves. */
export const TEST_CARDS = {
  approve: "4242424242424242",
  decline: "4000000000000002",
  /** Stays pending for 30 s, then approves. */
  pendingThenApprove: "4000000000009995",
} as const;

export const PENDING_DELAY_MS = 30_000;

export type CardOutcome = "approved" | "declined" | "pending";

/** Luhn checksum: catches typos in card numbers. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (digits.startsWith("4")) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "Mastercard";
  if (/^3[47]/.test(digits)) return "Amex";
  return "Card";
}

export function outcomeOf(digits: string): CardOutcome {
  if (digits === TEST_CARDS.decline) return "declined";
  if (digits === TEST_CARDS.pendingThenApprove) return "pending";
  return "approved";
}

/** Validates the card form; returns the field in error, or null. */
export function cardProblem(
  input: { number: string; expiry: string; cvc: string },
  now: Date,
): string | null {
  const digits = input.number.replace(/[\s-]/g, "");
  if (!luhnValid(digits)) return "number";
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
  if (!match) return "expiry";
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return "expiry";
  // A card is valid through the last day of its expiry month.
  if (new Date(Date.UTC(year, month, 1)) <= now) return "expiry";
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return "cvc";
  return null;
}
