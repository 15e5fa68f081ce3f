import {
  beginTotp,
  confirmTotp,
  getSecondFactors,
  makeRecoveryCodes,
  reauthenticate,
  removeSecondFactor,
} from "@roster/contract/routes";
import { callRoute, type RouteCallOptions } from "../../lib/request";

// Every change here is a `recentAuth` route: it is called with `needAlert: false`, so that a 91508 opens the
// re-authentication sheet (use-recent-auth.ts) rather than an alert, and the page says any other refusal.
const quiet: RouteCallOptions = { needAlert: false };

/** The account's second factors and how many recovery codes are left. */
export const fetchSecondFactors = () => callRoute(getSecondFactors, {}, { loading: false });

/** Starts adding an authenticator app: its secret and `otpauth://` URI, counted once confirmed. */
export const startTotp = () => callRoute(beginTotp, {}, quiet);

/** Turns the waiting authenticator on with a code it shows; the first factor answers its recovery codes. */
export const finishTotp = (factorId: string, code: string) =>
  callRoute(confirmTotp, { factorId, code }, quiet);

/** Removes a second factor (the last one voids the recovery codes). */
export const removeFactor = (factorId: string) => callRoute(removeSecondFactor, { factorId }, quiet);

/** A new set of recovery codes; the old set is void at once. */
export const newRecoveryCodes = () => callRoute(makeRecoveryCodes, {}, quiet);

/** What proves again who holds this session: the password, or a code of a second factor. */
export type Proof = { password: string } | { factor: "totp" | "recoveryCode"; code: string };

/** Proves again who holds this session, for the next ten minutes of `recentAuth` routes. */
export const proveItIsMe = (proof: Proof) => callRoute(reauthenticate, proof, quiet);
