import { createHmac, generateKeyPairSync, type KeyObject } from "node:crypto";
import { SignJWT } from "jose";

/** A test signing key with its `kid`; its public half is published in a JWKS. */
export interface TestSigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/** A fresh 2048-bit RSA signing key. */
export function signingKey(kid: string): TestSigningKey {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return { kid, privateKey, publicKey };
}

/** The JWKS document publishing `keys`. */
export function jwks(keys: readonly TestSigningKey[]): { keys: object[] } {
  return {
    keys: keys.map((k) => ({
      ...k.publicKey.export({ format: "jwk" }),
      kid: k.kid,
      use: "sig",
      alg: "RS256",
    })),
  };
}

/** A JWT signed by `key` (RS256 unless `alg` says PS256) with `claims`. */
export function signedToken(
  key: TestSigningKey,
  claims: Record<string, unknown>,
  alg: "RS256" | "PS256" = "RS256",
) {
  return new SignJWT(claims).setProtectedHeader({ alg, kid: key.kid }).sign(key.privateKey);
}

const b64url = (text: string) => Buffer.from(text).toString("base64url");

/** An unsigned (`alg: none`) token, and an HS256 one keyed with the public key's PEM (algorithm confusion). */
export function forgedTokens(
  key: TestSigningKey,
  claims: Record<string, unknown>,
): { none: string; hs256: string } {
  const payload = b64url(JSON.stringify(claims));
  const none = `${b64url(JSON.stringify({ alg: "none", kid: key.kid }))}.${payload}.`;
  const head = b64url(JSON.stringify({ alg: "HS256", kid: key.kid }));
  const pem = key.publicKey.export({ type: "spki", format: "pem" }).toString();
  const mac = createHmac("sha256", pem).update(`${head}.${payload}`).digest("base64url");
  return { none, hs256: `${head}.${payload}.${mac}` };
}
