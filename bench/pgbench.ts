import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { promisify } from "node:util";
import pg from "pg";
import { LOAD, medianPair } from "./load";

const run = promisify(execFile);

export interface PgbenchResult {
  /** Transactions per second of the built-in TPC-B script (without the initial connection time). */
  tps: number;
  /** Average latency of a transaction. */
  latencyMs: number;
  scale: number;
}

/** pgbench on PATH, else the newest one of Debian's PostgreSQL packages. */
function pgbenchBinary(): string {
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (existsSync(`${root}/${v}/bin/pgbench`)) return `${root}/${v}/bin/pgbench`;
  }
  return "pgbench";
}

/**
 * The database's own speed, as the baseline of the money-path benches: the real `pgbench` with its built-in TPC-B
 * script (five statements in one transaction, one of them on a shared branch row), run against the same server as
 * the app, with the same clients and duration as the app's load, in a database of its own that is initialised
 * here and dropped by `drop`. Scale: pgbench's default 1 (BENCH_PGBENCH_SCALE to change it).
 */
export async function pgbenchDatabase(
  url: string,
  options: { clients?: number; seconds?: number; scale?: number } = {},
) {
  const clients = options.clients ?? LOAD.connections;
  const seconds = options.seconds ?? LOAD.duration;
  const scale = options.scale ?? Number(process.env.BENCH_PGBENCH_SCALE ?? 1);
  const name = `pgbench_${process.pid}_${Date.now()}`;
  const admin = new URL(url);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const bin = pgbenchBinary();
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const drop = async () => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  };
  try {
    await client.query(`create database "${name}"`);
    await run(bin, ["-i", "-q", "-s", String(scale), target.toString()]);
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    /** One run of the TPC-B script. */
    async run(): Promise<PgbenchResult> {
      // Without -n pgbench vacuums its tables and empties its history first, so every run starts as the first did.
      const { stdout } = await run(bin, [
        "-c",
        String(clients),
        "-j",
        String(Math.min(clients, 2)),
        "-T",
        String(seconds),
        target.toString(),
      ]);
      const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? Number.NaN);
      const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1] ?? Number.NaN);
      if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps:\n${stdout}`);
      return { tps, latencyMs, scale };
    },
    drop,
  };
}

/** Measured pairs of a money-path bench (BENCH_PGBENCH_PAIRS). */
const PAIRS = Number(process.env.BENCH_PGBENCH_PAIRS ?? 3);

/**
 * Runs `measure` and pgbench one after the other, PAIRS times, and answers the median pair by their ratio (and
 * every pair's ratio). This machine's speed drifts by a third within a minute (other tenants of the host); a pair
 * measures both sides within seconds of each other, and the median pair is what a run reports. Without a PostgreSQL
 * `url` (PGlite), `measure` runs once and there is no baseline.
 */
export async function pairedWithPgbench<T extends { requestsPerSecond: number }>(
  url: string | undefined,
  measure: (pair: number) => Promise<T>,
): Promise<{ ours: T; baseline: PgbenchResult | null; ratios: number[] }> {
  if (!url) return { ours: await measure(0), baseline: null, ratios: [] };
  const pgbench = await pgbenchDatabase(url);
  try {
    const pairs: { ours: T; baseline: PgbenchResult; ratio: number }[] = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      const ours = await measure(pair);
      const baseline = await pgbench.run();
      pairs.push({ ours, baseline, ratio: ours.requestsPerSecond / baseline.tps });
    }
    const ratios = pairs.map((p) => p.ratio);
    console.info(
      `pairs: ${pairs.map((p) => `${p.ours.requestsPerSecond.toFixed(0)}/s vs ${p.baseline.tps.toFixed(0)} tx/s`).join(", ")}`,
    );
    const median = medianPair(pairs, (p) => p.ratio);
    return { ours: median.ours, baseline: median.baseline, ratios };
  } finally {
    await pgbench.drop();
  }
}
