import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { RosterError } from "@roster/contract";
import { decodeBase64Url } from "../../lib/base64url.js";

/** What a ticket is for: it only opens for the same purpose. */
export type TicketPurpose = "session" | "link" | "state" | "stored-session-key";

/**
 * Sealed tickets the server hands to clients and reads back (issue 11): the `encryptedKey` reference of a
 * mini-program session, the pending identity of a sign-up that must prove its mobile, and the OAuth
 * `state` of a web sign-in; also the mini-program session keys the database keeps (sealed at rest).
 * AES-256-GCM under the social key (derived from the token secret, never stored):
 * the client can neither read nor alter them. The purpose is the additional data, the expiry is inside.
 */
export function sealTicket(key: Buffer, purpose: TicketPurpose, payload: object, expiresAt: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([
    cipher.update(JSON.stringify({ ...payload, exp: expiresAt }), "utf8"),
    cipher.final(),
  ]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** Opens a ticket of `purpose`; altered, foreign or expired ones are `socialTicketInvalid`. */
export function openTicket<T extends object>(
  key: Buffer,
  purpose: TicketPurpose,
  ticket: string,
  now: number,
): T {
  try {
    // Only the spelling sealTicket wrote: another one would be a "new" ticket that opens as the same.
    const raw = decodeBase64Url(ticket);
    if (!raw || raw.length < 29) throw new Error("short");
    const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    const payload = JSON.parse(text) as T & { exp: number };
    if (typeof payload.exp !== "number" || payload.exp < now) throw new Error("expired");
    return payload;
  } catch {
    throw new RosterError("socialTicketInvalid");
  }
}
