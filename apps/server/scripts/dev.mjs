// `npm run dev`: the reference studio (apps/reference-studio) beside the server in watch mode, sharing a secret
// (docs/decisions/0195-reference-studio-in-dev-and-tests.md). The studio keeps running across the server's restarts;
// both stop together. REFERENCE_STUDIO=off runs the server alone.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL("..", import.meta.url));
const port = process.env.PORT ?? "3000";
const env = { ...process.env, NODE_ENV: "development" };
const children = [];

if (process.env.REFERENCE_STUDIO !== "off" && !process.env.REFERENCE_STUDIO_URL) {
  const studioPort = process.env.STUDIO_PORT ?? String(Number(port) + 100);
  const secret = devSecret();
  children.push(
    spawn("npx", ["tsx", "../reference-studio/src/main.ts"], {
      cwd: here,
      stdio: "inherit",
      env: { ...env, STUDIO_PORT: studioPort, WALLET_URL: `http://127.0.0.1:${port}`, STUDIO_SECRET: secret },
    }),
  );
  env.REFERENCE_STUDIO_URL = `http://127.0.0.1:${studioPort}`;
  env.REFERENCE_STUDIO_SECRET = secret;
}
/**
 * The dev studio's secret, made once and kept in the data directory beside the dev database: a new `npm run dev` then
 * finds the registration as it left it and writes nothing, no audit row included
 * (docs/decisions/0204-provider-console-and-idempotent-seed.md).
 */
function devSecret() {
  const dataDir = path.resolve(here, process.env.DATA_DIR ?? "data");
  const file = path.join(dataDir, "reference-studio.secret");
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (/^[0-9a-f]{64}$/.test(kept)) return kept;
  } catch {
    // none yet
  }
  const made = randomBytes(32).toString("hex");
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${made}\n`, { mode: 0o600 });
  return made;
}

const server = spawn(
  "npx",
  [
    "tsx",
    "watch",
    "--clear-screen=false",
    "--exclude",
    "../web/**",
    "--exclude",
    "../../node_modules/.vite-temp/**",
    "src/main.ts",
  ],
  { cwd: here, stdio: "inherit", env },
);
children.push(server);
const stop = (signal) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
server.on("exit", (code) => {
  stop("SIGTERM");
  process.exit(code ?? 0);
});
