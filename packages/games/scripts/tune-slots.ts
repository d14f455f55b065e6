// Authoring tool for slot titles (not used at run time). Run from the repository root with tsx:
//
//   npx tsx packages/games/scripts/tune-slots.ts report                 exact maths of every title
//   npx tsx packages/games/scripts/tune-slots.ts strip "A2 B3x3 S1" 7   a well-spread strip from symbol counts
//   npx tsx packages/games/scripts/tune-slots.ts tune <slug> <rtp>      rescale the paytable to an RTP, rewrite stats
//
// After `tune`, run `npx biome check --write packages/games` to format the rewritten title.
//
// Tuning keeps the strips and moves only the pays: the RTP is linear in every pay (free spins included, since a
// free spin's expected win is a base spin's times constants that depend on the strips only), so the script
// measures each pay's exact contribution once, scales the table, snaps every pay to a "round" value players
// read easily (PAY_LADDER), then moves single pays one rung at a time towards the target. It rewrites the title's
// `pays`, `scatter.pays` and `stats` in place; the unit tests then assert the result.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { simulationRng, uniformFloat } from "../src/fair/rng";
import { slotTitles } from "../src/slots/catalogue";
import type { SlotDefinition } from "../src/slots/slot.types";
import { analyseSlot } from "../src/slots/slot-maths";

const titlesDir = join(import.meta.dirname, "../src/slots/titles");

/**
 * Spreads each symbol evenly around the strip (random phase per symbol) so nothing clusters by accident. A count
 * may name a stack size, "e6x3" = six e in two stacks of three, which makes full-height wins on ways titles.
 */
function buildStrip(spec: string, seed: number): string {
  const rng = simulationRng(seed);
  const units: { at: number; code: string; size: number }[] = [];
  const parts = spec.split(/\s+/).map((part) => {
    const [, code = "", count = "0", size = "1"] = /^(.)(\d+)(?:x(\d+))?$/.exec(part) ?? [];
    return { code, count: Number(count), size: Number(size) };
  });
  const length = parts.reduce((sum, part) => sum + part.count, 0);
  for (const { code, count, size } of parts) {
    const stacks = Math.ceil(count / size);
    const phase = uniformFloat(rng);
    for (let i = 0; i < stacks; i++) {
      units.push({ at: ((i + phase) * length) / stacks, code, size: Math.min(size, count - i * size) });
    }
  }
  return units
    .sort((a, b) => a.at - b.at)
    .map((unit) => unit.code.repeat(unit.size))
    .join("");
}

function report(defs: readonly SlotDefinition[]): void {
  for (const def of defs) {
    const a = analyseSlot(def);
    console.info(
      [
        def.slug.padEnd(22),
        `rtp ${(a.rtp * 100).toFixed(3)}%`,
        `base ${(a.baseRtp * 100).toFixed(2)}%`,
        `hit ${(a.hitFrequency * 100).toFixed(2)}%`,
        `σ ${a.standardDeviation.toFixed(2)}`,
        a.volatility.padEnd(6),
        `trigger 1/${(1 / a.triggerProbability).toFixed(0)}`,
        `combos ${a.combinations}`,
      ].join("  "),
    );
  }
}

type Entry = { symbol: string | null; index: number };

function withPay(def: SlotDefinition, entry: Entry, pay: number): SlotDefinition {
  if (entry.symbol === null) {
    const pays = [...def.scatter!.pays];
    pays[entry.index] = pay;
    return { ...def, scatter: { ...def.scatter!, pays } };
  }
  const row = [...def.pays[entry.symbol]!];
  row[entry.index] = pay;
  return { ...def, pays: { ...def.pays, [entry.symbol]: row } };
}

function payOf(def: SlotDefinition, entry: Entry): number {
  return entry.symbol === null ? def.scatter!.pays[entry.index]! : def.pays[entry.symbol]![entry.index]!;
}

const PAY_LADDER = [
  1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 75, 80, 100, 120, 150, 200, 250, 300, 400, 500,
  600, 750, 800, 1000, 1200, 1500, 2000, 2500, 3000, 4000, 5000, 6000, 7500, 8000, 10000, 12000, 15000, 20000,
  25000, 30000,
];

/** The nearest rung of the ladder. */
function snap(pay: number): number {
  return PAY_LADDER.reduce((best, rung) => (Math.abs(rung - pay) < Math.abs(best - pay) ? rung : best), 1);
}

/** A pay may move if more-of-a-kind still pays more and a symbol listed earlier never pays less than a later one. */
function canSet(def: SlotDefinition, entry: Entry, pay: number): boolean {
  const row = entry.symbol === null ? def.scatter!.pays : def.pays[entry.symbol]!;
  const below = row[entry.index - 1] ?? 0;
  const above = row[entry.index + 1] ?? Number.POSITIVE_INFINITY;
  if (pay <= below || pay >= above) return false;
  if (entry.symbol === null) return true;
  const order = Object.keys(def.pays);
  const at = order.indexOf(entry.symbol);
  const richer = order[at - 1];
  const poorer = order[at + 1];
  if (richer !== undefined && def.pays[richer]![entry.index]! < pay) return false;
  return poorer === undefined || def.pays[poorer]![entry.index]! <= pay;
}

function tune(def: SlotDefinition, target: number): SlotDefinition {
  const entries: Entry[] = [
    ...Object.entries(def.pays).flatMap(([symbol, row]) => row.map((_, index) => ({ symbol, index }))),
    ...(def.scatter?.pays ?? []).map((_, index) => ({ symbol: null, index })),
  ];
  const start = analyseSlot(def).rtp;
  const slope = entries.map((entry) => analyseSlot(withPay(def, entry, payOf(def, entry) + 1)).rtp - start);
  const scale = target / start;
  let tuned = def;
  for (const entry of entries) tuned = withPay(tuned, entry, snap(payOf(def, entry) * scale));
  // Each pay may move at most one rung from its scaled value, so the table keeps the shape it was designed with.
  const home = entries.map((entry) => PAY_LADDER.indexOf(payOf(tuned, entry)));
  const model = (d: SlotDefinition) =>
    entries.reduce((rtp, entry, i) => rtp + (payOf(d, entry) - payOf(def, entry)) * slope[i]!, start);
  for (let step = 0; step < 500; step++) {
    const current = model(tuned);
    let best: SlotDefinition | null = null;
    let bestGap = Math.abs(current - target);
    entries.forEach((entry, i) => {
      const rung = PAY_LADDER.indexOf(payOf(tuned, entry));
      for (const next of [rung - 1, rung + 1]) {
        const pay = PAY_LADDER[next];
        if (pay === undefined || Math.abs(next - home[i]!) > 1 || !canSet(tuned, entry, pay)) continue;
        const candidate = withPay(tuned, entry, pay);
        const gap = Math.abs(model(candidate) - target);
        if (gap < bestGap) {
          bestGap = gap;
          best = candidate;
        }
      }
    });
    if (!best) break;
    tuned = best;
  }
  return tuned;
}

function rewrite(def: SlotDefinition): void {
  const file = join(titlesDir, `${def.slug}.ts`);
  const a = analyseSlot(def);
  const pays = Object.entries(def.pays)
    .map(
      ([symbol, row]) =>
        `    ${/^[a-z]\w*$/i.test(symbol) ? symbol : JSON.stringify(symbol)}: [${row.join(", ")}],`,
    )
    .join("\n");
  const stats = [
    `rtp: ${a.rtp.toPrecision(15)}`,
    `hitFrequency: ${a.hitFrequency.toPrecision(15)}`,
    `standardDeviation: ${a.standardDeviation.toPrecision(15)}`,
    `volatility: "${a.volatility}"`,
  ].join(", ");
  const source = readFileSync(file, "utf8")
    .replace(/ {2}pays: \{[\s\S]*?\n {2}\},/, `  pays: {\n${pays}\n  },`)
    .replace(/(scatter: \{\s*pays: \[)[^\]]*\]/, `$1${def.scatter?.pays.join(", ") ?? ""}]`)
    .replace(/ {2}stats: \{[\s\S]*?\},\n\};/, `  stats: { ${stats} },\n};`);
  writeFileSync(file, source);
  report([def]);
}

const [command, ...args] = process.argv.slice(2);
if (command === "report") {
  report(slotTitles.filter((def) => args.length === 0 || args.includes(def.slug)));
} else if (command === "strip") {
  console.info(buildStrip(args[0] ?? "", Number(args[1] ?? 1)));
} else if (command === "tune") {
  const def = slotTitles.find((title) => title.slug === args[0]);
  if (!def) throw new Error(`no title ${args[0]}`);
  rewrite(tune(def, Number(args[1])));
} else {
  console.error("usage: tune-slots.ts report [slug…] | strip <counts> <seed> | tune <slug> <rtp>");
}
