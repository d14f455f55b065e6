import type { FreeSpinsRule, SlotDefinition } from "./slot.types";

/** A definition checked and turned into symbol indexes, shared by the engine and the enumeration. */
export interface CompiledSlot {
  def: SlotDefinition;
  reelCount: number;
  rows: number;
  /** Symbol ids by index. */
  ids: string[];
  /** Index of the wild, −1 when none. */
  wild: number;
  /** Index of the scatter, −1 when none. */
  scatter: number;
  /** Symbol index at each stop, per reel. */
  strips: Int32Array[];
  /** Coins per line or way by symbol index and count − 3 (zeros where the paytable has nothing). */
  pays: number[][];
  /** Paylines, or null for a ways game. */
  lines: number[][] | null;
  /** Total-bet multiples by scatter count − 3. */
  scatterPays: number[];
  freeSpins: FreeSpinsRule | null;
}

const cache = new WeakMap<SlotDefinition, CompiledSlot>();

/** Checks a definition and compiles it once (cached per definition object); throws on any inconsistency. */
export function compileSlot(def: SlotDefinition): CompiledSlot {
  const cached = cache.get(def);
  if (cached) return cached;
  const compiled = compile(def);
  cache.set(def, compiled);
  return compiled;
}

function compile(def: SlotDefinition): CompiledSlot {
  const fail = (message: string): never => {
    throw new Error(`slot ${def.slug}: ${message}`);
  };
  const reelCount = def.reels.length;
  if (reelCount < 3) fail("needs at least 3 reels");
  if (!Number.isInteger(def.rows) || def.rows < 1) fail("rows must be a positive integer");

  const ids = def.symbols.map((s) => s.id);
  const byCode = new Map(def.symbols.map((s, i) => [s.code, i]));
  if (new Set(ids).size !== ids.length) fail("symbol ids must be unique");
  if (byCode.size !== ids.length || def.symbols.some((s) => s.code.length !== 1)) {
    fail("symbol codes must be unique single characters");
  }
  const wilds = def.symbols.flatMap((s, i) => (s.kind === "wild" ? [i] : []));
  const scatters = def.symbols.flatMap((s, i) => (s.kind === "scatter" ? [i] : []));
  if (wilds.length > 1 || scatters.length > 1) fail("at most one wild and one scatter");
  const wild = wilds[0] ?? -1;
  const scatter = scatters[0] ?? -1;

  const strips = def.reels.map((strip, reel) => {
    if (strip.length < def.rows) fail(`reel ${reel} is shorter than the window`);
    return Int32Array.from(
      strip,
      (code) => byCode.get(code) ?? fail(`unknown code "${code}" on reel ${reel}`),
    );
  });
  // Every line and way starts with a real symbol, so the wild never needs a pay or a tie-break of its own.
  if (wild >= 0 && strips[0]!.includes(wild)) fail("the wild may not appear on the first reel");
  // At most one scatter per reel in view keeps the scatter count within the paytable (3 … reels).
  if (scatter >= 0) {
    strips.forEach((strip, reel) => {
      for (let stop = 0; stop < strip.length; stop++) {
        let seen = 0;
        for (let row = 0; row < def.rows; row++) if (strip[(stop + row) % strip.length] === scatter) seen++;
        if (seen > 1) fail(`reel ${reel} can show two scatters at stop ${stop}`);
      }
    });
  }

  const counts = reelCount - 2;
  const pays = def.symbols.map(() => new Array<number>(counts).fill(0));
  for (const [id, table] of Object.entries(def.pays)) {
    const index = ids.indexOf(id);
    if (index < 0 || index === wild || index === scatter)
      fail(`pays for "${id}", which is not a regular symbol`);
    if (table.length !== counts || table.some((p) => !Number.isInteger(p) || p < 0)) {
      fail(`pays for "${id}" need ${counts} whole numbers (3 … ${reelCount} of a kind)`);
    }
    pays[index] = [...table];
  }

  let lines: number[][] | null = null;
  if (def.lines === "ways") {
    if (!Number.isInteger(def.coins) || def.coins < 1) fail("coins must be a positive integer");
  } else {
    lines = def.lines;
    const keys = new Set(lines.map((line) => line.join(",")));
    if (keys.size !== lines.length) fail("paylines must be distinct");
    for (const line of lines) {
      if (
        line.length !== reelCount ||
        line.some((row) => !Number.isInteger(row) || row < 0 || row >= def.rows)
      ) {
        fail(`payline ${line.join("-")} does not fit ${reelCount}×${def.rows}`);
      }
    }
    if (def.coins !== lines.length) fail("a lines game bets one coin per line");
  }

  if (scatter >= 0 !== (def.scatter !== undefined)) fail("a scatter symbol and a scatter rule go together");
  const rule = def.scatter;
  if (rule) {
    if (rule.pays.length !== counts || rule.pays.some((p) => !Number.isInteger(p) || p <= 0)) {
      fail(`scatter pays need ${counts} positive whole numbers`);
    }
    const { spins, multiplier } = rule.freeSpins;
    if (!Number.isInteger(spins) || spins < 1 || !Number.isInteger(multiplier) || multiplier < 1) {
      fail("free spins and their multiplier must be positive integers");
    }
  }

  return {
    def,
    reelCount,
    rows: def.rows,
    ids,
    wild,
    scatter,
    strips,
    pays,
    lines,
    scatterPays: rule ? [...rule.pays] : [],
    freeSpins: rule ? rule.freeSpins : null,
  };
}
