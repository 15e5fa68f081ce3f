import type { AuditTitle } from "@roster/contract";
import { recordAdminCall } from "../services/admin/admin-log.js";
import type { Services } from "../services/services.js";
import type { AuthState } from "../services/sessions/authentication.js";
import type { ClientInfo } from "./context.js";

/** A call of an audited route, to be written to the admin log once its outcome is known. */
export interface PendingAudit {
  auth: AuthState;
  title: AuditTitle;
  /** The validated input; secrets are removed when it is written. */
  input: unknown;
}

/**
 * The admin log, in one place: every authorized call of a route whose contract says `audit`, with its
 * validated input and the code it answered. A failing log write is logged and does not undo or hide the
 * change that was made.
 */
export async function writeAudit(
  services: Services,
  call: { path: string; requestId: string; client: ClientInfo },
  audit: PendingAudit,
  code: number,
): Promise<void> {
  try {
    await recordAdminCall(services, { ...audit, ...call, code });
  } catch (error) {
    services.logger.error({ reqId: call.requestId, path: call.path, err: error }, "admin log write failed");
  }
}
