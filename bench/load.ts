import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** What one load run measured. */
export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  total: number;
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (
  options: Record<string, unknown>,
  done: (error: Error | null, result: AutocannonResult) => void,
) => void;
const autocannon = require("autocannon") as Autocannon;

/** POSTs `body` to `url` with `connections` connections for `seconds`, after a warm-up of `warmupSeconds`. */
export async function load(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  options: { connections: number; seconds: number; warmupSeconds: number },
): Promise<LoadResult> {
  const run = (duration: number) =>
    new Promise<AutocannonResult>((resolve, reject) =>
      autocannon(
        {
          url,
          method: "POST",
          connections: options.connections,
          duration,
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify(body),
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
  if (options.warmupSeconds > 0) await run(options.warmupSeconds);
  const result = await run(options.seconds);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
  };
}
