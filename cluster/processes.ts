import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, ROOT } from "../reliability/server";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A child process of the run, stopped at the end whatever happened. */
export interface Child {
  name: string;
  child: ChildProcess;
  exited: Promise<void>;
  alive(): boolean;
  /** SIGKILL: no shutdown hook runs. */
  kill9(): Promise<void>;
  /** SIGTERM, then SIGKILL after 5 s. */
  stop(): Promise<void>;
}

function track(name: string, child: ChildProcess): Child {
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    // A missing binary (redis-server, haproxy) is an error event, not an exit: say which, then count it as exited.
    child.once("error", (error) => {
      console.error(`${name}: ${error.message}`);
      resolve();
    });
  });
  let failed = false;
  child.once("error", () => {
    failed = true;
  });
  const alive = () => !failed && child.exitCode === null && child.signalCode === null;
  return {
    name,
    child,
    exited,
    alive,
    async kill9() {
      if (alive()) child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (!alive()) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A temp directory for the run's configs and data, removed at the end. */
export function scratch(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), "vela-cluster-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A private Redis for the run (never the machine's own: the outage scenario stops it, and other users of the
 * machine must not notice). No persistence: each start is empty, as after a Redis crash without a volume.
 */
export async function startRedis(port: number): Promise<Child> {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const redis = track("redis", child);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (!redis.alive()) throw new Error("redis-server exited at start-up");
    if (await pingRedis(port)) return redis;
    await sleep(100);
  }
  await redis.kill9();
  throw new Error("redis-server did not answer PING within 10 s");
}

/** One Redis command in its inline form; the raw reply (for diagnostics). */
export function redisCommand(port: number, command: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let reply = "";
    socket.once("error", (error) => resolve(`error: ${error.message}`));
    socket.once("connect", () => socket.write(`${command}\r\nQUIT\r\n`));
    socket.on("data", (data) => {
      reply += data.toString();
    });
    socket.once("close", () =>
      resolve(
        reply
          .replace(/\+OK\r\n$/, "")
          .replaceAll("\r\n", " ")
          .trim(),
      ),
    );
  });
}

function pingRedis(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("error", () => resolve(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
  });
}

export interface AppProcess extends Child {
  port: number;
  baseUrl: string;
}

export interface AppEnv {
  databaseUrl: string;
  redisUrl: string;
  redisNamespace: string;
  webhookSecret: string;
  dataDir: string;
}

/** One process from the build, as an operator runs it behind a load balancer (deploy/README.md). */
export async function spawnApp(name: string, env: AppEnv): Promise<AppProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ["--enable-source-maps", path.join(ROOT, "apps/server/dist/main.js")],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: path.join(env.dataDir, name),
        DATABASE_URL: env.databaseUrl,
        REDIS_URL: env.redisUrl,
        REDIS_NAMESPACE: env.redisNamespace,
        PSP_WEBHOOK_SECRET: env.webhookSecret,
        TEST_SEAMS: "true",
        DEV_OUTBOX: "true",
        LOG_LEVEL: "warn",
        DEMO_DATA: "false",
        SPORTS_FEED: "on",
        // Behind the load balancer the client's address is X-Forwarded-For (set by HAProxy from the connection).
        TRUST_PROXY: "true",
        // A rare jackpot win moves money between accounts nobody watches here; off keeps the figures reproducible.
        JACKPOT_ENABLED: "false",
        // Matches run fast so live odds move every tick (the feed fail-over scenario watches them move).
        SPORTS_TIME_SCALE: "60",
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  return { ...track(name, child), port, baseUrl: `http://127.0.0.1:${port}` };
}

/** Waits until GET /api/health/ready answers 200 (database reachable, migrated, Redis seen). */
export async function waitReady(app: AppProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!app.alive()) throw new Error(`${app.name} exited at start-up (code ${app.child.exitCode})`);
    const ok = await fetch(`${app.baseUrl}/api/health/ready`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${app.name} was not ready within ${timeoutMs / 1000} s`);
}

export interface LoadBalancer extends Child {
  baseUrl: string;
  /** Each backend server's state as HAProxy sees it: name → "UP" / "DOWN" / … */
  states(): Promise<Record<string, string>>;
}

/**
 * HAProxy on loopback in front of the processes: round robin, readiness checks every 500 ms (two failures take a
 * server out), and SSE passed through unbuffered with idle timeouts longer than the heartbeat (deploy/haproxy.cfg
 * is the compose version of the same settings).
 */
export async function startHaproxy(dir: string, apps: AppProcess[]): Promise<LoadBalancer> {
  const port = await freePort();
  const socket = path.join(dir, "haproxy.sock");
  const config = [
    "global",
    `  stats socket ${socket} mode 600 level admin`,
    "defaults",
    "  mode http",
    "  timeout connect 2s",
    "  timeout http-request 15s",
    "  timeout http-keep-alive 15s",
    "  timeout queue 30s",
    "  timeout client 75s",
    "  timeout server 75s",
    "  option http-no-delay",
    "  option http-server-close",
    "  retries 2",
    "  option redispatch",
    "frontend web",
    `  bind 127.0.0.1:${port}`,
    "  http-request del-header Forwarded",
    "  http-request del-header X-Forwarded-For",
    "  http-request set-header X-Forwarded-Proto http",
    "  option forwardfor",
    "  default_backend app",
    "backend app",
    "  balance roundrobin",
    "  option httpchk",
    "  http-check send meth GET uri /api/health/ready ver HTTP/1.1 hdr Host localhost",
    "  http-check expect status 200",
    "  default-server inter 500ms fall 2 rise 2 check",
    ...apps.map((app) => `  server ${app.name} 127.0.0.1:${app.port}`),
    "",
  ].join("\n");
  const file = path.join(dir, "haproxy.cfg");
  writeFileSync(file, config);
  const child = spawn(process.env.HAPROXY_PATH ?? "/usr/sbin/haproxy", ["-db", "-f", file], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const lb: LoadBalancer = {
    ...track("haproxy", child),
    baseUrl: `http://127.0.0.1:${port}`,
    states: () => stats(socket),
  };
  // Up once every server has passed its checks (rise 2 × 500 ms).
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (!lb.alive()) throw new Error("haproxy exited at start-up");
    const states = await lb.states().catch(() => ({}) as Record<string, string>);
    if (apps.every((app) => states[app.name] === "UP")) return lb;
    await sleep(200);
  }
  await lb.kill9();
  throw new Error("HAProxy did not see every server up within 15 s");
}

/** `show stat` on HAProxy's admin socket: the status column of each backend server. */
function stats(socket: string): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const client = connect(socket);
    let text = "";
    client.once("error", reject);
    client.once("connect", () => client.write("show stat\n"));
    client.on("data", (chunk) => {
      text += chunk.toString();
    });
    client.once("end", () => {
      const lines = text.split("\n");
      const header = (lines[0] ?? "").replace(/^# /, "").split(",");
      const status = header.indexOf("status");
      const states: Record<string, string> = {};
      for (const line of lines.slice(1)) {
        const cells = line.split(",");
        if (cells[0] === "app" && cells[1] !== "BACKEND") states[cells[1] ?? ""] = cells[status] ?? "";
      }
      resolve(states);
    });
  });
}
