import { RosterError } from "@roster/contract";
import { createSigner, createVerifier, TokenError } from "fast-jwt";
import { isCanonicalJws } from "../../lib/base64url.js";
import type { Clock } from "../../lib/clock.js";
import { TOKEN_MAX_LENGTH } from "../../lib/sent-token.js";

/** What a token says: who, with which roles and permissions, for which session, until when. */
export interface TokenClaims {
  uid: string;
  role: string[];
  permission: string[];
  sid: string;
}

export interface TokenPayload extends TokenClaims {
  iat: number;
  exp: number;
}

/** A signed token and its expiry in epoch ms, as clients receive it in `vk_uni_token`. */
export interface IssuedToken {
  token: string;
  tokenExpired: number;
}

/** HS256 JWTs with fast-jwt. Expiry is checked against the service clock so tests can move time. */
export class Tokens {
  private readonly signer: (payload: TokenPayload) => string;
  private readonly verifier: (token: string) => TokenPayload;

  constructor(
    secret: string,
    private readonly expiresInSeconds: number,
    private readonly clock: Clock,
  ) {
    // iat and exp come from the service clock in the payload (fast-jwt keeps a given iat).
    this.signer = createSigner({ key: secret, algorithm: "HS256" });
    this.verifier = createVerifier({
      key: secret,
      algorithms: ["HS256"],
      ignoreExpiration: true,
      cache: 10_000,
    });
  }

  /** Signs a token valid for the configured lifetime from now (or `seconds`, when shorter). */
  sign(claims: TokenClaims, seconds?: number): IssuedToken {
    const iat = Math.floor(this.clock.now() / 1000);
    const exp = iat + Math.min(seconds ?? this.expiresInSeconds, this.expiresInSeconds);
    const token = this.signer({
      uid: claims.uid,
      role: claims.role,
      permission: claims.permission,
      sid: claims.sid,
      iat,
      exp,
    });
    return { token, tokenExpired: exp * 1000 };
  }

  /**
   * Verifies signature and expiry; 30203 when expired, 30204 when missing, malformed or forged. A token is
   * read in the one spelling it was signed in (fast-jwt alone would also take other spellings of the same
   * signature bytes, which anything that remembers tokens would count as other tokens).
   */
  verify(token: string | undefined): TokenPayload {
    if (!token || token.length > TOKEN_MAX_LENGTH || !isCanonicalJws(token))
      throw new RosterError("checkTokenFailed");
    let payload: TokenPayload;
    try {
      payload = this.verifier(token);
    } catch (error) {
      if (error instanceof TokenError) throw new RosterError("checkTokenFailed");
      throw error;
    }
    if (
      typeof payload.uid !== "string" ||
      typeof payload.sid !== "string" ||
      typeof payload.exp !== "number"
    ) {
      throw new RosterError("checkTokenFailed");
    }
    if (payload.exp * 1000 <= this.clock.now()) throw new RosterError("tokenExpired");
    return payload;
  }
}
