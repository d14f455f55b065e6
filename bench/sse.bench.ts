import { type ChildProcess, execSync, fork } from "node:child_process";
import http from "node:http";
import { fileURLToPath } from "node:url";
import { buildApp } from "../apps/server/src/app";
import { STREAM_CHANNEL } from "../apps/server/src/modules/sportsbook/stream";
import { loadConfig } from "../apps/server/src/platform/config";
import { createTestDatabase } from "../apps/server/src/platform/db/test-db";
import { ratio } from "./load";
import { wallMs } from "./sse-client";

const CLIENTS = Number(process.env.BENCH_SSE_CLIENTS ?? 10_000);
/** Client processes: one process reading 10,000 sockets would measure itself, not the server. */
const CLIENT_PROCESSES = Number(process.env.BENCH_SSE_CLIENT_PROCESSES ?? 4);
const EVENTS = Number(process.env.BENCH_SSE_EVENTS ?? 5);
const CLIENT = fileURLToPath(new URL("./sse-client.ts", import.meta.url));

/**
 * bench/sse: 10,000 SSE clients on one server process (loopback). One event is published and the time until each
 * client has it is taken (p99 over all clients), and the server's memory per open stream; both against a bare
 * `node:http` broadcaster writing the same frame to the same number of clients in the same run. The app side is
 * the real odds stream (/api/sportsbook/stream): the bus, the stream's per-client filter and the shared frame.
 * The clients live in child processes (BENCH_SSE_CLIENT_PROCESSES), so the client side is never the bottleneck. The
 * server holds one descriptor per client: Node cannot raise its own limit, so run under `ulimit -n 65536` when the
 * shell's is lower (the bench says so and skips).
 */
export async function run(): Promise<void> {
  const limit = Number(execSync("ulimit -n", { shell: "/bin/sh" }).toString().trim());
  if (Number.isFinite(limit) && limit < CLIENTS + 1000) {
    console.info(
      `sse bench NOT RUN: ${CLIENTS} clients need \`ulimit -n ${CLIENTS + 1000}\` or more (now ${limit})`,
    );
    return;
  }
  const bare = await measure("bare", async () => {
    const streams = new Set<http.ServerResponse>();
    const server = http.createServer((req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache" });
      res.write("retry: 3000\n\n");
      streams.add(res);
      req.on("close", () => streams.delete(res));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    return {
      url: `http://127.0.0.1:${port}/`,
      publish: async (data) => {
        const frame = `id: ${data.seq}\nevent: odds\ndata: ${JSON.stringify(data)}\n\n`;
        for (const res of streams) res.write(frame);
      },
      close: async () => {
        for (const res of streams) res.end();
        await new Promise((resolve) => server.close(resolve));
      },
    };
  });

  const database = await createTestDatabase();
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      JOBS_POLL_MS: "0",
      SPORTS_FEED: "off",
    }),
    database,
  });
  const vela = await measure("app", async () => {
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    return {
      url: `${base}/api/sportsbook/stream`,
      publish: (data) => app.services.bus.publish(STREAM_CHANNEL, { type: "odds", data }),
      close: () => app.close(),
    };
  });

  console.info(
    `${CLIENTS} SSE clients in ${CLIENT_PROCESSES} processes: bare node:http p99 ${bare.p99.toFixed(0)} ms, ` +
      `${bare.bytesPerClient.toFixed(0)} B/connection; odds stream p99 ${vela.p99.toFixed(0)} ms, ` +
      `${vela.bytesPerClient.toFixed(0)} B/connection`,
  );
  console.info(`sse_p99_vs_bare_node_http_${CLIENTS}: ${ratio(vela.p99, bare.p99)}`);
  console.info(
    `sse_memory_per_connection_vs_bare_${CLIENTS}: ${ratio(vela.bytesPerClient, bare.bytesPerClient)}`,
  );
}

interface Target {
  url: string;
  publish: (data: { seq: number; eventId: string; markets: []; sentAt: number }) => Promise<void>;
  close: () => Promise<void>;
}

/** Connects every client, takes the memory they cost, then publishes EVENTS events one after another. */
async function measure(name: string, start: () => Promise<Target>) {
  const target = await start();
  await settle();
  const before = process.memoryUsage();
  const children = Array.from({ length: CLIENT_PROCESSES }, (_, i) =>
    client(target.url, Math.floor(CLIENTS / CLIENT_PROCESSES) + (i < CLIENTS % CLIENT_PROCESSES ? 1 : 0)),
  );
  await Promise.all(children.map((c) => c.ready));
  await settle();
  const after = process.memoryUsage();
  const bytesPerClient = (after.rss - before.rss) / CLIENTS;

  const latencies: number[] = [];
  for (let i = 0; i < EVENTS; i++) {
    const received = children.map((c) => c.next());
    await target.publish({
      seq: Number.MAX_SAFE_INTEGER - EVENTS + i,
      eventId: name,
      markets: [],
      sentAt: wallMs(),
    });
    for (const batch of await Promise.all(received)) latencies.push(...batch);
  }
  for (const c of children) c.process.kill();
  await target.close();
  latencies.sort((a, b) => a - b);
  return { p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0, bytesPerClient };
}

/**
 * Collects garbage, so the memory taken is what the open streams hold, not what connecting them left to collect (the
 * bench runs under `node --expose-gc`, see package.json; without the flag the figure includes that garbage).
 */
const settle = async () => {
  globalThis.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 500));
};

/** A child process holding `count` SSE connections; `next()` resolves with every client's latency of one event. */
function client(url: string, count: number) {
  const child: ChildProcess = fork(CLIENT, [url, String(count)], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`SSE client process exited (${code})`)));
  });
  return {
    process: child,
    ready,
    next: () => new Promise<number[]>((resolve) => child.once("message", (m) => resolve(m as number[]))),
  };
}
