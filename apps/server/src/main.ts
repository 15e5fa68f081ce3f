import { createApp } from "./app.js";
import { buildHttpServer } from "./http/server.js";
import { ConfigError, loadConfig } from "./settings/config.js";
import { stopBudgetMs, stopGracefully } from "./shutdown.js";

/** Starts Roster: config, database and migrations, HTTP; stops within a bounded time on SIGTERM and SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  const server = await buildHttpServer(app);
  const address = await server.listen({ port: config.http.port, host: config.http.host });
  const dialect = app.database.dialect === "sqlite" ? `SQLite in ${config.dataDir}` : "PostgreSQL";
  app.services.logger.info(`Roster is running at ${address} (database: ${dialect})`);
  app.services.logger.flush();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      // A second signal: the operator does not want to wait.
      process.exit(1);
    }
    stopping = true;
    const graceMs = config.http.shutdownGraceMs;
    app.services.logger.info({ signal, graceMs }, "stopping: finishing calls in flight");
    // Should anything hang past its own bound, the process still ends.
    setTimeout(() => process.exit(1), stopBudgetMs(graceMs) + 1000).unref();
    const clean = await stopGracefully(server, app, graceMs);
    process.exit(clean ? 0 : 1);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("Roster failed to start:", error);
  }
  process.exit(1);
});
