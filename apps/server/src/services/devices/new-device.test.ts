import { login, loginByEmail } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClientInfo } from "../../lib/client-info.js";
import type { EmailMessage, EmailProvider } from "../../providers/email.js";
import { emailCode, tokenWorks } from "../../test/codes.js";
import { createHarness, type Harness, type TestUser, uniqueName } from "../../test/harness.js";
import { noticesSent } from "./new-device.js";
import { newDeviceEmail, noticeTime } from "./notice-texts.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const DAY = 24 * 3_600_000;
const uniqueEmail = () => `${uniqueName("nd")}@example.com`;

async function signIn(user: TestUser, client: Partial<ClientInfo> = {}): Promise<void> {
  const body = await h.call(login, { username: user.username, password: user.password }, { client });
  expect(body.code).toBe(0);
  await noticesSent(h.app.services);
}

const mailTo = (email: string) =>
  h.app.services.db
    .selectFrom("provider_outbox")
    .selectAll()
    .where("recipient", "=", email)
    .orderBy("created_at", "asc")
    .execute();

describe("new-device sign-in notice", () => {
  it("mails the confirmed address when a device the account never used signs in, once", async () => {
    const email = uniqueEmail();
    const user = await h.createUser({ email, email_confirmed: 1, nickname: "Ann" });
    await signIn(user, {
      deviceId: "laptop-2",
      os: "macos",
      browserName: "firefox",
      browserVersion: "127.0",
      deviceModel: "Mac",
      ip: "198.51.100.4",
    });
    const [mail, ...more] = await mailTo(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ channel: "email", subject: "New sign-in to your Roster account" });
    expect(mail?.text).toContain("Hello Ann,");
    expect(mail?.text).toContain("Device: Mac · macos · firefox 127.0");
    expect(mail?.text).toContain("IP address: 198.51.100.4");
    expect(mail?.text).toContain(noticeTime(h.clock.now(), "en"));
    expect(mail?.html).toContain("change your password now");

    await signIn(user, { deviceId: "laptop-2" }); // the same device again
    h.clock.advance(DAY);
    await signIn(user); // the device of the first sign-in
    expect(await mailTo(email)).toHaveLength(1);
  });

  it("says nothing on an account's first sign-in, nor without a confirmed address", async () => {
    const email = uniqueEmail();
    const first = await h.createUser({ email, email_confirmed: 1 }); // signs in once, from nowhere known
    expect(first.token).not.toBe("");
    await noticesSent(h.app.services);
    expect(await mailTo(email)).toEqual([]);

    const unconfirmed = uniqueEmail();
    const user = await h.createUser({ email: unconfirmed, email_confirmed: 0 });
    await signIn(user, { deviceId: "elsewhere" });
    expect(await mailTo(unconfirmed)).toEqual([]);
  });

  it("forgets devices whose sessions ended more than 30 days ago", async () => {
    const email = uniqueEmail();
    const user = await h.createUser({ email, email_confirmed: 1 });
    await signIn(user, { deviceId: "tablet" }); // new: 1
    await h.app.services.db
      .updateTable("sessions")
      .set({ revoked_at: h.clock.now() })
      .where("user_id", "=", user.uid)
      .where("device_id", "=", "tablet")
      .execute();
    h.clock.advance(29 * DAY);
    await signIn(user, { deviceId: "tablet" }); // ended 29 days ago: known
    expect(await mailTo(email)).toHaveLength(1);
    await h.app.services.db
      .updateTable("sessions")
      .set({ revoked_at: h.clock.now() - 31 * DAY })
      .where("user_id", "=", user.uid)
      .where("device_id", "=", "tablet")
      .execute();
    await signIn(user, { deviceId: "tablet" }); // every tablet session ended 31 days ago: new again
    // (The console outbox keeps 7 days: the first notice is gone from it by now.)
    expect((await mailTo(email)).map((m) => m.created_at)).toEqual([h.clock.now()]);
  });

  it("tells clients without a device id apart by their user agent", async () => {
    const email = uniqueEmail();
    const user = await h.createUser({ email, email_confirmed: 1 });
    await signIn(user, { userAgent: "curl/8.5.0" });
    expect(await mailTo(email)).toHaveLength(1);
    expect((await mailTo(email))[0]?.text).toContain("Device: curl/8.5.0");
    await signIn(user, { userAgent: "curl/8.5.0" });
    expect(await mailTo(email)).toHaveLength(1);
  });

  it("writes in the language of the owner's own device, not the newcomer's", async () => {
    const email = uniqueEmail();
    const user = await h.createUser({ email, email_confirmed: 1, nickname: "小明" });
    h.clock.advance(1000);
    await signIn(user, { deviceId: "own-phone", locale: "zh-Hans" }); // new device: mailed in its language
    h.clock.advance(1000);
    await signIn(user, { deviceId: "intruder", locale: "en" });
    const mails = await mailTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe("您的 Roster 账号在新设备上登录");
    expect(mails[1]?.text).toContain("小明，您好：");
    expect(mails[1]?.text).toContain(noticeTime(h.clock.now(), "zh-Hans"));
  });

  it("announces code sign-ins like password ones", async () => {
    const email = uniqueEmail();
    const user = await h.createUser({ email, email_confirmed: 1 });
    expect(user.token).not.toBe("");
    const client = { deviceId: "code-device" };
    const code = await emailCode(h, email, "login", { client });
    const body = await h.call(loginByEmail, { email, code }, { client });
    expect(body).toMatchObject({ code: 0, type: "login", uid: user.uid });
    await noticesSent(h.app.services);
    const subjects = (await mailTo(email)).map((m) => m.subject);
    expect(subjects.sort()).toEqual(["New sign-in to your Roster account", `Your Roster code: ${code}`]);
  });

  it("leaves the sign-in standing when the notice cannot be delivered", async () => {
    const email = uniqueEmail();
    const user = await h.createUser({ email, email_confirmed: 1 });
    const services = h.app.services;
    const real = services.email;
    const tried: EmailMessage[] = [];
    services.email = {
      name: "failing",
      send: async (message) => {
        tried.push(message);
        throw new Error("smtp down");
      },
    } satisfies EmailProvider;
    let token: string;
    try {
      const body = await h.call(
        login,
        { username: user.username, password: user.password },
        { client: { deviceId: "kiosk" } },
      );
      expect(body.code).toBe(0);
      token = (body.vk_uni_token as { token: string }).token;
      await noticesSent(services);
    } finally {
      services.email = real;
    }
    expect(tried.map((m) => m.to)).toEqual([email]);
    expect(await tokenWorks(h, token)).toBe(true);
    expect(await mailTo(email)).toEqual([]);
  });
});

describe("newDeviceEmail", () => {
  it("escapes what the client declared in the HTML and names an unknown device", () => {
    const mail = newDeviceEmail({ account: "<b>x</b>", device: "", ip: "", at: 0, locale: "zh-Hant" });
    expect(mail.subject).toBe("您的 Roster 帳號在新裝置上登入");
    expect(mail.text).toContain("裝置：未知裝置");
    expect(mail.text).toContain("時間：1970-01-01 08:00 UTC+8");
    expect(mail.html).toContain("&lt;b&gt;x&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>x</b>");
  });

  it("speaks Spanish and French, times in UTC with their label", () => {
    const at = Date.UTC(2026, 10, 23, 21, 5);
    const es = newDeviceEmail({ account: "Ana", device: "", ip: "203.0.113.7", at, locale: "es" });
    expect(es.subject).toBe("Nuevo inicio de sesión en tu cuenta de Roster");
    expect(es.text).toContain("Hola, Ana:");
    expect(es.text).toContain("Dispositivo: Dispositivo desconocido");
    expect(es.text).toContain("Hora: 2026-11-23 21:05 UTC");
    const fr = newDeviceEmail({ account: "Léa", device: "Firefox", ip: "203.0.113.7", at, locale: "fr" });
    expect(fr.subject).toBe("Nouvelle connexion à votre compte Roster");
    expect(fr.text).toContain("Appareil : Firefox");
    expect(fr.text).toContain("Adresse IP : 203.0.113.7");
    expect(fr.text).toContain("Heure : 2026-11-23 21:05 UTC");
  });
});
