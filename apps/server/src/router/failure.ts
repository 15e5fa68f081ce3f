import { RosterError } from "@roster/contract";
import { isTransientDatabaseError } from "../db/errors.js";
import type { Services } from "../services/services.js";
import type { RouterRequest, RouterResponse } from "./request.js";
import { TRANSPORT_STATUS } from "./status.js";

/** Turns any failure into the envelope, in one place. Unexpected errors are logged, never sent. */
export function errorResponse(
  services: Services,
  request: RouterRequest,
  path: string | undefined,
  error: unknown,
  uid: string | undefined,
): RouterResponse {
  const locale = request.client.locale;
  const requestId = request.requestId;
  if (error instanceof RosterError) {
    const status = TRANSPORT_STATUS[error.errorName] ?? 200;
    const retryAfter = error.extra.retryAfter;
    return {
      status,
      code: error.code,
      uid,
      body: { ...error.extra, code: error.code, msg: error.localized(locale), requestId },
      ...(status === 429 && typeof retryAfter === "number" ? { retryAfterSeconds: retryAfter } : {}),
    };
  }
  const transient = isTransientDatabaseError(error);
  services.logger.error(
    { reqId: requestId, path, err: error },
    transient ? "database unavailable" : "unexpected error",
  );
  const failure = new RosterError(transient ? "databaseError" : "internal");
  return {
    status: transient ? 200 : 500,
    code: failure.code,
    uid,
    body: { code: failure.code, msg: failure.localized(locale), requestId },
  };
}
