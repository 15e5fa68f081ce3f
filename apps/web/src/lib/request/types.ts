/** A router response body: `{code, msg, ...fields}` (or `errCode`, `key`, `uid` in older shapes). */
export interface ResponseBody {
  code?: number;
  errCode?: number | string;
  key?: number;
  uid?: string;
  msg?: string;
  errMsg?: string;
  message?: string;
  [field: string]: unknown;
}

/** Options of {@link callFunction}, named as upstream's `vk.callFunction`. */
export interface CallOptions {
  /** Route path, e.g. `user/pub/login`. */
  url: string;
  data?: Record<string, unknown>;
  /** Encrypt this call (callRoute sets it from the contract's `encrypted` flag). */
  encrypt?: boolean;
  /** Alert the server's message on failure (default true). */
  needAlert?: boolean;
  /** Show the loading toast after 800 ms pending (default true). */
  loading?: boolean;
  /** Text of the loading toast (default "requesting"). */
  title?: string;
  /** Milliseconds before the call gives up (default 60000). */
  timeout?: number;
  /** How many times a 90001 or network failure is retried (default 0). */
  retryCount?: number;
  /** Milliseconds between retries (default 1000). */
  retryInterval?: number;
  /** Use this global parameter set whatever the url. */
  globalParamName?: string;
}

/** Why a call failed: the server said so, or the transport did. */
export type FailureKind = "server" | "loginRequired" | "timeout" | "network" | "decrypt";

/** The rejection of a failed call: the code and message the user saw (or would have). */
export class CallError extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly kind: FailureKind,
    readonly body?: ResponseBody,
  ) {
    super(msg);
    this.name = "CallError";
  }
}
