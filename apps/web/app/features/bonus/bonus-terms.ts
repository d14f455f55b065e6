import type { BonusKind, BonusTerms } from "@casino/contract";

/** One line of a bonus's rules: an i18n key under `bonus.terms` and its values (money still in major units). */
export interface TermLine {
  key: string;
  values: Record<string, number | string>;
  /** Which values are money, to be formatted in the account currency. */
  money?: string[];
  /** Which values are decimal odds, to be formatted in the page's language (1.50 / 1,50). */
  odds?: string[];
  /** Which values are ISO weekdays ("1,5" = Monday and Friday), to be named in the page's language. */
  weekdays?: string[];
  /** Which values are lists of names joined by "|", to be listed in the page's language ("A, B and C"). */
  lists?: string[];
}

/**
 * When a campaign takes claims, as a line: days and/or hours on the Amsterdam clock (a missing start is 00:00, a
 * missing end the end of the day), or null when it takes them at any time.
 */
export function availabilityLine(terms: BonusTerms): TermLine | null {
  const days = terms.availableDays?.length ? terms.availableDays.join(",") : null;
  const hours = terms.availableFrom !== null || terms.availableUntil !== null;
  const from = terms.availableFrom ?? "00:00";
  const until = terms.availableUntil ?? "24:00";
  if (days && hours) return { key: "availableDaysHours", values: { days, from, until }, weekdays: ["days"] };
  if (days) return { key: "availableDays", values: { days }, weekdays: ["days"] };
  if (hours) return { key: "availableHours", values: { from, until } };
  return null;
}

/** "comet-cascade" → "Comet Cascade": a slot's name from its slug (the catalogue is another feature's). */
export const gameName = (slug: string) =>
  slug
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

/** What the player is told before claiming: what it gives, what unlocks it, and the rules it is played under. */
export function termLines(kind: BonusKind, terms: BonusTerms): TermLine[] {
  const lines: TermLine[] = [];
  const add = (key: string, values: TermLine["values"] = {}, money?: string[]) =>
    lines.push({ key, values, ...(money ? { money } : {}), ...("odds" in values ? { odds: ["odds"] } : {}) });
  if (kind === "deposit_match" && terms.percentage !== null) {
    if (terms.maxBonus !== null) add("match", { percentage: terms.percentage, max: terms.maxBonus }, ["max"]);
    else add("matchUncapped", { percentage: terms.percentage });
  }
  if (kind === "cash" && terms.amount !== null) add("cash", { amount: terms.amount }, ["amount"]);
  if (kind === "free_spins" && terms.spins !== null && terms.amount !== null && terms.gameSlug) {
    add("spins", { count: terms.spins, value: terms.amount, game: gameName(terms.gameSlug) }, ["value"]);
  }
  if (kind === "free_bet" && terms.amount !== null) {
    add("freeBet", { amount: terms.amount, odds: terms.freeBetMinOdds ?? 1 }, ["amount"]);
  }
  if (kind === "tournament_ticket") add("ticket");
  if (kind === "cashback") return [...cashbackLines(terms), ...rest(kind, terms)];
  const window = availabilityLine(terms);
  if (window) lines.push(window);
  if (terms.trigger === "deposit" && terms.minDeposit !== null) {
    add("minDeposit", { amount: terms.minDeposit }, ["amount"]);
  }
  if (terms.trigger === "sports_bet") {
    add("qualifying", { amount: terms.minDeposit ?? 0, odds: terms.qualifyingMinOdds ?? 1 }, ["amount"]);
  }
  if (terms.firstDepositOnly) add("firstDeposit");
  return [...lines, ...rest(kind, terms)];
}

/**
 * The wagering rules and the validity: what bonus money is played under. A ticket has no money; a cashback paid as
 * real money has neither wagering nor a validity (its own line says how it is paid).
 */
function rest(kind: BonusKind, terms: BonusTerms): TermLine[] {
  const lines: TermLine[] = [];
  const add = (key: string, values: TermLine["values"] = {}, money?: string[]) =>
    lines.push({ key, values, ...(money ? { money } : {}), ...("odds" in values ? { odds: ["odds"] } : {}) });
  const realCashback = kind === "cashback" && terms.wageringMultiplier === 0;
  if (kind !== "tournament_ticket" && !realCashback) {
    if (terms.wageringMultiplier === 0) add("noWagering");
    else if (terms.wageringBase === "bonus_deposit")
      add("wageringDeposit", { multiplier: terms.wageringMultiplier });
    else add("wagering", { multiplier: terms.wageringMultiplier });
  }
  if (terms.wageringMultiplier > 0) {
    const { slot, table, dice, sports } = terms.contributions;
    add("contributions", { slot, table, dice });
    if (sports > 0) add("sports", { sports, odds: terms.sportsMinOdds ?? 1 });
  }
  if (terms.maxBet !== null) add("maxBet", { amount: terms.maxBet }, ["amount"]);
  if (terms.maxConversion !== null) add("maxConversion", { amount: terms.maxConversion }, ["amount"]);
  if (!realCashback) add("validity", { count: terms.validityDays });
  return lines;
}

/**
 * A cashback opt-in: the share of the week's net losses on its games, the minimum and cap, when and how it is
 * paid (real money, or bonus money under the wagering that follows), and what counts.
 */
function cashbackLines(terms: BonusTerms): TermLine[] {
  const games = (terms.gameSlugs ?? []).map(gameName).join("|");
  const percentage = terms.percentage ?? 0;
  const lines: TermLine[] = [
    terms.maxBonus === null
      ? { key: "cashbackUncapped", values: { percentage, games }, lists: ["games"] }
      : {
          key: "cashback",
          values: { percentage, games, max: terms.maxBonus },
          money: ["max"],
          lists: ["games"],
        },
  ];
  if (terms.minDeposit !== null)
    lines.push({ key: "cashbackMinimum", values: { amount: terms.minDeposit }, money: ["amount"] });
  lines.push({ key: terms.wageringMultiplier === 0 ? "cashbackReal" : "cashbackBonus", values: {} });
  lines.push({ key: "cashbackCounts", values: {} });
  return lines;
}
