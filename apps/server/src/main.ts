import { createApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { buildHttpServer } from "./http/server.js";

/** Starts Roster: config, database and migrations, HTTP; stops cleanly on SIGTERM and SIGINT. */
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
    if (stopping) return;
    stopping = true;
    app.services.logger.info({ signal }, "stopping: finishing calls in flight");
    try {
      await server.close();
      await app.close();
      process.exit(0);
    } catch (error) {
      app.services.logger.error({ err: error }, "unclean stop");
      process.exit(1);
    }
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
