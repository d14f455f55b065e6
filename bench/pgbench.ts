import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { promisify } from "node:util";
import pg from "pg";
import { LOAD } from "./load";

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
 * here and dropped afterwards. Scale: pgbench's default 1 (BENCH_PGBENCH_SCALE to change it).
 */
export async function pgbenchTpcb(
  url: string,
  options: { clients?: number; seconds?: number; scale?: number } = {},
): Promise<PgbenchResult> {
  const clients = options.clients ?? LOAD.connections;
  const seconds = options.seconds ?? LOAD.duration;
  const scale = options.scale ?? Number(process.env.BENCH_PGBENCH_SCALE ?? 1);
  const name = `pgbench_${process.pid}_${Date.now()}`;
  const admin = new URL(url);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
    const bin = pgbenchBinary();
    await run(bin, ["-i", "-q", "-s", String(scale), target.toString()]);
    const { stdout } = await run(bin, [
      "-n",
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
  } finally {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  }
}
