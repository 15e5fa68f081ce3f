import { loginByUniverify } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueMobile } from "../../../test/codes.js";
import { type ProviderWorld, providerWorld, WORLD } from "../../../test/social/provider-world.js";

let w: ProviderWorld;
const app = { client: { platform: "app" } };
beforeAll(async () => {
  w = await providerWorld();
});
afterAll(() => w.close());

describe("user/pub/loginByUniverify", () => {
  it("registers by the bridge's verified mobile, then signs the same account in", async () => {
    const mobile = uniqueMobile();
    w.bridge.grant("AT-1", "OPENID-1", mobile);
    const first = await w.h.call(loginByUniverify, { access_token: "AT-1", openid: "OPENID-1" }, app);
    expect(first).toMatchObject({ code: 0, type: "register", mobile });
    expect(first.userInfo).toMatchObject({ mobile });
    const sent = w.bridge.requests.at(-1)!.query;
    expect(sent.get("appid")).toBe(WORLD.dcloudAppid);
    expect(sent.get("access_token")).toBe("AT-1");
    w.bridge.grant("AT-2", "OPENID-1", mobile);
    const again = await w.h.call(loginByUniverify, { access_token: "AT-2", openid: "OPENID-1" }, app);
    expect(again).toMatchObject({ type: "login", uid: first.uid });
  });

  it("signs in an account that has the mobile; 10601 / 10602 for type register / login", async () => {
    const mobile = uniqueMobile();
    const owner = await w.h.createUser({ mobile, mobile_confirmed: 1 });
    w.bridge.grant("AT-3", "OPENID-3", mobile);
    expect(
      (await w.h.call(loginByUniverify, { access_token: "AT-3", openid: "OPENID-3", type: "register" }, app))
        .code,
    ).toBe(10601);
    w.bridge.grant("AT-4", "OPENID-3", mobile);
    expect(await w.h.call(loginByUniverify, { access_token: "AT-4", openid: "OPENID-3" }, app)).toMatchObject(
      { type: "login", uid: owner.uid },
    );
    w.bridge.grant("AT-5", "OPENID-5", uniqueMobile());
    expect(
      (await w.h.call(loginByUniverify, { access_token: "AT-5", openid: "OPENID-5", type: "login" }, app))
        .code,
    ).toBe(10602);
  });

  it("never signs a +1 number in to the mainland account whose digits it shares", async () => {
    const mobile = uniqueMobile();
    const victim = await w.h.createUser({ mobile, mobile_confirmed: 1 });
    w.bridge.grant(
      "AT-F1",
      "OPENID-F1",
      `+1 (${mobile.slice(1, 4)}) ${mobile.slice(4, 7)}-${mobile.slice(7)}`,
    );
    const body = await w.h.call(loginByUniverify, { access_token: "AT-F1", openid: "OPENID-F1" }, app);
    expect(body).toMatchObject({ code: 0, type: "register", mobile: `+1${mobile.slice(1)}` });
    expect(body.uid).not.toBe(victim.uid);
    w.bridge.grant("AT-F2", "OPENID-F2", `001${mobile.slice(1)}`);
    const login = await w.h.call(
      loginByUniverify,
      { access_token: "AT-F2", openid: "OPENID-F2", type: "login" },
      app,
    );
    expect(login).toMatchObject({ code: 0, type: "login", uid: body.uid });
  });

  it.each([
    ["+44 7700 900124", "+447700900124"],
    ["+852 5123 4568", "+85251234568"],
    ["+81 90-1234-5679", "+819012345679"],
  ])("keeps another country's number %s with its country code", async (phone, stored) => {
    w.bridge.grant(`AT-${stored}`, `OPENID-${stored}`, phone);
    const body = await w.h.call(
      loginByUniverify,
      { access_token: `AT-${stored}`, openid: `OPENID-${stored}` },
      app,
    );
    expect(body).toMatchObject({ code: 0, type: "register", mobile: stored });
  });

  it("reads +86 and 0086 numbers as mainland; refuses an unplaceable number with 91950", async () => {
    const mobile = uniqueMobile();
    const owner = await w.h.createUser({ mobile, mobile_confirmed: 1 });
    w.bridge.grant("AT-M1", "OPENID-M1", `+86 ${mobile}`);
    w.bridge.grant("AT-M2", "OPENID-M1", `0086${mobile}`);
    for (const access_token of ["AT-M1", "AT-M2"]) {
      const body = await w.h.call(loginByUniverify, { access_token, openid: "OPENID-M1" }, app);
      expect(body).toMatchObject({ code: 0, type: "login", uid: owner.uid });
    }
    w.bridge.grant("AT-X1", "OPENID-X1", `86${mobile}`);
    expect((await w.h.call(loginByUniverify, { access_token: "AT-X1", openid: "OPENID-X1" }, app)).code).toBe(
      91950,
    );
  });

  it("answers 91330 with DCloud's code when the bridge refuses, and 91203 off the app", async () => {
    const body = await w.h.call(loginByUniverify, { access_token: "AT-unknown", openid: "O" }, app);
    expect(body).toMatchObject({ code: 91330, providerCode: "5000" });
    expect(JSON.stringify(body)).not.toContain("AT-unknown");
    const web = await w.h.call(
      loginByUniverify,
      { access_token: "AT", openid: "O" },
      { client: { platform: "h5" } },
    );
    expect(web.code).toBe(91203);
  });
});
