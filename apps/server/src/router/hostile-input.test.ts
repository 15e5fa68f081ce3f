import { aesEncrypt, fieldLabel, requestKey } from "@roster/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestUser } from "../test/harness.js";

/**
 * Plain but hostile input (issue 8, item 6): each of these once reached the database or a recursive
 * serializer and answered HTTP 500. Each must answer a clear code instead, on SQLite and PostgreSQL.
 */
let h: Harness;
let user: TestUser;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  user = await h.createUser();
  admin = await h.createUser({ roles: ["admin"] });
});
afterAll(() => h.close());

/** `[[[...]]]` nested `depth` deep around `leaf`, built without recursion. */
export function nested(depth: number, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

describe("NUL characters", () => {
  it.each([
    ["user/pub/login", { username: "ad\u0000min", password: "secret_123" }, "username"],
    ["user/pub/login", { username: "admin", password: "x\u0000y" }, "password"],
    ["user/pub/register", { username: "ab\u0000cd", password: "secret_123" }, "username"],
  ])("%s refuses a NUL in %j with -1 naming the field", async (path, data, key) => {
    const res = await h.callRaw(path, data);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: -1, key });
  });

  it("refuses a NUL in a signed-in user's profile text", async () => {
    const body = await h.call("user/kh/updateUser", { nickname: "Al\u0000ice" }, { as: user });
    expect(body).toMatchObject({ code: -1, key: "nickname" });
  });

  it("refuses a NUL anywhere in the input, even in a free-form object or a key", async () => {
    expect(
      await h.call("user/kh/updateUser", { social_info: { city: "Pa\u0000ris" } }, { as: user }),
    ).toMatchObject({ code: -1, key: "social_info.city" });
    expect(
      await h.call("user/kh/updateUser", { social_info: { "ci\u0000ty": "Paris" } }, { as: user }),
    ).toMatchObject({ code: -1 });
    expect(
      await h.call(
        "admin/system/user/sys/getList",
        { formData: { nickname: "a\u0000" }, columns: [{ key: "nickname", mode: "%%" }] },
        { as: admin },
      ),
    ).toMatchObject({ code: -1, key: "formData.nickname" });
  });
});

describe("numbers in list filters", () => {
  const list = (formData: Record<string, unknown>, mode = "=") =>
    h.call(
      "admin/system/user/sys/getList",
      { formData, columns: Object.keys(formData).map((key) => ({ key, mode })) },
      { as: admin },
    );

  it.each([
    [{ status: 1.5 }],
    [{ gender: 2 ** 31 }],
    [{ gender: -(2 ** 31) - 1 }],
    [{ status: "1e300" }],
    [{ register_date: 1e300 }],
    [{ register_date: 2 ** 63 }],
    [{ last_login_date: "12.5" }],
  ])("refuses %j with the list filter code naming the field", async (formData) => {
    const body = await list(formData);
    expect(body.code).toBe(-1);
    expect(body.msg).toContain(fieldLabel(Object.keys(formData)[0]!, "en"));
    expect(body.msg).toMatch(/whole number/);
  });

  it("refuses fractions and out-of-range bounds in ranges and `in` lists too", async () => {
    expect((await list({ gender: [0, 1.5] }, "[]")).code).toBe(-1);
    expect((await list({ status: [0, 2 ** 40] }, "in")).code).toBe(-1);
  });

  it("still accepts integers at the edges of the column type", async () => {
    expect((await list({ gender: 2 ** 31 - 1 })).code).toBe(0);
    expect((await list({ register_date: Number.MAX_SAFE_INTEGER }, "<")).code).toBe(0);
    expect((await list({ status: "0" })).code).toBe(0);
  });
});

describe("deeply nested JSON", () => {
  it("refuses a deep social_info with -1 naming the field", async () => {
    const body = await h.call("user/kh/updateUser", { social_info: nested(5000) }, { as: user });
    expect(body).toMatchObject({ code: -1 });
    expect(String(body.key)).toMatch(/^social_info/);
  });

  it("refuses deep component data", async () => {
    const body = await h.call(
      "admin/system/components-dynamic/sys/add",
      { data_id: "deep", data: nested(5000) },
      { as: admin },
    );
    expect(body).toMatchObject({ code: -1 });
  });

  it("refuses a deep anonymous encrypted payload", async () => {
    const client = { appid: "__UNI__ROSTER", deviceId: "dev-deep" };
    const key = requestKey(client.appid, client.deviceId, undefined);
    // Built as text: JSON.stringify itself cannot serialize this deep.
    const plain = `{"timeStamp":${h.clock.now()},"a":${'{"a":'.repeat(5000)}1${"}".repeat(5000)}}`;
    const cipher = aesEncrypt(plain, key, "aes-256-ecb");
    const res = await h.callRaw("template/test/pub/testEncryptRequest", cipher, { encrypted: true, client });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(-1);
  });

  it("still accepts a moderately nested social_info", async () => {
    expect(
      (await h.call("user/kh/updateUser", { social_info: nested(10, "x") as object }, { as: user })).code,
    ).toBe(0);
  });
});
