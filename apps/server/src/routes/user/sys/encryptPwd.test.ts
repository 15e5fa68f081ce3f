import { verify } from "@node-rs/argon2";
import { encryptPwd } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("user/sys/encryptPwd", () => {
  it("gives admins the stored hash form of a password", async () => {
    const admin = await h.createUser({ roles: ["admin"] });
    const body = await h.call(encryptPwd, { password: "import_me1" }, { as: admin });
    expect(body).toMatchObject({ code: 0, msg: "Password hashed" });
    expect(body.password).toMatch(/^\$argon2id\$/);
    expect(await verify(body.password as string, "import_me1")).toBe(true);
  });

  it("refuses everyone else", async () => {
    const user = await h.createUser();
    expect(await h.call(encryptPwd, { password: "x1234567" }, { as: user })).toMatchObject({
      code: 403,
    });
    expect((await h.call(encryptPwd, { password: "x1234567" })).code).toBe(30204);
  });
});
