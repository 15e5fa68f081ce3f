import {
  adminUserAdd,
  adminUserResetPassword,
  adminUserUpdate,
  login,
  loginByEmail,
  loginBySms,
  register,
  resetPasswordByEmail,
  resetPasswordByMobile,
  resetPwd,
  updatePwd,
} from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailCode, smsCode, uniqueEmail, uniqueMobile } from "../../test/codes.js";
import { type Body, createHarness, type Harness, type TestUser, uniqueName } from "../../test/harness.js";

/** A route set up for one account: sets `password`, and what of the account the password must not hold. */
interface Setter {
  set(password: string): Promise<Body>;
  personal: string;
  personalCode: number;
}

const USERNAME = 91404;
const MOBILE = 91405;
const EMAIL = 91406;

/** Every route that sets a password, each ready to try passwords for one fresh account. */
const ROUTES: Record<string, (h: Harness, admin: TestUser) => Promise<Setter>> = {
  register: async (h) => {
    const username = uniqueName();
    return {
      set: (password) => h.call(register, { username, password }),
      personal: username,
      personalCode: USERNAME,
    };
  },
  loginBySms: async (h) => {
    const mobile = uniqueMobile();
    const code = await smsCode(h, mobile, "login");
    return {
      set: (password) => h.call(loginBySms, { mobile, code, password }),
      personal: mobile,
      personalCode: MOBILE,
    };
  },
  loginByEmail: async (h) => {
    const email = uniqueEmail("wonder");
    const code = await emailCode(h, email, "login");
    const local = email.split("@")[0]!;
    return {
      set: (password) => h.call(loginByEmail, { email, code, password }),
      personal: local,
      personalCode: EMAIL,
    };
  },
  resetPasswordByMobile: async (h) => {
    const mobile = uniqueMobile();
    const user = await h.createUser({ mobile, mobile_confirmed: 1 });
    const code = await smsCode(h, mobile, "reset-pwd");
    const set = (password: string) => h.call(resetPasswordByMobile, { mobile, code, password });
    return { set, personal: user.username, personalCode: USERNAME };
  },
  resetPasswordByEmail: async (h) => {
    const email = uniqueEmail();
    const user = await h.createUser({ email, email_confirmed: 1 });
    const code = await emailCode(h, email, "reset-pwd");
    const set = (password: string) => h.call(resetPasswordByEmail, { email, code, password });
    return { set, personal: user.username, personalCode: USERNAME };
  },
  "resetPwd (no password yet)": async (h) => {
    const mobile = uniqueMobile();
    const body = await h.call(loginBySms, { mobile, code: await smsCode(h, mobile, "login") });
    const token = (body.vk_uni_token as { token: string }).token;
    return {
      set: (password) => h.call(resetPwd, { password }, { as: token }),
      personal: mobile,
      personalCode: MOBILE,
    };
  },
  "resetPwd (with a code)": async (h) => {
    const mobile = uniqueMobile();
    const user = await h.createUser({ mobile, mobile_confirmed: 1 });
    const code = await smsCode(h, mobile, "reset-pwd");
    const set = (password: string) => h.call(resetPwd, { password, code }, { as: user });
    return { set, personal: user.username, personalCode: USERNAME };
  },
  updatePwd: async (h) => {
    const user = await h.createUser();
    const set = (newPassword: string) =>
      h.call(updatePwd, { oldPassword: user.password, newPassword }, { as: user });
    return { set, personal: user.username, personalCode: USERNAME };
  },
  "admin add": async (h, admin) => {
    const username = uniqueName();
    const set = (password: string) => h.call(adminUserAdd, { username, password }, { as: admin });
    return { set, personal: username, personalCode: USERNAME };
  },
  "admin update": async (h, admin) => {
    const user = await h.createUser();
    const set = (password: string) => h.call(adminUserUpdate, { _id: user.uid, password }, { as: admin });
    return { set, personal: user.username, personalCode: USERNAME };
  },
  "admin resetPassword": async (h, admin) => {
    const user = await h.createUser();
    const set = (password: string) =>
      h.call(adminUserResetPassword, { uid: user.uid, password }, { as: admin });
    return { set, personal: user.username, personalCode: USERNAME };
  },
};

let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness({ CODE_IP_DAILY_CAP: "1000" });
  admin = await h.createUser({ roles: ["admin"] });
});
afterAll(() => h.close());

describe("the password policy on every route that sets a password (strong, the default)", () => {
  it.each(Object.keys(ROUTES))(
    "%s refuses common passwords and the account's own names, then accepts",
    async (name) => {
      const route = await ROUTES[name]!(h, admin);
      expect(await route.set("Sunshine1")).toMatchObject({ code: 91403, key: expect.any(String) });
      const mine = `x-${route.personal.toUpperCase()}-9`;
      expect(await route.set(mine)).toMatchObject({ code: route.personalCode });
      expect(await route.set("short")).toMatchObject({ code: 91400 });
      // Nothing was used up by the refusals: the same code still sets a good password.
      expect(await route.set("violet cat sings at dawn")).toMatchObject({ code: 0 });
    },
  );

  it("says what is wrong in the caller's language", async () => {
    const body = await h.call(
      register,
      { username: uniqueName(), password: "password1" },
      { client: { locale: "zh-Hans" } },
    );
    expect(body).toMatchObject({
      code: 91403,
      msg: "这个密码太常见或已在泄露中出现，请换一个",
      key: "password",
    });
    const long = await h.call(register, { username: uniqueName(), password: "a".repeat(65) });
    expect(long).toMatchObject({ code: 91401, msg: "The password must have at most 64 characters" });
  });

  it("still signs in accounts whose password predates the policy", async () => {
    const old = await h.createUser({ password: "abc" });
    expect((await h.call(login, { username: old.username, password: "abc" })).code).toBe(0);
    const seed = await h.createUser({ password: "123456" });
    expect((await h.call(login, { username: seed.username, password: "123456" })).code).toBe(0);
  });
});

describe("PASSWORD_POLICY=legacy: the seed's rule exactly", () => {
  let legacy: Harness;
  beforeAll(async () => {
    legacy = await createHarness({ PASSWORD_POLICY: "legacy" });
  });
  afterAll(() => legacy.close());

  it("accepts abc123 and common passwords, refuses a space with the seed's message", async () => {
    expect((await legacy.call(register, { username: uniqueName(), password: "abc123" })).code).toBe(0);
    expect((await legacy.call(register, { username: uniqueName(), password: "password" })).code).toBe(0);
    const body = await legacy.call(register, { username: uniqueName(), password: "pass word" });
    expect(body).toMatchObject({ code: -1, key: "password", type: "validator" });
    expect(body.msg).toBe("Password must have 6-18 characters: letters, digits, _ or @");
  });

  it("names the field of each route, in the caller's language", async () => {
    const user = await legacy.createUser({ password: "old_pass1" });
    const body = await legacy.call(
      updatePwd,
      { oldPassword: "old_pass1", newPassword: "a".repeat(19) },
      { as: user, client: { locale: "zh-Hans" } },
    );
    expect(body).toMatchObject({ code: -1, key: "newPassword" });
    expect(body.msg).toContain("6~18");
  });
});
