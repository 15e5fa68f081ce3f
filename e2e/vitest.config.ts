import { defineConfig } from "vitest/config";

/** Browser tests: one server and one Chromium for the whole run, files in sequence. */
export default defineConfig({
  test: {
    include: ["src/**/*.e2e.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
