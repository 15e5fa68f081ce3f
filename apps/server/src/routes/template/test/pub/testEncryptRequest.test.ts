import { decryptResponseBody, encryptRequestData, requestKey } from "@roster/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const client = { appid: "__UNI__ROSTER", deviceId: "dev-42" };
const PATH = "template/test/pub/testEncryptRequest";

describe("template/test/pub/testEncryptRequest", () => {
  it("refuses plain requests with 413", async () => {
    expect(await h.call(PATH, { a: 1 })).toMatchObject({ code: 413 });
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
      (await h.call(PATH, encryptRequestData({ a: 1 }, key, h.clock.now()), { encrypted: true, client }))
        .code,
    ).toBe(411);
  });

  it("refuses garbage (411) and requests outside the 10 s window (410), in plain text", async () => {
    const key = requestKey(client.appid, client.deviceId, undefined);
    expect(await h.call(PATH, "not-a-cipher", { encrypted: true, client })).toMatchObject({ code: 411 });
    expect(await h.call(PATH, { a: 1 }, { encrypted: true, client })).toMatchObject({ code: 411 });
    const old = encryptRequestData({ a: 1 }, key, h.clock.now() - 10_000);
    expect(await h.call(PATH, old, { encrypted: true, client })).toMatchObject({ code: 410 });
    const future = encryptRequestData({ a: 1 }, key, h.clock.now() + 60_000);
    expect(await h.call(PATH, future, { encrypted: true, client })).toMatchObject({ code: 410 });
  });
});
