import { Redis } from "ioredis";
import type { Logger } from "pino";

/**
 * The connection to Redis (`REDIS_URL`) that rate limits and the replay cache share. Commands fail at
 * once while Redis is unreachable (no offline queue), so that callers fall back to this process's memory
 * instead of waiting; the outage is logged once at error level when it starts and once at info level
 * when it ends. `isUp` feeds `/healthz`.
 */
export class RedisLink {
  readonly client: Redis;
  private down = false;
  private closed = false;

  constructor(
    url: string,
    private readonly logger: Logger,
  ) {
    this.client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      // Keep trying in the background, at most every 2 s.
      retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
    });
    this.client.on("ready", () => {
      if (this.down) this.logger.info("redis is reachable again: shared rate limits and replay cache resume");
      this.down = false;
    });
    this.client.on("error", (error: Error & { code?: string }) => this.markDown(error));
    this.client.on("close", () => this.markDown());
  }

  /** Whether Redis answers now (connected and ready). */
  get isUp(): boolean {
    return this.client.status === "ready";
  }

  private markDown(error?: Error & { code?: string }): void {
    if (this.down || this.closed) return;
    this.down = true;
    this.logger.error(
      { redis: { error: error?.message ?? "connection closed", code: error?.code } },
      "redis is unreachable: rate limits and the replay cache fall back to this process's memory",
    );
  }

  /** Closes the connection without waiting for a server that may not answer. */
  close(): void {
    this.closed = true;
    this.client.disconnect();
  }
}
