import type { CompiledSlot } from "./slot-compile";

/** How often each base-spin win (in coins, scatter pay included) occurs, split by whether free spins trigger. */
export interface SpinDistribution {
  /** Number of stop combinations enumerated (the product of the strip lengths when unrestricted). */
  combinations: number;
  /** combinations[coins] of spins that do not trigger free spins. */
  plain: Float64Array;
  /** combinations[coins] of spins that trigger free spins. */
  triggered: Float64Array;
}

/** Every stop of every reel. */
export function allStops(c: CompiledSlot): number[][] {
  return c.strips.map((strip) => Array.from(strip, (_, stop) => stop));
}

/**
 * Enumerates every combination of the given stops (all of them by default) and tallies the base spin's win.
 *
 * A depth-first walk over the reels carries, per payline (or per symbol for ways), whether it still matches and its
 * ways product; a line that stops matching is paid at once. When nothing matches any more, the remaining reels
 * only matter through their scatters, so their scatter-count distribution is added in one step instead of being
 * walked. The result is exact: counts are integers well below 2⁵³.
 */
export function enumerateSpins(c: CompiledSlot, stopsOf: number[][] = allStops(c)): SpinDistribution {
  const { reelCount, rows, wild, scatter, pays, lines } = c;
  const symbolCount = c.ids.length;
  const view = c.strips.map((strip) => {
    const out = new Int32Array(strip.length * rows);
    for (let stop = 0; stop < strip.length; stop++) {
      for (let row = 0; row < rows; row++) out[stop * rows + row] = strip[(stop + row) % strip.length]!;
    }
    return out;
  });
  const scatters = view.map((v, reel) =>
    Int32Array.from(c.strips[reel]!, (_, stop) => {
      let seen = 0;
      for (let row = 0; row < rows; row++) if (v[stop * rows + row] === scatter) seen++;
      return seen;
    }),
  );
  // Ways: positions on a reel that match each symbol (wild included).
  const matching = view.map((v, reel) => {
    const out = new Int32Array(c.strips[reel]!.length * symbolCount);
    for (let i = 0; i < v.length; i++) {
      const stop = Math.floor(i / rows);
      const symbol = v[i]!;
      if (symbol !== wild) out[stop * symbolCount + symbol]! += 1;
      else
        for (let s = 0; s < symbolCount; s++)
          if (s !== scatter && s !== wild) out[stop * symbolCount + s]! += 1;
    }
    return out;
  });
  // suffix[r][k]: combinations of reels r … last that show k scatters.
  const suffix: number[][] = new Array(reelCount + 1);
  suffix[reelCount] = [1];
  for (let reel = reelCount - 1; reel >= 0; reel--) {
    const next = suffix[reel + 1]!;
    const here = new Array<number>(next.length + rows).fill(0);
    for (const stop of stopsOf[reel]!) {
      const k = scatters[reel]![stop]!;
      next.forEach((weight, j) => {
        here[j + k]! += weight;
      });
    }
    suffix[reel] = here;
  }

  const capacity = lines ? lines.length : rows;
  const heads = Array.from({ length: reelCount }, () => new Int32Array(capacity));
  const refs = Array.from({ length: reelCount }, () => new Int32Array(capacity));
  const mults = Array.from({ length: reelCount }, () => new Float64Array(capacity));
  let plain = new Float64Array(1024);
  let triggered = new Float64Array(1024);
  const hasFeature = c.freeSpins !== null;

  const add = (coins: number, scatterCount: number, weight: number) => {
    const total = scatterCount >= 3 ? coins + c.scatterPays[scatterCount - 3]! * c.def.coins : coins;
    if (total >= plain.length) {
      let size = plain.length;
      while (size <= total) size *= 2;
      const grow = (from: Float64Array) => {
        const to = new Float64Array(size);
        to.set(from);
        return to;
      };
      plain = grow(plain);
      triggered = grow(triggered);
    }
    if (hasFeature && scatterCount >= 3) triggered[total]! += weight;
    else plain[total]! += weight;
  };

  const visit = (reel: number, settled: number, scatterCount: number, alive: number): void => {
    if (alive === 0) {
      suffix[reel]!.forEach((weight, k) => {
        if (weight > 0) add(settled, scatterCount + k, weight);
      });
      return;
    }
    const [fromHeads, fromRefs, fromMults] = [heads[reel - 1]!, refs[reel - 1]!, mults[reel - 1]!];
    const [toHeads, toRefs, toMults] = [heads[reel]!, refs[reel]!, mults[reel]!];
    const reelView = view[reel]!;
    const reelMatching = matching[reel]!;
    const last = reel === reelCount - 1;
    for (const stop of stopsOf[reel]!) {
      let won = settled;
      let kept = 0;
      for (let k = 0; k < alive; k++) {
        const head = fromHeads[k]!;
        let factor: number;
        if (lines) {
          const symbol = reelView[stop * rows + lines[fromRefs[k]!]![reel]!]!;
          factor = symbol === head || symbol === wild ? 1 : 0;
        } else {
          factor = reelMatching[stop * symbolCount + head]!;
        }
        if (factor > 0) {
          toHeads[kept] = head;
          toRefs[kept] = fromRefs[k]!;
          toMults[kept] = fromMults[k]! * factor;
          kept++;
        } else if (reel >= 3) {
          won += pays[head]![reel - 3]! * fromMults[k]!;
        }
      }
      const seen = scatterCount + scatters[reel]![stop]!;
      if (last) {
        for (let k = 0; k < kept; k++) won += pays[toHeads[k]!]![reelCount - 3]! * toMults[k]!;
        add(won, seen, 1);
      } else {
        visit(reel + 1, won, seen, kept);
      }
    }
  };

  for (const stop of stopsOf[0]!) {
    let alive = 0;
    if (lines) {
      lines.forEach((line, ref) => {
        const head = view[0]![stop * rows + line[0]!]!;
        if (head === scatter) return;
        heads[0]![alive] = head;
        refs[0]![alive] = ref;
        mults[0]![alive] = 1;
        alive++;
      });
    } else {
      for (let symbol = 0; symbol < symbolCount; symbol++) {
        const count = matching[0]![stop * symbolCount + symbol]!;
        if (count === 0 || symbol === scatter || symbol === wild) continue;
        heads[0]![alive] = symbol;
        mults[0]![alive] = count;
        alive++;
      }
    }
    visit(1, 0, scatters[0]![stop]!, alive);
  }
  const combinations = stopsOf.reduce((product, stops) => product * stops.length, 1);
  return { combinations, plain, triggered };
}
