import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["apps/*/src/**/*.test.ts", "apps/web/app/**/*.test.{ts,tsx}", "packages/*/src/**/*.test.ts"],
    environment: "node",
    // Each test file opens its own database; PGlite start-up is the slow part, so give hooks room.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    pool: "forks",
  },
});
