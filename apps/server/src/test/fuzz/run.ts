import fc from "fast-check";
import type { Violation } from "./oracle.js";

/**
 * The fuzz loop shared by the router and HTTP suites: deterministic requests from a seed, generated chunk by
 * chunk (so that the world can change between chunks), run a few at a time, every violation recorded.
 */

/** The seed of this run: FUZZ_SEED to replay one, else a fresh one (printed with every failure). */
export const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;

/** A violation with where it came from, enough to replay it. */
export interface Finding extends Violation {
  chunk: number;
  index: number;
  request: string;
}

/** What a run did, for the suite's log line and its assertions. */
export interface FuzzReport {
  requests: number;
  findings: Finding[];
  codes: Map<string, number>;
  ms: number;
}

export interface FuzzLoop<R> {
  runs: number;
  chunkSize: number;
  parallel: number;
  /** The request arbitrary for one chunk (rebuilt per chunk: ids and tokens may have changed). */
  arbitrary: () => fc.Arbitrary<R>;
  /** Sends one request; returns the violations and the code it answered. */
  send: (request: R) => Promise<{ violations: Violation[]; code: string }>;
  /** Runs between chunks (e.g. replaces signed-out test users). */
  between?: () => Promise<void>;
  describe: (request: R) => string;
}

/** Runs `loop.runs` requests from FUZZ_SEED and reports every violation. */
export async function runFuzz<R>(loop: FuzzLoop<R>): Promise<FuzzReport> {
  const started = performance.now();
  const report: FuzzReport = { requests: 0, findings: [], codes: new Map(), ms: 0 };
  const chunks = Math.ceil(loop.runs / loop.chunkSize);
  for (let chunk = 0; chunk < chunks; chunk++) {
    const size = Math.min(loop.chunkSize, loop.runs - chunk * loop.chunkSize);
    const requests = fc.sample(loop.arbitrary(), { seed: FUZZ_SEED + chunk, numRuns: size });
    for (let i = 0; i < requests.length; i += loop.parallel) {
      const batch = requests.slice(i, i + loop.parallel);
      const results = await Promise.all(
        batch.map((request) =>
          loop.send(request).catch((error: unknown) => ({
            violations: [{ rule: "transport threw", detail: String(error).slice(0, 200) }],
            code: "threw",
          })),
        ),
      );
      results.forEach((result, j) => {
        report.requests++;
        report.codes.set(result.code, (report.codes.get(result.code) ?? 0) + 1);
        for (const violation of result.violations)
          report.findings.push({ ...violation, chunk, index: i + j, request: loop.describe(batch[j]!) });
      });
    }
    await loop.between?.();
  }
  report.ms = Math.round(performance.now() - started);
  return report;
}

/** A sweep: for each target the random draws left unreached, generated requests until it is reached. */
export interface Sweep<R> {
  targets: readonly string[];
  reached: (target: string) => boolean;
  /** At most this many requests for one target. */
  tries: number;
  arbitrary: (target: string) => fc.Arbitrary<R>;
  send: FuzzLoop<R>["send"];
  between?: () => Promise<void>;
  describe: (request: R) => string;
}

/**
 * Sends generated requests for every target `reached` says no to, one at a time, until it says yes or
 * `tries` are spent. A fuzz run ends with one, so that every route is reached whatever the seed; what it
 * sends is checked as the random requests are (its findings are added to `report`).
 */
export async function runSweep<R>(sweep: Sweep<R>, report: FuzzReport): Promise<void> {
  const started = performance.now();
  for (const [t, target] of sweep.targets.entries()) {
    if (sweep.reached(target)) continue;
    const requests = fc.sample(sweep.arbitrary(target), {
      seed: FUZZ_SEED + 7919 * (t + 1),
      numRuns: sweep.tries,
    });
    for (const [index, request] of requests.entries()) {
      const result = await sweep.send(request).catch((error: unknown) => ({
        violations: [{ rule: "transport threw", detail: String(error).slice(0, 200) }],
        code: "threw",
      }));
      report.requests++;
      report.codes.set(result.code, (report.codes.get(result.code) ?? 0) + 1);
      for (const violation of result.violations)
        report.findings.push({ ...violation, chunk: -1 - t, index, request: sweep.describe(request) });
      await sweep.between?.();
      if (sweep.reached(target)) break;
    }
  }
  report.ms += Math.round(performance.now() - started);
}

/** The failure text of a report: the seed to replay, counts by rule, and the first findings. */
export function failureText(name: string, report: FuzzReport): string {
  const byRule = new Map<string, number>();
  const byRequest = new Map<string, number>();
  for (const f of report.findings) {
    byRule.set(f.rule, (byRule.get(f.rule) ?? 0) + 1);
    const where = f.request.split(" ").slice(0, 2).join(" ");
    byRequest.set(where, (byRequest.get(where) ?? 0) + 1);
  }
  const first = report.findings
    .slice(0, 12)
    .map((f) => `  [chunk ${f.chunk} #${f.index}] ${f.rule}: ${f.detail}\n    ${f.request}`);
  return [
    `${name}: ${report.findings.length} violations in ${report.requests} requests (replay with FUZZ_SEED=${FUZZ_SEED})`,
    `  by rule: ${JSON.stringify(Object.fromEntries(byRule))}`,
    `  by caller and path (or method and URL): ${JSON.stringify(Object.fromEntries(byRequest))}`,
    ...first,
  ].join("\n");
}

/** How many requests answered an internal error (5xx or the internal/database error code). */
export function internalErrors(report: FuzzReport): number {
  const requests = new Set(
    report.findings
      .filter((f) => f.rule === "HTTP 5xx" || f.rule === "internal error code")
      .map((f) => `${f.chunk}/${f.index}`),
  );
  return requests.size;
}

/** One line for the log: requests, 5xx, time and the most frequent codes. */
export function summaryLine(name: string, report: FuzzReport): string {
  const fives = internalErrors(report);
  const top = [...report.codes].sort((a, b) => b[1] - a[1]).slice(0, 8);
  return `${name}: ${report.requests} requests, ${fives} internal errors, ${report.findings.length} violations, ${(report.ms / 1000).toFixed(1)} s, seed ${FUZZ_SEED}, codes ${JSON.stringify(Object.fromEntries(top))}`;
}
