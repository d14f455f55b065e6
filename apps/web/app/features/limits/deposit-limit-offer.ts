import type { LimitPeriod, LimitsUpdateRequest } from "@casino/contract";
import { parseAmountInput } from "../../lib/money";
import { PERIODS } from "./limit-view";

/** What the player typed for each period of a deposit limit (empty = no limit for that period). */
export type OfferFields = Record<LimitPeriod, string>;

export const EMPTY_OFFER: OfferFields = { daily: "", weekly: "", monthly: "" };

/** Why one amount cannot be sent: not an amount, above the legal cap, or missing where the law asks for it. */
export type OfferProblem = "invalid" | "tooHigh" | "required";

export interface OfferCheck {
  /** The problem of each period's field, if any. */
  problems: Partial<Record<LimitPeriod, OfferProblem>>;
  /** True when every field is empty (nothing to save). */
  empty: boolean;
  /** The PUT /api/user/limits body, when there is something to save and no problem. */
  body: LimitsUpdateRequest | null;
}

/**
 * Checks the amounts of the deposit-limit offer (at sign-up, UK) and requirement (before a deposit, Germany): each
 * filled field is a positive amount with at most two decimals, the monthly one at most `maxMonthly` and present
 * when `monthlyRequired`. The body sets every filled period in one call, in the account currency.
 */
export function checkOffer(
  fields: OfferFields,
  {
    currency,
    maxMonthly,
    monthlyRequired,
  }: { currency: string; maxMonthly: number | null; monthlyRequired: boolean },
): OfferCheck {
  const problems: OfferCheck["problems"] = {};
  const items: { period: LimitPeriod; amount: number; currency: string }[] = [];
  for (const period of PERIODS) {
    const text = fields[period].trim();
    if (text === "") {
      if (period === "monthly" && monthlyRequired) problems.monthly = "required";
      continue;
    }
    const amount = parseAmountInput(text);
    if (amount === null) problems[period] = "invalid";
    else if (period === "monthly" && maxMonthly !== null && amount > maxMonthly) problems[period] = "tooHigh";
    else items.push({ period, amount, currency });
  }
  const empty = PERIODS.every((period) => fields[period].trim() === "");
  const ok = Object.keys(problems).length === 0 && items.length > 0;
  return { problems, empty, body: ok ? { depositLimits: items } : null };
}
