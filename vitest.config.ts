import { defineConfig } from "vitest/config";

/** One run for every unit, route and component suite; e2e runs separately (npm run test:e2e). */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "contract",
          root: "packages/contract",
          environment: "node",
          include: ["src/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          environment: "node",
          include: ["src/**/*.test.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      "apps/web/vitest.config.ts",
      {
        test: {
          name: "mobile",
          root: "apps/mobile",
          environment: "node",
          include: ["test/**/*.test.ts"],
          testTimeout: 90_000,
        },
      },
    ],
  },
});
