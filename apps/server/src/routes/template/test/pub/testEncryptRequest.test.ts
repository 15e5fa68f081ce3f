import { decryptResponseBody, encryptRequestData, requestKey } from "@roster/contract";
import { testEncryptRequest } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const client = { appid: "__UNI__ROSTER", deviceId: "dev-42" };
const PATH = "template/test/pub/testEncryptRequest";

/** The code of an encrypted call: successes come back encrypted, refusals in plain text. */
async function codeOf(cipher: string, key: string): Promise<number> {
  const body = await h.call(PATH, cipher, { encrypted: true, client });
  return body.encrypt === true
    ? (decryptResponseBody(body.data as string, key) as { code: number }).code
    : body.code;
}

describe("template/test/pub/testEncryptRequest", () => {
  it("refuses plain requests with 413", async () => {
    expect(await h.call(testEncryptRequest, { a: 1 })).toMatchObject({ code: 413 });
  });

  it("echoes encrypted data, encrypted with the nonce-derived key", async () => {
    const key = requestKey(client.appid, client.deviceId, undefined);
    const cipher = encryptRequestData({ hello: "世界", n: 7 }, key, h.clock.now());
    const body = await h.call(PATH, cipher, { encrypted: true, client });
    expect(body.encrypt).toBe(true);
    expect(decryptResponseBody(body.data as string, key)).toMatchObject({
      code: 0,
      data: { hello: "世界", n: 7 },
    });
  });

  it("binds the key to the caller's token", async () => {
    const user = await h.createUser();
    const key = requestKey(client.appid, client.deviceId, user.token);
    const body = await h.call(PATH, encryptRequestData({ a: 1 }, key, h.clock.now()), {
      encrypted: true,
      client,
      as: user,
    });
    expect(decryptResponseBody(body.data as string, key)).toMatchObject({ code: 0, data: { a: 1 } });
    // The same cipher without the token does not decrypt.
    expect(
      (
        await h.call(PATH, encryptRequestData({ a: 1 }, key, h.clock.now()), {
          encrypted: true,
          client,
        })
      ).code,
    ).toBe(411);
  });

  it("refuses garbage (411) in plain text", async () => {
    expect(await h.call(PATH, "not-a-cipher", { encrypted: true, client })).toMatchObject({ code: 411 });
    expect(await h.call(testEncryptRequest, { a: 1 }, { encrypted: true, client })).toMatchObject({
      code: 411,
    });
  });

  // Window 10 s and clock skew 60 s (the defaults): accepted from 70 s old to 60 s ahead.
  it("accepts a bounded clock skew both ways and refuses what lies beyond it (410)", async () => {
    const key = requestKey(client.appid, client.deviceId, undefined);
    const at = (offsetMs: number, n: number) => encryptRequestData({ n }, key, h.clock.now() + offsetMs);
    const code = (cipher: string) => codeOf(cipher, key);
    expect(await code(at(5_000, 1))).toBe(0);
    expect(await code(at(59_000, 2))).toBe(0);
    expect(await code(at(-69_000, 3))).toBe(0);
    expect(await code(at(61_000, 4))).toBe(410);
    expect(await code(at(3_600_000, 5))).toBe(410);
    expect(await code(at(-70_000, 6))).toBe(410);
  });

  it("accepts one encrypted body once (410 for its replay), until it has expired anyway", async () => {
    const key = requestKey(client.appid, client.deviceId, undefined);
    // A payload whose Base64 ends in padding, so that its last character has unused low bits.
    let cipher = "";
    for (let pad = ""; !cipher.endsWith("="); pad += "x") {
      cipher = encryptRequestData({ transfer: 1, pad }, key, h.clock.now());
    }
    expect(await codeOf(cipher, key)).toBe(0);
    expect(await codeOf(cipher, key)).toBe(410);
    // Another Base64 spelling of the same bytes (the unused low bits of the last character) is the same call.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    const end = cipher.indexOf("=") - 1;
    const respelled = `${cipher.slice(0, end)}${alphabet[alphabet.indexOf(cipher[end]!) ^ 1]}${cipher.slice(end + 1)}`;
    expect(respelled).not.toBe(cipher);
    expect(await codeOf(respelled, key)).toBe(410);
    h.clock.advance(30_000);
    expect(await codeOf(cipher, key)).toBe(410);
    // The same data at another moment is another call.
    const again = encryptRequestData({ transfer: 1, pad: "" }, key, h.clock.now());
    expect(await codeOf(again, key)).toBe(0);
  });
});
