import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { ratio } from "./load";

/**
 * Start to `/api/health/ready` of one server process from the build (`npm run serve`) on PostgreSQL with the
 * migrations already applied (a rollout's new process), against the same for the TypeScript sources through tsx (how
 * production started before) and a bare Fastify hello-world process (the floor), three starts each in this run.
 * Needs `npm run build` and DATABASE_URL.
 */
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const STARTS = 3;

export async function run(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return console.info("start: skipped (needs DATABASE_URL: a PostgreSQL server)");
  if (!existsSync(path.join(ROOT, "apps/server/dist/main.js")))
    return console.info("start: skipped (npm run build first)");
  const name = `bench_start_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const env = {
    DATABASE_URL: target.toString(),
    DEMO_DATA: "false",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  };
  try {
    await exited(
      spawn(process.execPath, ["apps/server/dist/migrate.js"], {
        cwd: ROOT,
        env: { ...process.env, ...env },
      }),
    );
    const bare = ["-e", BARE];
    const built = ["--enable-source-maps", "apps/server/dist/main.js"];
    const tsx = ["--import", "tsx", "apps/server/src/main.ts"];
    const times = { bare: [] as number[], built: [] as number[], tsx: [] as number[] };
    for (let i = 0; i < STARTS; i++) {
      times.bare.push(await startToReady(bare, env, "/"));
      times.built.push(await startToReady(built, env, "/api/health/ready"));
      times.tsx.push(await startToReady(tsx, env, "/api/health/ready"));
    }
    const show = (ms: number[]) => ms.map((m) => `${(m / 1000).toFixed(2)} s`).join(", ");
    console.info(
      `start to ready (${STARTS} starts each): bare ${show(times.bare)}; build ${show(times.built)}; tsx ${show(times.tsx)}`,
    );
    console.info(`start_build_vs_bare_node: ${ratio(median(times.bare), median(times.built))}`);
    console.info(`start_build_vs_tsx: ${ratio(median(times.tsx), median(times.built))}`);
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

const BARE = `const f=require("fastify")();f.get("/",async()=>({ok:true}));f.listen({port:+process.env.PORT,host:"127.0.0.1"});`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function startToReady(args: string[], env: Record<string, string>, probe: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: "ignore",
  });
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}${probe}`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${child.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill("SIGKILL");
    await exited(child).catch(() => undefined);
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

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
