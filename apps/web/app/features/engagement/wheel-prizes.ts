import { FORMAT_LOCALE, type RewardView, type UrlLocale } from "@casino/contract";
import type { TFunction } from "i18next";
import type { z } from "zod";
import { formatMoney } from "../../lib/money";

/** What a wheel segment (or a won reward) pays. */
export type WheelPrize = Pick<z.infer<typeof RewardView>, "kind" | "amount">;

/** The page's words and the player's money, for saying prizes. */
export interface PrizeWords {
  t: TFunction;
  locale: UrlLocale;
  currency: string;
}

const isMoney = (kind: WheelPrize["kind"]) => kind === "cash" || kind === "bonus_money";

/** The amount as the words take it: money in the player's currency, spins and points as a count. */
function amountOf(prize: WheelPrize, words: PrizeWords, whole = false) {
  return isMoney(prize.kind)
    ? { amount: formatMoney(prize.amount, words.currency, words.locale, { whole }) }
    : { count: prize.amount };
}

/** One prize in words: "£50.00 cash", "200 loyalty points", "No prize this time". */
export function prizeText(prize: WheelPrize, words: PrizeWords): string {
  return words.t(`engagement.wheel.prize.${prize.kind}`, amountOf(prize, words));
}

/** The short label on a segment of the wheel: "£50", "£5 bonus", "200 pts", "5 spins", "No prize". */
export function segmentLabel(prize: WheelPrize, words: PrizeWords): string {
  return words.t(`engagement.wheel.segment.${prize.kind}`, amountOf(prize, words, true));
}

/**
 * Everything the wheel can pay, in one sentence made from its segments: per kind one amount or a range, kinds
 * joined by "or" ("£1.00 to £50.00 cash, £5.00 bonus money, 5 free spins or 50 to 200 loyalty points").
 */
export function prizesSummary(prizes: readonly WheelPrize[], words: PrizeWords): string {
  const kinds = (["cash", "bonus_money", "free_spins", "points"] as const).flatMap((kind) => {
    const amounts = [
      ...new Set(prizes.filter((p) => p.kind === kind && p.amount > 0).map((p) => p.amount)),
    ].sort((a, b) => a - b);
    const [min, max] = [amounts[0], amounts.at(-1)];
    if (min === undefined || max === undefined) return [];
    if (min === max) return [prizeText({ kind, amount: min }, words)];
    const say = (amount: number) =>
      isMoney(kind) ? formatMoney(amount, words.currency, words.locale) : String(amount);
    return [words.t(`engagement.wheel.range.${kind}`, { min: say(min), max: say(max) })];
  });
  const list = new Intl.ListFormat(FORMAT_LOCALE[words.locale], { type: "disjunction" }).format(kinds);
  return words.t("engagement.wheel.prizes", { list });
}
