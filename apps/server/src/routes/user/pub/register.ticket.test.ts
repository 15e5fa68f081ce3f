import { ERRORS } from "@roster/contract";
import { getMyUserInfo, loginByEmail, loginBySms, register } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findConsents } from "../../../services/sign-up/consent-repository.js";
import { codeRows, emailCode, smsCode, uniqueEmail, uniqueMobile } from "../../../test/codes.js";
import { createHarness, type Harness, uniqueName } from "../../../test/harness.js";
import { respelled } from "../../../test/respell.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ CODE_IP_DAILY_CAP: "1000" });
});
afterAll(() => h.close());

/** A code sign-in of `type: "login"` for an unknown mobile: the ticket of its 10202. */
async function smsTicket(mobile: string): Promise<string> {
  const body = await h.call(loginBySms, { mobile, code: await smsCode(h, mobile, "login"), type: "login" });
  expect(body).toMatchObject({ code: 10202 });
  return body.registerTicket as string;
}

describe("sign-up after a code sign-in of an unknown mobile or e-mail", () => {
  it("answers 10202 with a ticket only after a valid code, makes no account, uses the code up", async () => {
    const mobile = uniqueMobile();
    const code = await smsCode(h, mobile, "login");
    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await h.call(loginBySms, { mobile, code: wrong, type: "login" });
    expect(refused.code).toBe(50202);
    expect(refused.registerTicket).toBeUndefined();
    const body = await h.call(loginBySms, { mobile, code, type: "login" });
    expect(body).toMatchObject({ code: 10202, registerTicket: expect.stringMatching(/^v1\./) });
    expect(
      await h.app.services.db.selectFrom("users").where("mobile", "=", mobile).select("id").execute(),
    ).toEqual([]);
    expect((await codeRows(h, mobile)).every((row) => row.used_at !== null)).toBe(true);
  });

  it("register with the ticket, a username and consent makes the account with that confirmed mobile", async () => {
    const mobile = uniqueMobile();
    const registerTicket = await smsTicket(mobile);
    const username = uniqueName("Dora");
    const body = await h.call(register, { username, registerTicket, acceptedTerms: "1" });
    expect(body).toMatchObject({ code: 0, type: "register" });
    expect(body.userInfo).toMatchObject({
      username: username.toLowerCase(),
      nickname: username,
      mobile,
      mobile_confirmed: 1,
      has_password: false,
    });
    expect(await findConsents(h.app.services.db, body.uid as string)).toHaveLength(2);
    const token = (body.vk_uni_token as { token: string }).token;
    expect((await h.call(getMyUserInfo, {}, { as: token })).code).toBe(0);
    // The same ticket again: the mobile has its account now.
    expect(await h.call(register, { username: uniqueName(), registerTicket })).toMatchObject({ code: 10201 });
    // And the next code sign-in signs that account in.
    h.clock.advance(61_000);
    const again = await h.call(loginBySms, {
      mobile,
      code: await smsCode(h, mobile, "login"),
      type: "login",
    });
    expect(again).toMatchObject({ code: 0, type: "login", uid: body.uid });
  });

  it("works for e-mail too, with a password held to the policy", async () => {
    const email = uniqueEmail("eve");
    const body = await h.call(loginByEmail, {
      email,
      code: await emailCode(h, email, "login"),
      type: "login",
    });
    expect(body).toMatchObject({ code: 10302 });
    const registerTicket = body.registerTicket as string;
    const username = uniqueName();
    const local = email.split("@")[0]!;
    expect(await h.call(register, { username, registerTicket, password: `${local}!` })).toMatchObject({
      code: 91406,
    });
    const made = await h.call(register, { username, registerTicket, password: "violet cat sings" });
    expect(made.userInfo).toMatchObject({ email, email_confirmed: 1, has_password: true });
  });

  it("refuses a forged, altered or expired ticket (91420) and a taken username (20102)", async () => {
    const ticket = await smsTicket(uniqueMobile());
    const [prefix, payload, mac] = ticket.split(".");
    const other = Buffer.from(JSON.stringify({ c: "mobile", r: uniqueMobile(), e: Date.now() + 1e9 }));
    for (const registerTicket of [
      `${prefix}.${other.toString("base64url")}.${mac}`,
      `${prefix}.${payload}.x`,
      "junk",
    ])
      expect(await h.call(register, { username: uniqueName(), registerTicket })).toMatchObject({
        code: 91420,
      });
    const taken = await h.register();
    expect(await h.call(register, { username: taken.username, registerTicket: ticket })).toMatchObject({
      code: 20102,
    });
    h.clock.advance(15 * 60_000 + 1);
    expect(await h.call(register, { username: uniqueName(), registerTicket: ticket })).toMatchObject({
      code: 91420,
    });
  });

  it("still needs a password without a ticket", async () => {
    expect(await h.call(register, { username: uniqueName() })).toMatchObject({ code: -1, key: "password" });
  });

  it("keeps upstream's sign-up for clients that ask for it: type omitted or register", async () => {
    const mobile = uniqueMobile();
    const made = await h.call(loginBySms, { mobile, code: await smsCode(h, mobile, "login") });
    expect(made).toMatchObject({ code: 0, type: "register" });
    const other = uniqueMobile();
    const asked = await h.call(loginBySms, {
      mobile: other,
      code: await smsCode(h, other, "register"),
      type: "register",
    });
    expect(asked).toMatchObject({ code: 0, type: "register" });
  });
});

describe("a sign-up ticket is read in its one spelling", () => {
  it("refuses another spelling of its MAC and a ticket with a part more (91420); the ticket itself works", async () => {
    const mobile = uniqueMobile();
    const ticket = await smsTicket(mobile);
    const [prefix, payload, mac] = ticket.split(".") as [string, string, string];
    for (const registerTicket of [`${prefix}.${payload}.${respelled(mac)}`, `${ticket}.x`, `${ticket}=`])
      expect(
        await h.call(register, { username: uniqueName(), registerTicket, acceptedTerms: "1" }),
      ).toMatchObject({
        code: ERRORS.registerTicketInvalid.code,
      });
    expect(
      await h.call(register, { username: uniqueName(), registerTicket: ticket, acceptedTerms: "1" }),
    ).toMatchObject({ code: 0 });
  });
});
