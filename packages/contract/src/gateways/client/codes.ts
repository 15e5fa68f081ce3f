import { ERRORS, type ErrorName } from "../../errors/catalogue.js";

/** Statuses of Roster's errors (not the gateway's own) that are not 400 on `/client`. */
const ROSTER_STATUS: Partial<Record<ErrorName, number>> = { storageUnavailable: 503, internal: 500 };

/** The SDK's code of an internal fault. */
const INTERNAL_CODE = "SYS_ERR";

/**
 * The `error.code` a catalogue error is answered with on the uni-cloud gateway: the entry's `wire` code
 * (the gateway's own refusals, the SDK's strings), `SYS_ERR` for an internal fault, else Roster's number
 * as a string (the SDK hands it to the app as `UniCloudError.code`).
 */
export const clientCodeOf = (name: ErrorName): string =>
  (ERRORS[name] as { wire?: string }).wire ??
  (name === "internal" ? INTERNAL_CODE : String(ERRORS[name].code));

/** The HTTP status a catalogue error is answered with on the uni-cloud gateway (400 unless said). */
export const clientStatusOf = (name: ErrorName): number =>
  (ERRORS[name] as { status?: number }).status ?? ROSTER_STATUS[name] ?? 400;
