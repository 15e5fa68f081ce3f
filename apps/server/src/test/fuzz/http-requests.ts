import fc from "fast-check";

/**
 * Transport-level hostility for the HTTP suite: bodies that are not JSON or lie about their type, sizes at
 * and over the limit, odd methods, URLs and headers. Route payloads come from the router's generator.
 */

/** One HTTP request as `fastify.inject` takes it. */
export interface HttpRequest {
  method: "POST" | "GET" | "PUT" | "DELETE" | "OPTIONS" | "HEAD" | "PATCH";
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const MiB = 1024 * 1024;

/** JSON text of `value`; text nested `depth` deep when JSON.stringify cannot go that deep. */
export function jsonText(value: unknown): string {
  try {
    return JSON.stringify(value) ?? "null";
  } catch {
    return `{"a":${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}}`;
  }
}

const BROKEN_JSON = fc.constantFrom(
  '{"username":',
  "{'username':'a'}",
  '{"a":1}garbage',
  '{"a":1,}',
  "[1,2",
  '{"a":"\u0000"}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"a":"\\x41"}',
  '{"a":1e999}',
  '{"a":-0,"b":1e-400}',
  '{"a":1,"a":2}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  "\ufeff{}",
  "null",
  "true",
  "0",
  '""',
  "NaN",
  "{}{}",
  " ",
  "\n\t",
  `${"[".repeat(100)}${"]".repeat(100)}`,
  `{"a":${"[".repeat(10_000)}`,
);

const CONTENT_TYPES = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16",
  "application/json; charset=latin1",
  "APPLICATION/JSON",
  "text/plain",
  "text/plain; charset=utf-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "application/xml",
  "application/vnd.api+json",
  "application/json, text/plain",
  "*/*",
  "",
);

const ODD_URLS = fc.constantFrom(
  "/router",
  "/router/",
  "/router//",
  "/ROUTER/user/pub/login",
  "/router/%00",
  "/router/user/pub/login%00",
  "/router/..%2f..%2fetc%2fpasswd",
  "/router/%E0%A4%A",
  "/router/user/pub/login?x=1&x=2",
  "/router/user/pub/_private",
  `/router/${"a/".repeat(400)}`,
  "/router/__proto__",
  "/router/constructor",
  "/healthz?x=%00",
  "/index.html",
  "/%2e%2e/%2e%2e/etc/passwd",
);

const HEADER_VALUES = fc.constantFrom(
  "%00",
  "%ZZ",
  "%E0%A4%A",
  "x".repeat(5_000),
  "zh-Hant-TW",
  "\t",
  "a,b",
  "../..",
);

/** Extra headers a hostile client sends. */
export const oddHeaders = fc.dictionary(
  fc.constantFrom(
    "vk-locale",
    "vk-device-id",
    "vk-appid",
    "vk-platform",
    "uni-id-token",
    "x-forwarded-for",
    "vk-encrypt",
    "accept-language",
  ),
  HEADER_VALUES,
  { maxKeys: 3 },
);

/** A transport-level hostile request (not built from a route contract). */
export const transportRequest: fc.Arbitrary<HttpRequest> = fc.oneof(
  fc.record({
    method: fc.constant("POST" as const),
    url: fc.constantFrom("/router/user/pub/login", "/router/user/kh/updateUser", "/router"),
    headers: fc.record({ "content-type": CONTENT_TYPES }),
    payload: fc.oneof(
      BROKEN_JSON,
      fc.string({ unit: "binary", maxLength: 200 }),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
      fc.constantFrom(Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d]), Buffer.from('{"a":"\xc3\x28"}', "latin1")),
    ),
  }),
  fc.record({
    method: fc.constantFrom("GET", "PUT", "DELETE", "OPTIONS", "HEAD", "PATCH", "POST"),
    url: ODD_URLS,
    headers: fc.record({ "content-type": fc.constant("application/json") }),
    payload: fc.constantFrom("{}", '{"$url":"user/pub/login","data":{}}'),
  }),
  fc.record({
    method: fc.constant("POST" as const),
    url: fc.constantFrom("/router/user/pub/login", "/router"),
    headers: fc.record({ "content-type": fc.constant("application/json") }),
    payload: fc.constantFrom(
      `{"a":"${"x".repeat(MiB)}"}`,
      `{"a":"${"x".repeat(MiB - 100)}"}`,
      "[".repeat(MiB - 1),
      `{${Array.from({ length: 30_000 }, (_, i) => `"k${i}":${i}`).join(",")}}`,
    ),
  }),
);
