import { aesEncrypt, encryptRequestData, LOCALES, type Locale, requestKey } from "@roster/contract";
import fc from "fast-check";
import { ROUTES } from "../../routes/index.js";
import { mutate } from "./hostile-values.js";
import { listFilterArbitrary } from "./list-filters.js";
import { arbitraryFor, inputSchemaOf, type Vocabulary } from "./schema-arbitrary.js";
import { callerArbitrary, type FuzzWorld, listFieldsOf, PATHS, pathArbitrary, type Who } from "./world.js";

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

/**
 * Calls of every route (and some strange paths): each route's contract gives a valid-ish value, which is
 * then made hostile. Built once per world: ids and names are read when a value is drawn.
 */
export function routeCallArbitrary(world: FuzzWorld): fc.Arbitrary<RouteCall> {
  const byPath = new Map(
    PATHS.map((path) => {
      const contract = Object.hasOwn(ROUTES, path) ? ROUTES[path]!.contract : undefined;
      if (!contract) return [path, fc.jsonValue().chain((v) => mutate(v, true))] as const;
      const schema = inputSchemaOf(contract.input);
      const isList = schema.properties?.formData !== undefined && schema.properties?.columns !== undefined;
      if (!isList)
        return [path, arbitraryFor(schema, world.vocabulary).chain((v) => mutate(v, true))] as const;
      // A list: its own field names for sorting and filtering, and most calls with filters that reach SQL,
      // hostile in their values rather than in their shape.
      const vocabulary: Vocabulary = (name) =>
        ["*key", "key", "name", "fieldName"].includes(name) ? listFieldsOf(path) : world.vocabulary(name);
      const validish = arbitraryFor(schema, vocabulary);
      const withFilters = fc
        .tuple(validish, listFilterArbitrary(vocabulary))
        .map(([base, filters]) => ({ ...(base as object), ...filters }));
      const listCall = fc.oneof(
        { arbitrary: validish.chain((v) => mutate(v, true)), weight: 1 },
        { arbitrary: withFilters, weight: 2 },
      );
      return [path, listCall] as const;
    }),
  );
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
