// Cash-out: the bet's fair value now, less the book's cash-out margin.

import { returnFactor } from "./settlement";
import type { CashOutInput } from "./types";

/**
 * stake × Π(settled legs' return factors) × Π(open legs: accepted odds × current win probability) × (1 − margin).
 * A lost leg makes it 0; with no open legs it is the settled return less the margin (the book settles those
 * anyway, so the server would normally not offer it). Not rounded: the server rounds down to minor units.
 */
export function cashOutValue(input: CashOutInput): number {
  const { stake, legs, margin } = input;
  if (!(stake >= 0)) throw new RangeError("stake must be non-negative");
  if (!(margin >= 0 && margin < 1)) throw new RangeError("margin must be in [0, 1)");
  let value = stake;
  for (const leg of legs) {
    if (leg.outcome === "open") {
      const p = Math.min(1, Math.max(0, leg.probability));
      value *= leg.odds * p;
    } else {
      value *= returnFactor(leg.outcome, leg.odds);
    }
    if (value === 0) return 0;
  }
  return value * (1 - margin);
}
