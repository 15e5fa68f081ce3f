import type { ClientInfo } from "../lib/client-info.js";

/** One call of the router function, whatever the transport. */
export interface RouterRequest {
  /** The route path (`user/pub/login`). */
  path: unknown;
  /** The payload: an object, or the cipher text when `encrypted`. */
  data: unknown;
  token: string | undefined;
  encrypted: boolean;
  client: ClientInfo;
  requestId: string;
}

/** The answer: an HTTP status for transports that have one, the body, and what the log needs. */
export interface RouterResponse {
  status: number;
  body: Record<string, unknown>;
  code: number;
  uid: string | undefined;
  /** For a 429: the seconds the caller should wait, which transports send as `Retry-After`. */
  retryAfterSeconds?: number;
}
