import type { AuditSpec, AuditTargetRef } from "@roster/contract";
import type { ClientInfo } from "../lib/client-info.js";
import { recordAdminCall } from "../services/admin/admin-log.js";
import { type AuditTargetSnapshot, afterCall, snapshotTarget } from "../services/admin/admin-log-target.js";
import type { Services } from "../services/services.js";
import type { AuthState } from "../services/sessions/authentication.js";

/** A call of an audited route, to be written to the admin log once its outcome is known. */
export interface PendingAudit {
  auth: AuthState;
  spec: AuditSpec;
  /** The validated input; secrets are removed when it is written. */
  input: unknown;
  /** The account the input names (`audit.target.fromInput`), as it was before the handler ran. */
  target?: AuditTargetSnapshot | undefined;
  /** The answer of a successful call, for `audit.target.fromOutput`. */
  output?: unknown;
}

/** The account `ref` names, or none when it fails to read (logged: the call itself goes on). */
async function targetOf(
  services: Services,
  ref: AuditTargetRef | undefined,
  requestId: string,
): Promise<AuditTargetSnapshot | undefined> {
  if (!ref) return undefined;
  try {
    return await snapshotTarget(services.db, ref);
  } catch (error) {
    services.logger.error({ reqId: requestId, err: error }, "admin log target read failed");
    return undefined;
  }
}

/**
 * Starts the admin-log entry of an authorized, validated call of an audited route: reads the account its
 * input names before the handler changes or deletes it, so the entry names it as it was.
 */
export async function beginAudit(
  services: Services,
  spec: AuditSpec,
  auth: AuthState,
  input: unknown,
  requestId: string,
): Promise<PendingAudit> {
  const ref = spec.target && "fromInput" in spec.target ? spec.target.fromInput(input as never) : undefined;
  return { auth, spec, input, target: await targetOf(services, ref, requestId) };
}

/**
 * The admin log, in one place: every authorized call of a route whose contract says `audit`, with its
 * validated input, the code it answered and the account it acted on (read from the input before the call,
 * or from a successful answer). A failing log write is logged and does not undo or hide the change that
 * was made.
 */
export async function writeAudit(
  services: Services,
  call: { path: string; requestId: string; client: ClientInfo },
  audit: PendingAudit,
  code: number,
): Promise<void> {
  try {
    const { target: spec, title } = audit.spec;
    const created =
      code === 0 && audit.output !== undefined && spec && "fromOutput" in spec
        ? await targetOf(services, spec.fromOutput(audit.output as never), call.requestId)
        : undefined;
    const target = audit.target ? await afterCall(services.db, audit.target) : created;
    await recordAdminCall(services, { auth: audit.auth, input: audit.input, title, target, ...call, code });
  } catch (error) {
    services.logger.error({ reqId: call.requestId, path: call.path, err: error }, "admin log write failed");
  }
}
