import { createHmac } from "node:crypto";
import { EXT_FILE_PREFIX } from "../../lib/file-protocol.js";
import { isSafeKey, sign, signatureMatches } from "../../providers/storage/signing.js";
import type { Services } from "../services.js";

const urlKey = (services: Pick<Services, "codeKey">): Buffer =>
  createHmac("sha256", services.codeKey).update("roster/files/ext-url/v1").digest();

/**
 * The `fileURL` of an extStorage upload: Roster's `GET /files/ext/<key>?exp&sig`, valid `seconds` on either
 * storage. Its first fetch checks the upload as its report would (http/file-download.ts), so the URL the
 * client gets before uploading never answers bytes that were not checked.
 */
export function extFileUrl(
  services: Pick<Services, "codeKey" | "clock" | "config">,
  key: string,
  seconds: number,
) {
  const exp = Math.floor(services.clock.now() / 1000) + seconds;
  const sig = sign(urlKey(services), `ext\n${key}\n${exp}`);
  return `${services.config.storage.publicUrl}${EXT_FILE_PREFIX}${key}?exp=${exp}&sig=${sig}`;
}

/** Whether an extStorage `fileURL`'s `exp` and `sig` are good for `key` now. */
export function checkExtFileUrl(
  services: Pick<Services, "codeKey" | "clock">,
  key: string,
  exp: string,
  sig: string,
): boolean {
  if (!isSafeKey(key) || !/^\d{1,12}$/.test(exp)) return false;
  if (Number(exp) * 1000 < services.clock.now()) return false;
  return signatureMatches(urlKey(services), `ext\n${key}\n${exp}`, sig);
}
