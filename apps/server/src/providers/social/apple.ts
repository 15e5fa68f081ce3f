import { createHash } from "node:crypto";
import { type ErrorName, RosterError } from "@roster/contract";
import { decodeProtectedHeader, errors, jwtVerify } from "jose";
import { isCanonicalJws } from "../../lib/base64url.js";
import type { SocialConfig } from "../../settings/social.js";
import { JwksCache } from "./jwks.js";
import type { ClientPlatform, SocialCredential, SocialIdentity, SocialProvider } from "./types.js";

/** The issuer of every Apple identity token; fixed whatever APPLE_ENDPOINT says. */
export const APPLE_ISSUER = "https://appleid.apple.com";

/** An Apple identity: the e-mail Apple vouches for comes with it (a private relay address is still verified). */
export interface AppleIdentity extends SocialIdentity {
  email?: string;
  emailVerified?: boolean;
  isPrivateEmail?: boolean;
}

const truthy = (value: unknown) => value === true || value === "true";

/** How far Apple's clock and ours may disagree when `exp` is checked. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * Sign in with Apple (outside-protocols §6): the app's `identityToken` is an RS256 JWT checked against
 * Apple's keys (APPLE_ENDPOINT + `/auth/keys`), issuer https://appleid.apple.com, audience one of
 * APPLE_CLIENT_IDS, not expired (60 s skew), with a `sub`; the nonce is checked when one is given (the
 * web sign-in's state nonce, or the client's own). The identity carries the token's facts (id, expiry,
 * nonce) for the service layer, which accepts each token once.
 */
export class AppleProvider implements SocialProvider {
  readonly id = "apple" as const;
  /** Apple's key set (exposed for tests that count fetches). */
  readonly jwks: JwksCache;

  constructor(
    private readonly settings: SocialConfig["apple"],
    timeoutMs: number,
    private readonly now: () => number = Date.now,
    refetchCooldownMs = 60_000,
  ) {
    this.jwks = new JwksCache({
      provider: "apple",
      url: `${settings.endpoint.replace(/\/+$/, "")}/auth/keys`,
      timeoutMs,
      maxAgeMs: 24 * 3600_000,
      refetchCooldownMs,
      now,
    });
  }

  /** {@inheritDoc SocialProvider.platforms} */
  platforms(): ClientPlatform[] {
    return this.settings.clientIds.length > 0 ? ["app", "web", "h5"] : [];
  }

  /** {@inheritDoc SocialProvider.configured} */
  configured(platform: ClientPlatform): boolean {
    return this.platforms().includes(platform);
  }

  /** {@inheritDoc SocialProvider.signIn} */
  async signIn(credential: SocialCredential): Promise<AppleIdentity> {
    if (!this.configured(credential.platform)) {
      throw new RosterError("socialNotConfigured", { param: "apple", platform: credential.platform });
    }
    const token = credential.identityToken;
    if (!token) throw new RosterError("paramRequired", { param: "identityToken" });
    // jose would also take other spellings of the same signature: only the one Apple wrote is read.
    if (!isCanonicalJws(token)) throw new RosterError("appleSignatureInvalid");
    let kid: string | undefined;
    try {
      const header = decodeProtectedHeader(token);
      if (header.alg !== "RS256") throw new Error("alg");
      kid = header.kid;
    } catch {
      throw new RosterError("appleSignatureInvalid");
    }
    const key = kid ? await this.jwks.key(kid) : undefined;
    if (!key) throw new RosterError("appleSignatureInvalid");
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, key, {
        algorithms: ["RS256"],
        issuer: APPLE_ISSUER,
        audience: this.settings.clientIds,
        clockTolerance: CLOCK_SKEW_SECONDS,
        currentDate: new Date(this.now()),
        requiredClaims: ["exp"],
      }));
    } catch (error) {
      throw new RosterError(refusalOf(error));
    }
    const sub = typeof payload.sub === "string" && payload.sub !== "" ? payload.sub : undefined;
    if (!sub) throw new RosterError("appleNoSubject");
    if (credential.nonce !== undefined && !nonceMatches(payload.nonce, credential.nonce)) {
      throw new RosterError("appleNonceMismatch");
    }
    const aud = Array.isArray(payload.aud)
      ? payload.aud.find((a) => this.settings.clientIds.includes(a))
      : payload.aud;
    const email = typeof payload.email === "string" && payload.email !== "" ? payload.email : undefined;
    const signed = token.slice(0, token.lastIndexOf("."));
    return {
      provider: "apple",
      platform: credential.platform,
      appid: String(aud),
      openid: sub,
      token: {
        id: createHash("sha256").update(signed, "utf8").digest("base64url"),
        acceptableUntil: (Number(payload.exp) + CLOCK_SKEW_SECONDS) * 1000,
        ...(typeof payload.nonce === "string" ? { nonce: payload.nonce } : {}),
      },
      ...(email
        ? {
            email,
            emailVerified: truthy(payload.email_verified),
            isPrivateEmail: truthy(payload.is_private_email),
          }
        : {}),
    };
  }
}

/**
 * The token's nonce is the client's nonce as given, or its hex SHA-256: Apple copies what the app put in
 * the request, and iOS apps conventionally send the SHA-256 of the nonce they keep.
 */
function nonceMatches(claim: unknown, nonce: string): boolean {
  if (typeof claim !== "string") return false;
  return claim === nonce || claim === createHash("sha256").update(nonce, "utf8").digest("hex");
}

/** Which uni-id refusal a jose verification error is. */
function refusalOf(error: unknown): ErrorName {
  if (error instanceof errors.JWTExpired) return "appleTokenExpired";
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "iss") return "appleIssuerInvalid";
    if (error.claim === "aud") return "appleAudienceMismatch";
  }
  return "appleSignatureInvalid";
}
