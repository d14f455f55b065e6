/** One level of a progressive jackpot. Amounts are minor units, the same figure in every currency. */
export interface JackpotLevelConfig {
  /** Its value right after a win (paid in from the promotions account). */
  seed: bigint;
  /** Share of every stake on a participating game that feeds this level, in basis points (1 = 0.01 %). */
  contributionBp: number;
  /** Chance per major unit staked that a round wins this level (1 = every round of 1.00 or more wins it). */
  chancePerUnit: number;
  /** When the value reaches this, the contributing round wins the level whatever the draw (null: no must-drop). */
  mustDropBy: bigint | null;
}

export interface JackpotConfig {
  id: string;
  name: string;
  /** Studio games whose stakes feed the jackpot and may win it. */
  games: string[];
  /** Levels I..IV. */
  levels: [JackpotLevelConfig, JackpotLevelConfig, JackpotLevelConfig, JackpotLevelConfig];
}

/**
 * The in-house progressive jackpot (named like the jackpot-slide banner's `jackpotId`). 1.5 % of each stake feeds
 * it in total. Level I is small and frequent, level IV rare and large; I to III must drop before a ceiling so a
 * player can see they pay out.
 */
export const VELA_MEGA: JackpotConfig = {
  id: "vela-mega",
  name: "Vela Mega Jackpot",
  games: [
    "comet-cascade",
    "neon-nights",
    "jungle-drums",
    "sands-of-anubet",
    "midnight-carnival",
    "fruit-stand",
    "harvest-farm",
  ],
  levels: [
    { seed: 2_000n, contributionBp: 60, chancePerUnit: 1 / 2_000, mustDropBy: 10_000n },
    { seed: 10_000n, contributionBp: 40, chancePerUnit: 1 / 20_000, mustDropBy: 50_000n },
    { seed: 100_000n, contributionBp: 30, chancePerUnit: 1 / 250_000, mustDropBy: 500_000n },
    { seed: 1_000_000n, contributionBp: 20, chancePerUnit: 1 / 5_000_000, mustDropBy: null },
  ],
};

export const LEVEL_NAMES = ["I", "II", "III", "IV"] as const;

/** Bus channel of live jackpot values (JackpotTick). */
export const JACKPOT_CHANNEL = "engagement.jackpot";
