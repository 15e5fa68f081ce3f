import { decryptRequestData, encryptResponseBody, RosterError, requestKey } from "@roster/contract";
import type { ClientInfo } from "./context.js";

/** The key of an encrypted call: md5(appid + device id + token), recomputed from the context. */
export const keyFor = (client: ClientInfo, token: string | undefined): string =>
  requestKey(client.appid, client.deviceId, token);

/**
 * Decrypts an encrypted payload (reference §12.3): 411 when it does not decrypt to an object with a
 * timestamp, 410 when the timestamp is outside the anti-replay window (in either direction).
 */
export function decryptPayload(
  cipherText: unknown,
  key: string,
  now: number,
  windowSeconds: number,
): Record<string, unknown> {
  if (typeof cipherText !== "string" || cipherText === "") throw new RosterError("decryptFailed");
  let decrypted: Record<string, unknown> & { timeStamp: number };
  try {
    decrypted = decryptRequestData(cipherText, key);
  } catch {
    throw new RosterError("decryptFailed");
  }
  if (Math.abs(now - decrypted.timeStamp) >= windowSeconds * 1000) throw new RosterError("requestExpired");
  const { timeStamp: _timeStamp, ...data } = decrypted;
  return data;
}

/** The encrypted form of a response body (reference §12.4). */
export const encryptBody = (body: unknown, key: string, now: number): { encrypt: true; data: string } => ({
  encrypt: true,
  data: encryptResponseBody(body, key, now),
});
