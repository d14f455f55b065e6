import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { createRequestHandler, type ServerBuild } from "react-router";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const HELLO = fileURLToPath(new URL("./hello", import.meta.url));

export interface Running {
  url: string;
  stop(): Promise<void>;
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

/**
 * The floor: bench/web/hello (React 19 + React Router framework mode, one page with one button) built now with the
 * repository's own Vite and React Router, served from its production build (server-rendered, hashed assets).
 */
export async function startHello(): Promise<Running> {
  await promisify(execFile)(
    process.execPath,
    [path.join(ROOT, "node_modules/@react-router/dev/bin.js"), "build"],
    {
      cwd: HELLO,
    },
  );
  const build = (await import(pathToFileURL(path.join(HELLO, "build/server/index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const client = path.join(HELLO, "build/client");
  const server = createHttpServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    // The hello world has one page: the browser's own favicon request is not a route (React Router logged it).
    if (url.pathname === "/favicon.ico") {
      res.writeHead(404);
      return res.end();
    }
    if (url.pathname.startsWith("/assets/")) {
      try {
        const body = readFileSync(path.join(client, path.normalize(url.pathname)));
        res.writeHead(200, {
          "content-type": "text/javascript",
          "cache-control": "public, max-age=31536000",
        });
        return res.end(body);
      } catch {
        res.writeHead(404);
        return res.end();
      }
    }
    const response = await handle(new Request(url, { headers: req.headers as Record<string, string> }));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The site's production server (`npm run serve`) on a fresh embedded database with the demo data. */
export async function startSite(): Promise<Running> {
  // An already running production server (one started from the same build), to measure without a fresh start.
  const given = process.env.BENCH_WEB_URL;
  if (given) return { url: given, stop: async () => undefined };
  const dataDir = mkdtempSync(path.join(tmpdir(), "vela-bench-web-"));
  // Always the embedded database in a fresh directory, as `npm start` on a new machine.
  const { DATABASE_URL: _shared, REDIS_URL: _redis, ...inherited } = process.env;
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ["apps/server/dist/main.js"], {
    cwd: ROOT,
    env: { ...inherited, NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "warn", PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  // The demo data plays rounds at first start: minutes on a busy machine.
  const deadline = Date.now() + 300_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`the site did not start (exit ${server.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
