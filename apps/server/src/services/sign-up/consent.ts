import { RosterError } from "@roster/contract";
import type { Db } from "../../db/types.js";
import type { Services } from "../services.js";
import { insertConsents } from "./consent-repository.js";

/** The documents one acceptance covers: the terms of service and the privacy policy, of one version. */
const DOCUMENTS = ["terms", "privacy"] as const;

/**
 * Checks what a registration says about the terms before anything is written: the version it accepted
 * must be the current one (TERMS_VERSION, 91411), and none is refused only when REQUIRE_CONSENT is set
 * (91410). The version to record, or undefined (an upstream client that sends none: nothing recorded).
 */
export function consentOf(svc: Services, acceptedTerms: string | undefined): string | undefined {
  const { termsVersion, requireConsent } = svc.config.accountRules;
  if (acceptedTerms === undefined) {
    if (requireConsent) throw new RosterError("consentRequired");
    return undefined;
  }
  if (acceptedTerms !== termsVersion)
    throw new RosterError("termsVersionOutdated", { version: termsVersion });
  return acceptedTerms;
}

/** Records the new account's consent to `version` in the transaction that creates it. */
export async function recordConsent(
  trx: Db,
  consent: { userId: string; version: string | undefined; at: number; ip: string },
): Promise<void> {
  if (consent.version === undefined) return;
  const { userId, version, at, ip } = consent;
  await insertConsents(
    trx,
    DOCUMENTS.map((document) => ({ userId, document, version, acceptedAt: at, ip })),
  );
}
