import { type MixedPass, type MixedSetup, mixedPass, readShare } from "./mixed.js";
import { median } from "./stats.js";

type Options = Parameters<typeof mixedPass>[1];

/**
 * The mixed workload for each variant, `rounds` times, alternating which goes first in each round so that a
 * drift of the host's speed favours none. Progress goes to stderr.
 */
export async function alternateMixed(
  variants: Record<string, MixedSetup>,
  rounds: number,
  options: Options,
): Promise<Record<string, MixedPass[]>> {
  const passes: Record<string, MixedPass[]> = Object.fromEntries(Object.keys(variants).map((v) => [v, []]));
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 ? Object.keys(variants) : Object.keys(variants).reverse();
    for (const name of order) {
      const pass = await mixedPass(variants[name]!, options);
      passes[name]!.push(pass);
      console.error(
        `round ${round} ${name}: mix reads ${pass.mixed.reads.perSecond}/s p99 ${pass.mixed.reads.p99Ms} ms`,
      );
    }
  }
  return passes;
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const range = (values: number[], f: (n: number) => string = String) =>
  values.length > 1
    ? `${f(Math.min(...values))}-${f(Math.max(...values))} (median ${f(median(values))})`
    : f(values[0]!);

/** A markdown table of the variants' passes (each cell: the rounds' range and median), for bench/NOTES.md. */
export function abTable(passes: Record<string, MixedPass[]>): string {
  const lines = [
    "| variant | read-only reads/s | mix reads/s | of read-only | mix read p99 ms | writes/s | write p99 ms | sign-in p99 ms | no sign-ins: of read-only | read p99 ms | write p99 ms | failures |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const [name, list] of Object.entries(passes)) {
    const failures = list.reduce(
      (sum, p) =>
        sum +
        [p.mixed, p.withoutSignIns, p.readOnly].reduce(
          (s, r) => s + r.reads.failures + r.writes.failures + r.signIns.failures,
          0,
        ),
      0,
    );
    const cells = [
      range(list.map((p) => p.readOnly.reads.perSecond)),
      range(list.map((p) => p.mixed.reads.perSecond)),
      range(
        list.map((p) => readShare(p)),
        pct,
      ),
      range(list.map((p) => p.mixed.reads.p99Ms)),
      range(list.map((p) => p.mixed.writes.perSecond)),
      range(list.map((p) => p.mixed.writes.p99Ms)),
      range(list.map((p) => p.mixed.signIns.p99Ms)),
      range(
        list.map((p) => readShare(p, "withoutSignIns")),
        pct,
      ),
      range(list.map((p) => p.withoutSignIns.reads.p99Ms)),
      range(list.map((p) => p.withoutSignIns.writes.p99Ms)),
      String(failures),
    ];
    lines.push(`| ${name} | ${cells.join(" | ")} |`);
  }
  return lines.join("\n");
}
