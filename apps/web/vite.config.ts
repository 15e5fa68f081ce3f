import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const server = "http://127.0.0.1:3000";

/** The web client: hash routing at base `/`, the router backend proxied in development. */
export default defineConfig({
  base: "/",
  plugins: [react()],
  server: { proxy: { "/router": server, "/healthz": server } },
  preview: { proxy: { "/router": server, "/healthz": server } },
  build: { outDir: "dist", target: "es2022", manifest: true, sourcemap: false },
});
