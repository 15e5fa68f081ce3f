import { loginByEmail, loginBySms, setVerifyCode } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeRows, uniqueEmail, uniqueMobile } from "../../../test/codes.js";
import { createHarness, type Harness, type TestUser } from "../../../test/harness.js";

let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
});
afterAll(() => h.close());

describe("user/sys/setVerifyCode", () => {
  it("stores a given code without echoing it; the code then signs in", async () => {
    const mobile = uniqueMobile();
    const body = await h.call(setVerifyCode, { mobile, code: "246810", type: "login" }, { as: admin });
    expect(body).toEqual({ code: 0, msg: "", mobile });
    const rows = await codeRows(h, mobile);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain("246810");
    expect((await h.call(loginBySms, { mobile, code: "246810" })).code).toBe(0);
  });

  it("works for e-mail, honours expiresIn and voids older codes", async () => {
    const email = uniqueEmail();
    await h.call(setVerifyCode, { email, code: "111111", type: "bind" }, { as: admin });
    await h.call(setVerifyCode, { email, code: "222222", type: "bind", expiresIn: 30 }, { as: admin });
    const rows = await codeRows(h, email);
    expect(rows.map((r) => r.state).sort()).toEqual([0, 2]);
    const live = rows.find((r) => r.state === 0)!;
    expect(live.expires_at - live.created_at).toBe(30_000);
    expect((await h.call(loginByEmail, { email, code: "111111", type: "login" })).code).toBe(50207);
  });

  it("generates a random code when none is given (never sent, never shown)", async () => {
    const mobile = uniqueMobile();
    const body = await h.call(setVerifyCode, { mobile, type: "login" }, { as: admin });
    expect(body).toEqual({ code: 0, msg: "", mobile });
    expect(await codeRows(h, mobile)).toHaveLength(1);
    expect(
      await h.app.services.db
        .selectFrom("provider_outbox")
        .select("id")
        .where("recipient", "=", mobile)
        .execute(),
    ).toEqual([]);
  });

  it("needs exactly one of mobile and e-mail (50101 / 50102)", async () => {
    expect((await h.call(setVerifyCode, { type: "login" }, { as: admin })).code).toBe(50101);
    expect(
      (
        await h.call(
          setVerifyCode,
          { mobile: uniqueMobile(), email: uniqueEmail(), type: "login" },
          { as: admin },
        )
      ).code,
    ).toBe(50102);
  });

  it("is for admins only (403) and needs a session (30204)", async () => {
    const user = await h.createUser();
    expect((await h.call(setVerifyCode, { mobile: uniqueMobile(), type: "login" }, { as: user })).code).toBe(
      403,
    );
    expect((await h.call(setVerifyCode, { mobile: uniqueMobile(), type: "login" })).code).toBe(30204);
  });
});
