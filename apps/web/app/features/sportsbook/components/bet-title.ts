import type { Bet } from "@casino/contract";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Single", "Double", "Treble", "5-fold accumulator", "System 2/3 (3 lines)", "Bet builder". */
export function betTitle(t: Translate, bet: Pick<Bet, "kind" | "legs" | "system">): string {
  if (bet.kind === "single") return t("sports.kind.single");
  if (bet.kind === "bet_builder") return t("sports.kind.betBuilder");
  if (bet.kind === "system" && bet.system)
    return t("sports.kind.system", {
      size: bet.system.size,
      count: bet.legs.length,
      lines: bet.system.lines,
    });
  return foldName(t, bet.legs.length);
}

/** The name of an accumulator of `count` legs: Double, Treble, 4-fold accumulator, … */
export function foldName(t: Translate, count: number): string {
  if (count === 2) return t("sports.kind.double");
  if (count === 3) return t("sports.kind.treble");
  return t("sports.kind.fold", { count });
}
