/**
 * Proves the developer's loop starts: runs `npm run dev` (tsx watch + Vite in middleware mode) on a free port and
 * a fresh data directory, waits for `/api/health` and for a page that carries Vite's client, checks the watcher
 * did not restart the server on its own (nothing was edited), and stops it. Used by `.ci/run`.
 *
 *   npx tsx scripts/dev-smoke.ts
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DEADLINE_MS = 300_000;

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "vela-dev-smoke-"));
const child = spawn("npm", ["run", "dev"], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
});
let output = "";
child.stdout.on("data", (chunk) => {
  output += chunk;
});
child.stderr.on("data", (chunk) => {
  output += chunk;
});

const base = `http://127.0.0.1:${port}`;
const started = Date.now();
let failure: string | undefined;
try {
  await until(async () => (await fetch(`${base}/api/health`)).ok, "/api/health answered");
  const healthyAfter = Date.now() - started;
  // A page in development loads React Router's HMR runtime, and its route modules import Vite's client.
  await until(async () => {
    const page = await fetch(`${base}/en`);
    return page.ok && (await page.text()).includes("virtual:react-router/inject-hmr-runtime");
  }, "/en served with the HMR runtime");
  await until(async () => {
    const root = await fetch(`${base}/app/root.tsx`);
    return root.ok && (await root.text()).includes('"/@vite/client"');
  }, "the root route module served with Vite's client");
  // Give a restart loop time to show itself: the old bug restarted the server every few seconds.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  if (/Restarting|Rerunning/.test(output))
    failure = "the watcher restarted the server although nothing was edited";
  else if (!(await fetch(`${base}/api/health`)).ok) failure = "/api/health stopped answering";
  else
    console.info(
      `dev server healthy after ${(healthyAfter / 1000).toFixed(1)} s, served a page with Vite's client`,
    );
} catch (error) {
  failure = (error as Error).message;
} finally {
  if (child.pid) process.kill(-child.pid, "SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
}
if (failure) {
  console.error(`dev smoke FAILED: ${failure}\n--- npm run dev output ---\n${output.slice(-4000)}`);
  process.exit(1);
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  while (Date.now() - started < DEADLINE_MS) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited with ${child.exitCode} before ${what}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`timed out waiting until ${what}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
