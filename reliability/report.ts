import type { Tally } from "./client";
import type { FuzzResult } from "./fuzz";
import type { InvariantResult } from "./invariants";
import type { Check } from "./keys";

const CLASSES = ["2xx", "3xx", "4xx", "5xx", "net"];
const pad = (text: string | number, width: number) => String(text).padStart(width);

/** Requests by operation and status class, as a fixed-width table. */
export function printTally(tally: Tally): void {
  const ops = [...tally.byOp.keys()].sort();
  const width = Math.max(10, ...ops.map((op) => op.length));
  console.info(`\n${"operation".padEnd(width)} ${CLASSES.map((c) => pad(c, 7)).join(" ")}`);
  for (const op of ops) {
    const row = tally.byOp.get(op);
    console.info(`${op.padEnd(width)} ${CLASSES.map((c) => pad(row?.get(c) ?? 0, 7)).join(" ")}`);
  }
  console.info(`${"TOTAL".padEnd(width)} ${CLASSES.map((c) => pad(tally.count(c), 7)).join(" ")}`);
}

export function printChecks(title: string, checks: (Check | InvariantResult)[]): number {
  console.info(`\n${title}`);
  let failed = 0;
  for (const check of checks) {
    if (!check.pass) failed++;
    console.info(`  ${check.pass ? "PASS" : "FAIL"}  ${check.name} — ${check.detail}`);
  }
  return failed;
}

export function printFuzz(result: FuzzResult): void {
  console.info(
    `\nfuzz: ${result.operations} operations × ${result.cases} cases × guest/player = ${result.requests} requests; ` +
      `${result.fiveXx} × 5xx, ${result.stackTraces} stack traces, ${result.noAnswer} without an answer`,
  );
  if (result.noAnswerCases.length) console.info(`  without an answer: ${result.noAnswerCases.join(", ")}`);
  console.info(`  skipped: ${result.skipped.join(", ")}`);
}
