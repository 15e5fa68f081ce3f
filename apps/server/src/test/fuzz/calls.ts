import { aesEncrypt, encryptRequestData, LOCALES, type Locale, requestKey } from "@roster/contract";
import fc from "fast-check";
import { ROUTES } from "../../routes/index.js";
import { mutate } from "./hostile-values.js";
import { listFilterArbitrary } from "./list-filters.js";
import type { Violation } from "./oracle.js";
import { arbitraryFor, inputSchemaOf, type Vocabulary } from "./schema-arbitrary.js";
import {
  callerArbitrary,
  FORGED_CALLERS,
  type FuzzWorld,
  listFieldsOf,
  PATHS,
  pathArbitrary,
  type Who,
} from "./world.js";

/** One generated call of a route: who calls, with what data, encrypted or not, in which language. */
export interface RouteCall {
  path: string;
  who: Who;
  data: unknown;
  encrypt: boolean;
  locale: Locale;
}

/** The client context of fuzzed calls (the key of encrypted calls derives from it). */
export const FUZZ_CLIENT = { appid: "__UNI__FUZZ", deviceId: "fuzz-device" };

/** Whether `path` is a route whose contract takes encrypted calls only. */
const encryptedRoute = (path: string): boolean =>
  Object.hasOwn(ROUTES, path) && ROUTES[path]!.contract.encrypted;

/** The key of an encrypted call with `token`. */
export const fuzzKey = (token: string | undefined) =>
  requestKey(FUZZ_CLIENT.appid, FUZZ_CLIENT.deviceId, token);

/** The data of calls of one path: honest (valid-ish, from its contract) and made hostile. */
interface PathData {
  honest: fc.Arbitrary<unknown>;
  hostile: fc.Arbitrary<unknown>;
}

function pathData(world: FuzzWorld, path: string): PathData {
  const contract = Object.hasOwn(ROUTES, path) ? ROUTES[path]!.contract : undefined;
  if (!contract) {
    const any = fc.jsonValue();
    return { honest: any, hostile: any.chain((v) => mutate(v, true)) };
  }
  const schema = inputSchemaOf(contract.input);
  const isList = schema.properties?.formData !== undefined && schema.properties?.columns !== undefined;
  if (!isList) {
    const honest = arbitraryFor(schema, world.vocabulary);
    return { honest, hostile: honest.chain((v) => mutate(v, true)) };
  }
  // A list: its own field names for sorting and filtering, and most calls with filters that reach SQL,
  // hostile in their values rather than in their shape.
  const vocabulary: Vocabulary = (name) =>
    ["*key", "key", "name", "fieldName"].includes(name) ? listFieldsOf(path) : world.vocabulary(name);
  const validish = arbitraryFor(schema, vocabulary);
  const withFilters = fc
    .tuple(validish, listFilterArbitrary(vocabulary))
    .map(([base, filters]) => ({ ...(base as object), ...filters }));
  const hostile = fc.oneof(
    { arbitrary: validish.chain((v) => mutate(v, true)), weight: 1 },
    { arbitrary: withFilters, weight: 2 },
  );
  return { honest: validish, hostile };
}

/** Built once per world and path: some arbitraries are costly to build. */
const dataCache = new WeakMap<FuzzWorld, Map<string, PathData>>();
function dataOf(world: FuzzWorld, path: string): PathData {
  const byPath = dataCache.get(world) ?? new Map<string, PathData>();
  dataCache.set(world, byPath);
  const data = byPath.get(path) ?? pathData(world, path);
  byPath.set(path, data);
  return data;
}

/**
 * Calls of every route (and some strange paths): each route's contract gives a valid-ish value, which is
 * then made hostile. Built once per world: ids and names are read when a value is drawn.
 */
export function routeCallArbitrary(world: FuzzWorld): fc.Arbitrary<RouteCall> {
  const byPath = new Map(PATHS.map((path) => [path, dataOf(world, path).hostile] as const));
  return pathArbitrary.chain((path) =>
    fc.record({
      path: fc.constant(path),
      who: callerArbitrary,
      data: byPath.get(path)!,
      encrypt: fc.integer({ min: 0, max: 19 }).map((n) => (encryptedRoute(path) ? n < 16 : n === 0)),
      locale: fc.constantFrom(...LOCALES),
    }),
  );
}

/**
 * Honest calls of one route, for the sweep that makes sure every route is reached: valid-ish data from
 * its contract as a signed-in caller (the admin for routes that need a permission), encrypted when the
 * route takes encrypted calls only.
 */
export function honestCallArbitrary(world: FuzzWorld, path: string): fc.Arbitrary<RouteCall> {
  const { honest } = dataOf(world, path);
  return fc.record({
    path: fc.constant(path),
    who:
      ROUTES[path]!.contract.permission === "none"
        ? fc.constantFrom<Who>("admin", "user")
        : fc.constant<Who>("admin"),
    data: honest,
    encrypt: fc.constant(encryptedRoute(path)),
    locale: fc.constantFrom(...LOCALES),
  });
}

/**
 * What a call's answer breaks because of who sent it: a forged or respelled token (issue 27) must never
 * pass for the user, so a route that needs a valid token never answers such a call with success.
 */
export function callerViolations(call: Pick<RouteCall, "path" | "who">, code: unknown): Violation[] {
  if (!FORGED_CALLERS.has(call.who) || code !== 0 || !Object.hasOwn(ROUTES, call.path)) return [];
  const contract = ROUTES[call.path]!.contract;
  if (contract.class === "pub" && !contract.requiresValidToken) return [];
  return [{ rule: "invalid token accepted", detail: `${call.who} token, code 0` }];
}

/** The data as sent: cipher text when the call is encrypted (data that JSON.stringify cannot serialize
 * is replaced by an equally hostile text: an object nested 20,000 deep). */
export function sentData(
  call: RouteCall,
  token: string | undefined,
  now: number,
): { data: unknown; encrypted: boolean } {
  if (!call.encrypt || typeof call.data !== "object" || call.data === null || Array.isArray(call.data))
    return { data: call.data, encrypted: false };
  const key = fuzzKey(token);
  try {
    return { data: encryptRequestData(call.data as Record<string, unknown>, key, now), encrypted: true };
  } catch {
    const deep = `{"timeStamp":${now},"a":${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}}`;
    return { data: aesEncrypt(deep, key, "aes-256-ecb"), encrypted: true };
  }
}
