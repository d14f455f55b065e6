import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { type ClusterPlayer, login, signUp } from "../cluster/players";
import { Tally } from "../reliability/client";
import { deposit } from "../reliability/players";
import { freePort } from "../reliability/server";
import { LOAD, load, ratio } from "./load";

/**
 * Sizing figures of one server process from the build (`npm run serve`) on PostgreSQL, for deploy/README.md: requests
 * per second at saturation (health, and slot rounds by PLAYERS funded players) with STREAMS balance streams held
 * open all along (each an idle connected player), and the process's resident memory (VmRSS) idle, with the streams
 * open, and at its peak under the load. Needs `npm run build` and DATABASE_URL.
 */
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PLAYERS = 20;
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);

export async function run(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return console.info("serve: skipped (needs DATABASE_URL: a PostgreSQL server)");
  if (!existsSync(path.join(ROOT, "apps/server/dist/main.js")))
    return console.info("serve: skipped (npm run build first)");
  const name = `bench_serve_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const port = await freePort();
  const secret = randomBytes(24).toString("hex");
  const env = {
    ...process.env,
    DATABASE_URL: target.toString(),
    DEMO_DATA: "false",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PSP_WEBHOOK_SECRET: secret,
    // Each bench player comes from an address of its own (X-Forwarded-For), so per-IP limits do not shape the load.
    TRUST_PROXY: "true",
    JACKPOT_ENABLED: "false",
  };
  let child: ChildProcess | undefined;
  const streams: AbortController[] = [];
  try {
    await exited(spawn(process.execPath, ["apps/server/dist/migrate.js"], { cwd: ROOT, env }));
    child = spawn(process.execPath, ["--enable-source-maps", "apps/server/dist/main.js"], {
      cwd: ROOT,
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
    const base = `http://127.0.0.1:${port}`;
    await ready(base, child);
    const rss = () => residentMiB(child!.pid!);

    const tally = new Tally();
    const players: ClusterPlayer[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const player = await signUp(base, tally, `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`);
      await login(player);
      if (!(await deposit(player, secret, 1_000))) throw new Error("a bench deposit failed");
      players.push(player);
    }
    await load(`${base}/api/health`); // warm-up
    const idle = rss();

    for (let i = 0; i < STREAMS; i++) {
      const player = players[i % players.length]!;
      const abort = new AbortController();
      const response = await fetch(`${base}/v1/player/${player.userId}/balance/updates`, {
        headers: { accept: "text/event-stream", cookie: player.cookie },
        signal: abort.signal,
      });
      if (response.status !== 200) throw new Error(`stream ${i} answered ${response.status}`);
      void response.body?.pipeTo(new WritableStream()).catch(() => undefined);
      streams.push(abort);
    }
    const withStreams = rss();

    let peak = withStreams;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rss());
    }, 200);
    const health = await load(`${base}/api/health`);
    let next = 0;
    const rounds = await load(`${base}/api/games/neon-nights/rounds`, {
      requests: [
        {
          method: "POST",
          setupRequest: (request) => {
            const player = players[next++ % players.length]!;
            const clientRoundId = randomUUID();
            return {
              ...request,
              headers: {
                cookie: player.cookie,
                origin: base,
                "content-type": "application/json",
                "idempotency-key": clientRoundId,
                "x-forwarded-for": player.forwardedFor ?? "",
              },
              body: JSON.stringify({ stake: 1, clientRoundId }),
            };
          },
        },
      ],
    });
    clearInterval(sampler);
    console.info(
      `serve (build, ${LOAD.connections} connections × ${LOAD.duration}s, ${STREAMS} balance streams open): ` +
        `health ${health.requestsPerSecond.toFixed(0)} req/s; slot rounds ${rounds.requestsPerSecond.toFixed(0)} rounds/s ` +
        `(p99 ${rounds.p99Ms} ms, ${rounds.errors} errors); RSS idle ${idle} MiB, with the streams ${withStreams} MiB ` +
        `(${(((withStreams - idle) * 1024) / STREAMS).toFixed(1)} KiB each), peak under load ${peak} MiB`,
    );
    console.info(`serve_rounds_vs_health: ${ratio(rounds.requestsPerSecond, health.requestsPerSecond)}`);
  } finally {
    for (const abort of streams) abort.abort();
    child?.kill("SIGKILL");
    if (child) await exited(child).catch(() => undefined);
    await admin(`drop database if exists ${name} with (force)`);
  }
}

/** Resident memory of a process in MiB (Linux /proc). */
function residentMiB(pid: number): number {
  const kib = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Math.round(Number(kib) / 1024);
}

async function ready(base: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.on("exit", (code, signal) =>
      code === 0 || signal ? resolve() : reject(new Error(`exit ${code}`)),
    );
  });
}
