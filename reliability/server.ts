import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The audit's (or the cluster run's) own database on the given PostgreSQL server: created fresh, dropped at the end. */
export interface AuditDatabase {
  url: string;
  name: string;
  /** A pool on the audit database, for the ledger checks. */
  pool: pg.Pool;
  drop(): Promise<void>;
}

export async function createDatabase(serverUrl: string, prefix = "reliability"): Promise<AuditDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  let dropping = false;
  // An idle client's error is the pool's 'error' event, which ends the process when nobody listens. `pool.end()`
  // resolves before its clients' sockets have closed, so the forced drop below can end one of them (57P01) after
  // the audit has passed: that one is expected. Any other is reported and left to the checks that follow.
  pool.on("error", (error) => {
    if (!dropping) console.error("the audit's database pool:", error.message);
  });
  return {
    url: url.toString(),
    name,
    pool,
    async drop() {
      dropping = true;
      await pool.end();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // The killed server's connections may linger until PostgreSQL notices: force them out.
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface ServerOptions {
  databaseUrl: string;
  redisUrl: string;
  webhookSecret: string;
  dataDir: string;
  port: number;
}

/** One run of the real server as a child process (the same command CI's browser tests use, e2e/support/global-setup.ts). */
export interface RunningServer {
  baseUrl: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown hook runs, in-flight transactions are cut off. */
  kill9(): Promise<void>;
  /** SIGTERM: the graceful path; resolves with the exit code. */
  stop(): Promise<number | null>;
}

export function newDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), "vela-reliability-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      LOG_LEVEL: "warn",
      DEV_OUTBOX: "true",
      TEST_SEAMS: "true",
      // The audit signs deposits' webhooks itself, as the sandbox provider does (platform/webhook-signature.ts).
      PSP_WEBHOOK_SECRET: options.webhookSecret,
      // No demo players or bot rounds: the ledger then holds only what the audit did (and the seed's reference data).
      DEMO_DATA: "false",
      // A rare jackpot win would move money between accounts the audit is not watching; the ledger checks do not
      // depend on it, but turning it off keeps runs reproducible.
      JACKPOT_ENABLED: "false",
      // Matches run 60× faster so bets settle within the burst (settlement is part of what is audited).
      SPORTS_TIME_SCALE: "60",
      SPORTS_LIVE_DELAY_MS: "500",
      // The burst logs all players in from one IP; the default 30 a minute would refuse the re-logins after a kill.
      LOGIN_IP_LIMIT_PER_MINUTE: "1000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${options.port}`;
  await waitForHealth(baseUrl, child);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    baseUrl,
    child,
    async kill9() {
      child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill("SIGTERM");
      return exited;
    },
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} at start-up`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error("The server did not become healthy within 120 s");
}
