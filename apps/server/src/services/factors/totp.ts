import { randomBytes } from "node:crypto";
import { HOTP, Secret, TOTP } from "otpauth";

/** RFC 6238 as authenticator apps speak it: HMAC-SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/** Steps of clock drift accepted either way (one: a code from the step before or after is still good). */
export const TOTP_DRIFT_STEPS = 1;
/** A new secret's size: 160 bits, the size of SHA-1's output (RFC 4226 §4 recommends it). */
const SECRET_BYTES = 20;

/** A new TOTP secret, base32 (what the `otpauth://` URI and a person typing it by hand use). */
export function newTotpSecret(): string {
  return new Secret({ buffer: Uint8Array.from(randomBytes(SECRET_BYTES)).buffer }).base32;
}

/** The `otpauth://totp/...` URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, issuer: string, account: string): string {
  return totpOf(secret, issuer, account).toString();
}

/** The time step of `time` (epoch ms). */
export const totpStep = (time: number): number => Math.floor(time / 1000 / TOTP_PERIOD_S);

/**
 * The time step `code` belongs to, within {@link TOTP_DRIFT_STEPS} of `now`'s, else undefined. Only six
 * digits: anything else (spaces, letters, another length) is no code. The caller makes a step usable once.
 */
export function matchTotp(secret: string, code: string, now: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: TOTP_DRIFT_STEPS });
  return delta === null ? undefined : totpStep(now) + delta;
}

/** The code of time step `step` (for tests and for the RFC's vectors, in `digits` digits). */
export function totpCodeAt(secret: Secret | string, step: number, digits = TOTP_DIGITS): string {
  const key = typeof secret === "string" ? Secret.fromBase32(secret) : secret;
  return HOTP.generate({ secret: key, counter: step, digits, algorithm: "SHA1" });
}

function totpOf(secret: string, issuer = "", label = ""): TOTP {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
  });
}
