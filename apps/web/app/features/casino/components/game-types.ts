import type { RoundView } from "@casino/contract";
import type { PlayMode } from "../api/rounds";

/** What every game UI gets from the game page. */
export interface GameProps {
  slug: string;
  mode: PlayMode;
  /** Called with every settled or updated round (stake, win and fun balance come from it). */
  onRound: (round: RoundView) => void;
  /** An amount in the play currency. */
  format: (amount: number) => string;
  /** An unfinished round to resume (blackjack). */
  openRound?: RoundView | null;
  /** Real play: the least time between two rounds the player's rules set (ms), else null. */
  minRoundGapMs?: number | null;
  /** Real play: the highest slot stake the player's rules allow (major units), else null. */
  maxSlotStake?: number | null;
}
