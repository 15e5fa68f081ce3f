import type { FastifyCorsOptions, FastifyCorsOptionsDelegateCallback } from "@fastify/cors";

/**
 * CORS of Roster's API for the origins of CORS_ORIGINS, one module for every path: the router (`/router`,
 * its own headers reflected) and the cloud-space gateways (`/client` for uni-cloud, `/tcb` for CloudBase),
 * whose browser clients send the SDKs' own headers and read theirs back. Any other origin gets no CORS
 * header at all, so the browser refuses the call.
 */

/** Path prefixes of the gateways: `/client`, `/client/...`, `/tcb`, `/tcb/...`. */
export const GATEWAY_PATHS = ["/client", "/tcb"] as const;

/**
 * The request headers the SDKs send (reference cloud-space-protocol §1 item 4), plus the header the aliyun
 * provider sets on its storage upload (sic: "encrpytion").
 */
export const GATEWAY_ALLOWED_HEADERS = [
  "content-type",
  "x-serverless-sign",
  "x-basement-token",
  "x-client-info",
  "x-client-token",
  "x-sdk-version",
  "x-seqid",
  "x-tcb-trace",
  "x-oss-server-side-encrpytion",
] as const;

/** The response headers the SDKs read: `request-id` (uni-cloud's requestId) and `x-tcb-trace`. */
export const GATEWAY_EXPOSED_HEADERS = ["request-id", "x-request-id", "x-tcb-trace"] as const;

/** Whether a request URL is one of a gateway's paths. */
export function isGatewayPath(url: string): boolean {
  const path = url.split("?", 1)[0]!;
  return GATEWAY_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The CORS options of one request: the gateways' fixed header lists, or the router's. */
export function corsOptionsFor(url: string, origins: readonly string[]): FastifyCorsOptions {
  const allowed = new Set(origins);
  const origin = (requestOrigin: string | undefined, callback: (e: null, allow: boolean) => void) =>
    callback(null, requestOrigin !== undefined && allowed.has(requestOrigin));
  const common = { origin, methods: ["GET", "POST"], maxAge: 600 };
  return isGatewayPath(url)
    ? {
        ...common,
        allowedHeaders: [...GATEWAY_ALLOWED_HEADERS],
        exposedHeaders: [...GATEWAY_EXPOSED_HEADERS],
      }
    : { ...common, exposedHeaders: ["x-request-id"] };
}

/**
 * The `delegator` of `@fastify/cors` for Roster (registered once, in http/server.ts): options by path, the
 * two sets built once.
 */
export function corsDelegator(origins: readonly string[]): FastifyCorsOptionsDelegateCallback {
  const gateway = corsOptionsFor(GATEWAY_PATHS[0], origins);
  const router = corsOptionsFor("/router", origins);
  return (request, callback) => callback(null, isGatewayPath(request.url) ? gateway : router);
}
