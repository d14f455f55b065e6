// The shape of a slot title and of a played round. Every amount is in coins: a total bet is `coins` coins, so a
// win of w coins pays w / coins times the total bet. Wins are whole coins (pays, scatter pays and free-spin
// multipliers are integers), which keeps the maths exact and lets the server compute money without floats.

/** One symbol of a title: a stable id, a display name, the art key the web maps to SVG art, and its strip code. */
export interface SlotSymbol {
  /** Stable id used in results and in the paytable. */
  id: string;
  /** Display name (English; the web may localise by id). */
  name: string;
  /** Key of the SVG art the web draws for this symbol. */
  art: string;
  /** One character that stands for the symbol in the reel strips. */
  code: string;
  /** A wild substitutes for every regular symbol; a scatter pays anywhere and triggers free spins. */
  kind?: "wild" | "scatter";
}

/** Free spins: awarded by 3 or more scatters, played at once inside the same round. */
export interface FreeSpinsRule {
  /** Spins awarded per trigger. */
  spins: number;
  /** Every win during free spins (lines, ways and scatter) is multiplied by this. */
  multiplier: number;
  /** Whether 3 or more scatters during free spins award `spins` more. */
  retrigger: boolean;
}

/** The scatter's pays and feature. */
export interface ScatterRule {
  /** Multiples of the TOTAL bet paid by 3, 4, 5 … scatters anywhere in the window: pays[count − 3]; all > 0. */
  pays: number[];
  /** The free-spin feature the scatter triggers. */
  freeSpins: FreeSpinsRule;
}

/** Volatility label derived from the round's standard deviation (see slot-maths.ts for the thresholds). */
export type Volatility = "low" | "medium" | "high";

/** The title's maths as computed by exact enumeration; declared here and asserted by the tests. */
export interface SlotStats {
  /** Return to player as a fraction (0.961 = 96.1 %). */
  rtp: number;
  /** Probability that a round (base spin plus any feature) wins anything. */
  hitFrequency: number;
  /** Standard deviation of a round's win, in total bets. */
  standardDeviation: number;
  /** Label derived from the standard deviation. */
  volatility: Volatility;
}

/** A slot title: everything the engine needs to play it and the maths to compute its RTP. */
export interface SlotDefinition {
  /** URL slug, unique in the catalogue. */
  slug: string;
  /** Display name. */
  name: string;
  /** One-line theme description. */
  theme: string;
  /** Visible rows per reel. */
  rows: number;
  /** Every symbol, with exactly one scatter at most and one wild at most. */
  symbols: SlotSymbol[];
  /** One strip per reel as a string of symbol codes; stop i shows strip[i], strip[i + 1], … top to bottom, wrapping. */
  reels: string[];
  /** Paylines (the row on each reel, left to right) or "ways" (any symbol on adjacent reels from the left). */
  lines: number[][] | "ways";
  /** Coins in one total bet; for a lines game one coin per line, so it equals the number of lines. */
  coins: number;
  /** Coins paid per line or per way for 3, 4, 5 … of a kind from the leftmost reel: pays[id][count − 3]. */
  pays: Record<string, number[]>;
  /** Present when the title has a scatter symbol. */
  scatter?: ScatterRule;
  /** The declared maths, asserted against the enumeration by the tests. */
  stats: SlotStats;
}

/** A reel and row in the window, both from 0 (row 0 is the top). */
export type Position = [reel: number, row: number];

/** One win in a spin. */
export interface SlotWin {
  /** A payline win, a ways win or a scatter win. */
  kind: "line" | "ways" | "scatter";
  /** Payline index for line wins. */
  line?: number;
  /** Winning symbol id. */
  symbol: string;
  /** How many of a kind (reels from the left, or scatters in view). */
  count: number;
  /** Number of ways for ways wins (1 otherwise). */
  ways: number;
  /** Every position that takes part in the win. */
  positions: Position[];
  /** Coins won, free-spin multiplier included. */
  coins: number;
}

/** One spin (the base spin or a free spin) of a round. */
export interface SlotSpin {
  /** Stop drawn for each reel. */
  stops: number[];
  /** Visible symbol ids per reel, top to bottom. */
  window: string[][];
  /** Wins of this spin. */
  wins: SlotWin[];
  /** Multiplier applied to this spin's wins (1 in the base game). */
  multiplier: number;
  /** Free spins this spin awarded (0 when none). */
  awardedSpins: number;
  /** Coins won by this spin, multiplier included. */
  coins: number;
}

/** A whole slot round: the base spin and every free spin it led to, ready to store and to replay. */
export interface SlotRound {
  /** Title slug. */
  slug: string;
  /** Coins in one total bet. */
  coins: number;
  /** The paid spin. */
  base: SlotSpin;
  /** Free spins in the order they were played. */
  freeSpins: SlotSpin[];
  /** Total coins won in the round. */
  winCoins: number;
  /** Total win as a multiple of the total bet (winCoins / coins). */
  win: number;
}
