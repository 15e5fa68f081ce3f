import { createHash } from "node:crypto";
import {
  decryptRequestData,
  encryptResponseBody,
  type Locale,
  RosterError,
  requestKey,
} from "@roster/contract";
import type { ClientInfo } from "../lib/client-info.js";
import type { Services } from "../services/services.js";
import { guardInput } from "./input-guard.js";

/** The key of an encrypted call: md5(appid + device id + token), recomputed from the context. */
export const keyFor = (client: ClientInfo, token: string | undefined): string =>
  requestKey(client.appid, client.deviceId, token);

/**
 * Opens an encrypted payload (reference §12.3), once. 411 when it does not decrypt to an object with a
 * timestamp; 410 when the timestamp is older than the anti-replay window plus the allowed clock skew,
 * further in the future than the skew, or when the same payload was already accepted: each encrypted
 * body is accepted once while its timestamp is acceptable (remembered in memory, or in Redis). The
 * plaintext passes the router's input guard (-1 in `locale`) before anything serializes it.
 */
export async function openEncryptedPayload(
  services: Services,
  cipherText: unknown,
  key: string,
  locale: Locale,
): Promise<Record<string, unknown>> {
  if (typeof cipherText !== "string" || cipherText === "") throw new RosterError("decryptFailed");
  let decrypted: Record<string, unknown> & { timeStamp: number };
  try {
    decrypted = decryptRequestData(cipherText, key);
  } catch {
    throw new RosterError("decryptFailed");
  }
  const now = services.clock.now();
  const skewMs = services.config.encryptClockSkewSeconds * 1000;
  const acceptedUntil = decrypted.timeStamp + services.config.encryptWindowSeconds * 1000 + skewMs;
  if (!(now < acceptedUntil && decrypted.timeStamp - now <= skewMs)) throw new RosterError("requestExpired");
  guardInput(decrypted, locale);
  // The id is of the plaintext, so that another Base64 spelling of the same cipher is the same call.
  const id = createHash("sha256")
    .update(key)
    .update("\n")
    .update(JSON.stringify(decrypted))
    .digest("base64url");
  if (!(await services.replayCache.firstSighting(id, acceptedUntil - now))) {
    throw new RosterError("requestExpired");
  }
  const { timeStamp: _timeStamp, ...data } = decrypted;
  return data;
}

/** The encrypted form of a response body (reference §12.4). */
export const encryptBody = (body: unknown, key: string, now: number): { encrypt: true; data: string } => ({
  encrypt: true,
  data: encryptResponseBody(body, key, now),
});
