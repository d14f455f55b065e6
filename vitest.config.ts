import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "apps/*/src/**/*.test.ts",
      "apps/web/app/**/*.test.{ts,tsx}",
      "packages/*/src/**/*.test.ts",
      "deploy/**/*.test.ts",
    ],
    environment: "node",
    // One migrated, seeded database per run; every test file copies it (apps/server/src/platform/db/test-db.ts).
    globalSetup: ["apps/server/src/test/global-setup.ts"],
    // The web's translations in every language, as the server holds them (the browser loads one at a time).
    setupFiles: ["apps/web/app/i18n/all-catalogues.ts"],
    // Three workers share two cores: a test that plays a hundred rounds on PGlite needs room.
    hookTimeout: 60_000,
    testTimeout: 60_000,
    pool: "forks",
    // Vitest's default on 2 cores is one worker; test files wait on timers and the database as much as they compute.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    // A worker keeps its imported modules (and PGlite's compiled WebAssembly) from one test file to the next
    // instead of loading the whole server again for every file. Every file builds its own app and database.
    isolate: false,
  },
});
