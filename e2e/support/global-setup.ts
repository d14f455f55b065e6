import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { findChromium } from "./chromium";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

declare module "vitest" {
  export interface ProvidedContext {
    /** One server per test worker: worker n (VITEST_POOL_ID) drives baseUrls[n - 1]. */
    baseUrls: string[];
    chromiumPath: string;
  }
}

/**
 * Starts the real production server (built web app, embedded database in a fresh temp dir) on a free port, once
 * per test worker for the whole e2e run, and stops them afterwards. Journey files run in parallel, each worker
 * against its own server: a journey that changes the whole site (maintenance mode, a campaign's terms) only ever
 * meets the journeys that run after it on the same worker, never one running beside it.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    const line =
      "E2E SKIPPED: no Chromium found. Install it with `apt-get install -y chromium` or set CHROMIUM_PATH.";
    if (process.env.CI === "true") throw new Error(`${line} (CI=true: failing instead of skipping)`);
    console.warn(`\n${"!".repeat(line.length)}\n${line}\n${"!".repeat(line.length)}\n`);
    project.provide("chromiumPath", "");
    project.provide("baseUrls", []);
    return;
  }
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const servers = await Promise.all(Array.from({ length: workers }, () => startServer()));
  project.provide(
    "baseUrls",
    servers.map((server) => server.baseUrl),
  );
  project.provide("chromiumPath", chromiumPath);
  return async () => {
    const codes = await Promise.all(servers.map((server) => server.stop()));
    const failed = codes.filter((code) => code !== 0);
    if (failed.length)
      throw new Error(`A server exited with code ${failed[0]} on SIGTERM (expected a clean 0)`);
  };
}

interface RunningServer {
  baseUrl: string;
  /** Graceful shutdown: SIGTERM must close the server and the database; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * With E2E_DATABASE_URL (a PostgreSQL server; CI sets it) each server gets a fresh database of its own there, as
 * an operator runs the site; without it, the embedded database in the server's temp dir, as `npm start` does.
 * Native PostgreSQL spares the journeys the embedded engine's start and some of its CPU on a 2-core machine.
 */
async function serverDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.E2E_DATABASE_URL;
  if (!serverUrl) return { drop: async () => undefined };
  const name = `e2e_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function startServer(): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vela-e2e-"));
  const database = await serverDatabase();
  const port = await freePort();
  // The production start (`npm run serve`): the compiled server, no TypeScript at run time.
  const entry = path.join(ROOT, "apps/server/dist/main.js");
  if (!existsSync(entry))
    throw new Error("No server build: run `npm run build` at the repository's root first");
  const server = spawn(process.execPath, ["--enable-source-maps", entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url ?? "",
      LOG_LEVEL: "warn",
      // Every journey's player comes from 127.0.0.1, where a real site sees each from an address of their own: 30
      // logins a minute from one address (the default) is a limit for one attacker, not for a whole test run. The
      // limit itself is proven by the session tests and the cluster run.
      LOGIN_IP_LIMIT_PER_MINUTE: "1000",
      // The journeys read the verification and reset e-mails from the dev outbox.
      DEV_OUTBOX: "true",
      // The journeys choose their slot outcomes (seed pairs) and kick-offs through /api/test/* (never in production).
      TEST_SEAMS: "true",
      // The sportsbook journey watches matches end and settle: a football match lasts 90 s, tennis and basketball
      // less; live bets wait 1 s instead of 5, and prices move every 2 s so the live page has something to flash.
      SPORTS_TIME_SCALE: "60",
      SPORTS_LIVE_DELAY_MS: "1000",
      SPORTS_REPRICE_MS: "2000",
      // The live-casino journey bets on a shared table and waits for the result: a round of 8 s, 2 s to the result.
      TABLE_BETTING_SECONDS: "8",
      TABLE_SPIN_SECONDS: "2",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server);
  return {
    baseUrl,
    async stop() {
      const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
      return code;
    },
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill("SIGKILL");
  throw new Error("The server did not become healthy within 60 s");
}
