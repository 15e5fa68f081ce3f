import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { ADMIN_CONSOLE, clientContracts } from "./build/client-contracts";
import { localeTexts } from "./build/locale-texts";

/**
 * Component and request-layer tests of the web client (Testing Library on happy-dom). Route contracts
 * reach them as they reach the browser: without their schemas outside the admin console.
 */
export default defineProject({
  plugins: [react(), clientContracts({ keepSchemasFor: ADMIN_CONSOLE }), localeTexts()],
  test: {
    name: "web",
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    setupFiles: ["src/test/setup.ts"],
    // A page's first lazy load takes seconds on a loaded 2-core machine: 5 s timed out there.
    testTimeout: 15_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
