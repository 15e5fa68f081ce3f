import { createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";

/**
 * An RSA private key given as PEM or as bare base64 DER (PKCS#8, or PKCS#1 with `keyType`), as platforms
 * hand them out (Alipay's console gives bare base64). Throws when it is unreadable or not RSA; `owner`
 * names whose key it is in that message. Settings read keys with it at start-up, providers when signing.
 */
export function readRsaPrivateKey(key: string, keyType: "PKCS8" | "PKCS1", owner: string): KeyObject {
  const trimmed = key.trim();
  const object = trimmed.includes("-----BEGIN")
    ? createPrivateKey(trimmed)
    : createPrivateKey({
        key: Buffer.from(trimmed.replace(/\s+/g, ""), "base64"),
        format: "der",
        type: keyType === "PKCS1" ? "pkcs1" : "pkcs8",
      });
  if (object.asymmetricKeyType !== "rsa") throw new Error(`the ${owner} private key must be an RSA key`);
  return object;
}

/** An RSA public key given as PEM or as bare base64 DER (SubjectPublicKeyInfo); see {@link readRsaPrivateKey}. */
export function readRsaPublicKey(key: string, owner: string): KeyObject {
  const trimmed = key.trim();
  const object = trimmed.includes("-----BEGIN")
    ? createPublicKey(trimmed)
    : createPublicKey({
        key: Buffer.from(trimmed.replace(/\s+/g, ""), "base64"),
        format: "der",
        type: "spki",
      });
  if (object.asymmetricKeyType !== "rsa") throw new Error(`the ${owner} public key must be an RSA key`);
  return object;
}
