import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

/** Component and request-layer tests of the web client (Testing Library on happy-dom). */
export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    setupFiles: ["src/test/setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
