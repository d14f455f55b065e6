import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["**/*.e2e.ts"],
    globalSetup: ["./support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // One server and one browser at a time: two cores, and screenshots must not fight for them.
    fileParallelism: false,
  },
});
