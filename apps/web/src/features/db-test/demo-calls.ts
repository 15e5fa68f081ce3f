import type { DbTestRow } from "@roster/contract";
import {
  dbApiAdd,
  dbApiAdds,
  dbApiAvg,
  dbApiCount,
  dbApiDel,
  dbApiFindById,
  dbApiGeo,
  dbApiGroupCount,
  dbApiMax,
  dbApiMin,
  dbApiSample,
  dbApiSum,
  dbApiUpdate,
  dbApiUpdateAndReturn,
  dbApiUpdateById,
} from "@roster/contract/routes";
import { callRoute } from "../../lib/request";

/** What a demo call needs: the first row shown and the caller's first own row. */
export interface DemoTargets {
  firstRow: DbTestRow | undefined;
  ownRow: DbTestRow | undefined;
}

/** One button of the db-test page: its label (the upstream demo's name), whether it writes, its call. */
export interface DemoCall {
  name: string;
  writes: boolean;
  /** Which row the call needs; it is not made without it. */
  needs?: "firstRow" | "ownRow";
  run: (targets: DemoTargets) => Promise<unknown>;
}

/** Answers shown on the page, not alerted. */
const quiet = { needAlert: false } as const;
const idOf = (row: DbTestRow | undefined) => ({ _id: row?._id ?? "" });

/** The demo calls, in the upstream page's order (reads are public, writes need sign-in). */
export const DEMO_CALLS: readonly DemoCall[] = [
  { name: "count", writes: false, run: () => callRoute(dbApiCount, {}, quiet) },
  { name: "sample", writes: false, run: () => callRoute(dbApiSample, {}, quiet) },
  { name: "sum", writes: false, run: () => callRoute(dbApiSum, {}, quiet) },
  { name: "avg", writes: false, run: () => callRoute(dbApiAvg, {}, quiet) },
  { name: "max", writes: false, run: () => callRoute(dbApiMax, {}, quiet) },
  { name: "min", writes: false, run: () => callRoute(dbApiMin, {}, quiet) },
  { name: "geo", writes: false, run: () => callRoute(dbApiGeo, {}, quiet) },
  {
    name: "findById",
    writes: false,
    needs: "firstRow",
    run: (t) => callRoute(dbApiFindById, idOf(t.firstRow), quiet),
  },
  {
    name: "groupCount",
    writes: false,
    run: (t) => callRoute(dbApiGroupCount, t.firstRow ? idOf(t.firstRow) : {}, quiet),
  },
  { name: "add", writes: true, run: () => callRoute(dbApiAdd, {}, quiet) },
  { name: "adds", writes: true, run: () => callRoute(dbApiAdds, {}, quiet) },
  {
    name: "update",
    writes: true,
    needs: "ownRow",
    run: (t) => callRoute(dbApiUpdate, idOf(t.ownRow), quiet),
  },
  {
    name: "updateById",
    writes: true,
    needs: "ownRow",
    run: (t) => callRoute(dbApiUpdateById, idOf(t.ownRow), quiet),
  },
  {
    name: "updateAndReturn",
    writes: true,
    needs: "ownRow",
    run: (t) => callRoute(dbApiUpdateAndReturn, idOf(t.ownRow), quiet),
  },
  { name: "del", writes: true, run: () => callRoute(dbApiDel, {}, quiet) },
];

/** The answer without the envelope's code, msg and token: what the demo shows. */
export function shownResult(body: unknown): unknown {
  if (!body || typeof body !== "object") return body;
  const { code: _code, msg: _msg, vk_uni_token: _token, ...rest } = body as Record<string, unknown>;
  return rest;
}
