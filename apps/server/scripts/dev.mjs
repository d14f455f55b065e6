// `npm run dev`: the reference studio (apps/reference-studio) beside the server in watch mode, sharing a secret made
// for this run (docs/decisions/0195-reference-studio-in-dev-and-tests.md). The studio keeps running across the
// server's restarts; both stop together. REFERENCE_STUDIO=off runs the server alone.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL("..", import.meta.url));
const port = process.env.PORT ?? "3000";
const env = { ...process.env, NODE_ENV: "development" };
const children = [];

if (process.env.REFERENCE_STUDIO !== "off" && !process.env.REFERENCE_STUDIO_URL) {
  const studioPort = process.env.STUDIO_PORT ?? String(Number(port) + 100);
  const secret = randomBytes(32).toString("hex");
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
