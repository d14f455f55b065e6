#!/usr/bin/env node
/**
 * Runs named phases one after another (or a group side by side), stops at the first failure, and prints how long
 * each took and the total. `npm test` and `.ci/run` both use it, so every run shows where its time went.
 *
 *   node scripts/phases.mjs "lint=npm run lint" "types=npm run typecheck" ...
 *   node scripts/phases.mjs "lint=npm run lint" "+types=npm run typecheck"   (a leading + runs beside the phase before)
 *
 * With PHASE_LOG=<file> the lines are also appended there (.ci/run collects every phase of a run in one table).
 */
import { spawn } from "node:child_process";
import { appendFileSync } from "node:fs";

const phases = process.argv.slice(2).map((arg) => {
  const at = arg.indexOf("=");
  if (at < 1) throw new Error(`expected name=command, got: ${arg}`);
  const beside = arg.startsWith("+");
  return { name: arg.slice(beside ? 1 : 0, at), command: arg.slice(at + 1), beside };
});

// Consecutive phases joined by "+" form one group that runs at the same time.
const groups = [];
for (const phase of phases) {
  if (phase.beside && groups.length) groups.at(-1).push(phase);
  else groups.push([phase]);
}

const lines = [];
const started = Date.now();
let failed;
for (const group of groups) {
  const results = await Promise.all(group.map(run));
  failed = results.find((result) => result.code !== 0);
  if (failed) break;
}
const total = (Date.now() - started) / 1000;
console.info("\n== phases");
for (const line of lines) console.info(line);
console.info(format("total", total, failed ? `FAILED in ${failed.name}` : "passed"));
if (process.env.PHASE_LOG) appendFileSync(process.env.PHASE_LOG, `${lines.join("\n")}\n`);
process.exit(failed ? 1 : 0);

function run(phase) {
  const start = Date.now();
  console.info(`\n== ${phase.name}: ${phase.command}`);
  return new Promise((resolve) => {
    const child = spawn(phase.command, { shell: true, stdio: "inherit" });
    child.on("exit", (code, signal) => {
      const seconds = (Date.now() - start) / 1000;
      const status = code === 0 ? "passed" : `FAILED (${signal ?? `exit ${code}`})`;
      lines.push(format(phase.name, seconds, status));
      resolve({ name: phase.name, code: code ?? 1 });
    });
  });
}

function format(name, seconds, status) {
  const whole = Math.round(seconds);
  const clock = `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
  return `${name.padEnd(44)} ${clock.padStart(6)}  ${status}`;
}
