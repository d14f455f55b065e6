import { defineConfig } from "vitest/config";

// Journey files run in parallel, each worker with its own server (support/global-setup.ts). Two suit this
// 2-core machine: most of a journey is waiting for the page, the server or the accelerated sports clock.
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  test: {
    include: ["**/*.e2e.ts"],
    globalSetup: ["./support/global-setup.ts"],
    // A hang detector, not a speed check: a journey that takes 45 s alone takes twice that beside another worker's
    // server and browser on a loaded 2-core runner, and CI failed on exactly that (60 s). Speed is measured in bench/.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: "forks",
    maxWorkers: workers,
    fileParallelism: workers > 1,
  },
});
