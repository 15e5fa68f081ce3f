import {
  adminUserRemoveSecondFactors,
  login,
  loginBySecondFactor,
  makeRecoveryCodes,
  removeSecondFactor,
} from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, uniqueName } from "../../test/harness.js";
import { enrolTotp } from "../../test/second-factor.js";
import { noticesSent } from "./new-device.js";

let h: Harness;
/** What the push service was asked to send, per session (it still sends it). */
const pushed: { sessionId: string; message: unknown }[] = [];
beforeAll(async () => {
  h = await createHarness();
  const push = h.app.services.push;
  const send = push.toSession.bind(push);
  push.toSession = (sessionId, message) => {
    pushed.push({ sessionId, message });
    return send(sessionId, message);
  };
});
afterAll(() => h.close());

const mailTo = async (email: string) => {
  await noticesSent(h.app.services);
  return h.app.services.db
    .selectFrom("provider_outbox")
    .selectAll()
    .where("recipient", "=", email)
    .orderBy("created_at", "asc")
    .execute();
};
const sidOf = (token: string) => h.app.services.tokens.verify(token).sid;

describe("notices of changes to how an account signs in (issue 29)", () => {
  it("mails the confirmed address and pushes to the other sessions, not the one that made the change", async () => {
    const email = `${uniqueName("sec")}@example.com`;
    const user = await h.createUser({ email, email_confirmed: 1, nickname: "Ann" });
    const other = await h.call(login, { username: user.username, password: user.password });
    const otherToken = (other.vk_uni_token as { token: string }).token;
    pushed.length = 0;
    const { factorId, recoveryCodes } = await enrolTotp(h, user);
    const [added] = await mailTo(email);
    expect(added?.subject).toBe("A change to how your Roster account signs in");
    expect(added?.text).toContain("An authenticator app was added to your account");
    expect(added?.text).toContain("Hello Ann,");
    expect(pushed.map((p) => p.sessionId)).toEqual([sidOf(otherToken)]);
    expect(pushed[0]?.message).toMatchObject({ type: "securityChange", change: "totpAdded" });
    expect(JSON.stringify(added)).not.toContain(recoveryCodes[0]);

    await h.call(makeRecoveryCodes, {}, { as: user });
    const first = await h.call(login, { username: user.username, password: user.password });
    const renewed = (await h.call(makeRecoveryCodes, {}, { as: user })).codes!;
    await h.call(loginBySecondFactor, {
      mfaTicket: first.mfaTicket as string,
      factor: "recoveryCode",
      code: renewed[0]!,
    });
    await h.call(removeSecondFactor, { factorId }, { as: user });
    const texts = (await mailTo(email)).map((m) => m.text);
    expect(texts.some((t) => t.includes("New recovery codes were made"))).toBe(true);
    expect(texts.some((t) => t.includes("One of your recovery codes was used to sign in"))).toBe(true);
    expect(texts.some((t) => t.includes("A second factor was removed"))).toBe(true);
  });

  it("tells the owner when an administrator removed the factors, in the owner's words", async () => {
    const email = `${uniqueName("sec")}@example.com`;
    const user = await h.createUser({ email, email_confirmed: 1 });
    await enrolTotp(h, user);
    const admin = await h.createUser({ roles: ["admin"] });
    expect((await h.call(adminUserRemoveSecondFactors, { uid: user.uid }, { as: admin })).code).toBe(0);
    const texts = (await mailTo(email)).map((m) => m.text);
    expect(texts.at(-1)).toContain("An administrator removed every second factor of your account");
  });

  it("mails nothing without a confirmed address", async () => {
    const email = `${uniqueName("sec")}@example.com`;
    const user = await h.createUser({ email, email_confirmed: 0 });
    await enrolTotp(h, user);
    expect(await mailTo(email)).toEqual([]);
  });
});
