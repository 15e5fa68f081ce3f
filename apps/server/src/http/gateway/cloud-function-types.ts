import type { App } from "../../app.js";
import type { ClientInfo } from "../../lib/client-info.js";
import type { CallLimiter } from "../rate-limit.js";

/** The shape of the gateways' cloud functions (cloud-functions.ts lists them; each may live in its own module). */

/** One function call as a gateway received it. */
export interface CloudCall {
  /** The payload (`callFunction`'s `data`, with the SDK's `uniIdToken` and `clientInfo` beside it). */
  data: Record<string, unknown>;
  /** The caller's uni-id token as the transport carries it (a header), when it carries one. */
  token: string | undefined;
  client: ClientInfo;
  requestId: string;
}

/** A function's answer: the HTTP status a plain transport would use, and the function's result. */
export interface CloudResult {
  status: number;
  result: Record<string, unknown>;
  /** Seconds to wait, when the call was refused by a rate limit (status 429). */
  retryAfterSeconds?: number;
}

export type CloudFunction = (
  app: App,
  call: CloudCall,
  limiter: CallLimiter | undefined,
) => Promise<CloudResult>;
