import type { Sport } from "@casino/contract";
import type { MarketType } from "@casino/sports";

/**
 * The generated names of the book in one locale: sports, market types and the generic selections. `{line}`,
 * `{home}` and `{away}` are filled in by market-names.ts; team names are proper names and never translated.
 */
export interface SportsbookTexts {
  /** BCP 47 tag for number formatting (2.5 / 2,5). */
  numberLocale: string;
  sports: Record<Sport, string>;
  markets: Record<MarketType, string>;
  selections: {
    draw: string;
    over: string;
    under: string;
    yes: string;
    no: string;
    otherScore: string;
    homeOrDraw: string;
    homeOrAway: string;
    drawOrAway: string;
  };
}
