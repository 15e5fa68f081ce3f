import { randomBytes } from "node:crypto";
import { ERRORS, type ErrorName, RosterError, type RouteContract, secondStepSchema } from "@roster/contract";
import { TCB_ACTIONS, tcbCodeOf } from "@roster/contract/gateways";
import {
  CONTRACTS,
  code2SessionDouyin,
  linkSocialByMobile,
  login,
  loginByAlipay,
  loginByApple,
  loginByDouyin,
  loginByDouyinPhoneNumber,
  loginByEmail,
  loginByHuawei,
  loginByHuaweiPhoneNumber,
  loginByQQ,
  loginBySecondFactor,
  loginBySms,
  loginByUniverify,
  loginByWeixin,
  loginByWeixinPhoneNumber,
  register,
} from "@roster/contract/routes";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { UserRow } from "../../db/schema.js";
import { type ClientInfo, defaultClientInfo } from "../../lib/client-info.js";
import { providerMobile } from "../../providers/social/phone-number.js";
import { outputShapeOf } from "../../router/output-check.js";
import { emailCode, smsCode, uniqueEmail, uniqueMobile } from "../../test/codes.js";
import type { Body, TestUser } from "../../test/harness.js";
import { enrolTotp, totpNow } from "../../test/second-factor.js";
import { type SignInWorld, startSignInWorld, type TcbDevice } from "../../test/sign-in-world.js";
import { WORLD } from "../../test/social/provider-world.js";
import { APPS } from "../../test/social/social-env.js";
import { encryptForClient } from "../../test/social/social-harness.js";
import { signInWithIdentity } from "../social/sign-in.js";

/**
 * Issue 29's one promise, route by route: an account with a second factor gets no session from any sign-in
 * of any path (`issueLogin`, the one gate), only a ticket that `user/pub/loginBySecondFactor` finishes.
 * Every route and CloudBase action whose contract says `opensSession: "signIn"` has a case below, driven
 * against the loopback servers that speak each provider's protocol.
 */

let w: SignInWorld;
beforeAll(async () => {
  w = await startSignInWorld();
});
afterAll(() => w?.close());
// Each enrolment moves the clock a TOTP step on, and the protocol servers hold Roster's timestamps to the
// real time (the univerify bridge within 5 minutes, Alipay 10, /client's signatures): each case starts there.
beforeEach(() => w.h.clock.set(Date.now()));

/** Where a sign-in is called: the router (its own wire), or the CloudBase gateway (the SDK's wire). */
type Via = "router" | "tcb";

/** The devices the cases sign in from; a ticket is good on its first step's device only. */
const WEB = { deviceId: "browser-1", userAgent: "Mozilla/5.0 (sign-in gate)" };
const APP = { platform: "app", deviceId: "phone-1" };
const MP_WEIXIN = { platform: "mp-weixin", deviceId: "phone-wx" };
const MP_QQ = { platform: "mp-qq", deviceId: "phone-qq" };
const MP_TOUTIAO = { platform: "mp-toutiao", deviceId: "phone-tt" };
const MP_ALIPAY = { platform: "mp-alipay", deviceId: "phone-ali" };
/** The headers of a raw /tcb/web call; the gateway reads the client as appid "" and platform "h5". */
const TCB: TcbDevice = { deviceId: "tcb-phone", userAgent: "tcb-js-sdk/1.10.10" };
/** A password the sign-up policies take. */
const STRONG = "Roster-Secret-2026!";

/** An account that can sign in one way, signed in already (to enrol a factor), and that sign-in to try. */
interface Account {
  user: TestUser;
  signIn(): Promise<Record<string, unknown>>;
}

type Fixture = {
  via: Via;
  /** The client of both steps. */
  client: Partial<ClientInfo>;
  account(): Promise<Account>;
} & (
  | { kind: "existing account" }
  /** A route that only ever makes a new account: what it answers for an existing account's identifier. */
  | { kind: "new accounts only"; refusal: ErrorName }
);

const unique = (prefix: string) => `${prefix}-${randomBytes(6).toString("hex")}`;

/** An account made with `fields`, and the sign-in `signIn` makes for it. */
async function madeWith(
  fields: Partial<UserRow> & { password?: string },
  signIn: (user: TestUser) => Promise<Record<string, unknown>>,
): Promise<Account> {
  const user = await w.h.createUser(fields);
  return { user, signIn: () => signIn(user) };
}

/** The account that `signIn` registers on its first call (a social sign-up), and the same sign-in again. */
async function signedUpBy(signIn: () => Promise<Body>): Promise<Account> {
  const body = await signIn();
  expect(body).toMatchObject({ code: 0, type: "register" });
  const { token, tokenExpired } = body.vk_uni_token as { token: string; tokenExpired: number };
  return { user: { uid: body.uid as string, username: "", password: "", token, tokenExpired }, signIn };
}

/**
 * A password account with a CloudBase custom user linked (auth.linkWithTicket, from a CloudBase sign-in),
 * and `signIn` with a fresh ticket of that custom user.
 */
async function withCustomUser(signIn: (ticket: string) => Promise<Record<string, unknown>>) {
  const customUserId = unique("custom");
  const account = await madeWith({}, () => signIn(w.tcbTicket(customUserId)));
  const { user } = account;
  const signedIn = await w.tcb(
    { action: "auth.signIn", loginType: "USERNAME", username: user.username, password: user.password },
    TCB,
  );
  const linked = await w.tcb(
    { action: "auth.linkWithTicket", ticket: w.tcbTicket(customUserId), access_token: signedIn.access_token },
    TCB,
  );
  expect(linked.code).toBeUndefined();
  return account;
}

/**
 * The ticket of user/pub/linkSocialByMobile: a provider that vouches for `mobile` (univerify) signs up
 * someone whose mobile has an account, and gets `socialMobileNeedsProof`. No route's provider answers a
 * mobile with its identity today, so this runs the sign-in service, as linkSocialByMobile.test.ts does.
 */
async function pendingLink(mobile: string): Promise<string> {
  const identity = {
    provider: "univerify" as const,
    platform: "app" as const,
    appid: WORLD.dcloudAppid,
    openid: unique("univerify"),
    mobile: providerMobile(mobile)!,
  };
  const refused = await signInWithIdentity(w.h.app.services, identity, {}, defaultClientInfo(APP)).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(refused).toBeInstanceOf(RosterError);
  expect((refused as RosterError).errorName).toBe("socialMobileNeedsProof");
  return (refused as RosterError).extra.ticket as string;
}

/** What loginByDouyinPhoneNumber sends for `mobile`: Douyin's encrypted phone of a code2SessionDouyin. */
async function douyinPhone(mobile: string) {
  const sessionKey = randomBytes(16).toString("base64");
  const iv = randomBytes(16).toString("base64");
  const code = w.dy.issueCode({ appid: APPS.douyin.appid, openid: unique("dy-phone"), sessionKey });
  const session = await w.h.call(code2SessionDouyin, { code }, { client: MP_TOUTIAO });
  expect(session.code).toBe(0);
  const phone = JSON.stringify({
    phoneNumber: mobile,
    purePhoneNumber: mobile,
    countryCode: "86",
    watermark: { timestamp: 1, appid: APPS.douyin.appid },
  });
  return {
    encryptedKey: session.encryptedKey as string,
    iv,
    encryptedData: await encryptForClient(phone, sessionKey, iv),
  };
}

/** Every sign-in of the contracts, keyed by route path or CloudBase action name. */
const FIXTURES: Record<string, Fixture> = {
  "user/pub/register": {
    kind: "new accounts only",
    refusal: "accountExists",
    via: "router",
    client: WEB,
    account: () =>
      madeWith({}, (user) =>
        w.h.call(register, { username: user.username, password: STRONG }, { client: WEB }),
      ),
  },
  "user/pub/login": {
    kind: "existing account",
    via: "router",
    client: WEB,
    account: () =>
      madeWith({}, (user) =>
        w.h.call(login, { username: user.username, password: user.password }, { client: WEB }),
      ),
  },
  "user/pub/loginByEmail": {
    kind: "existing account",
    via: "router",
    client: WEB,
    account: () => {
      const email = uniqueEmail();
      return madeWith({ email, email_confirmed: 1 }, async () =>
        w.h.call(loginByEmail, { email, code: await emailCode(w.h, email, "login") }, { client: WEB }),
      );
    },
  },
  "user/pub/loginBySms": {
    kind: "existing account",
    via: "router",
    client: APP,
    account: () => {
      const mobile = uniqueMobile();
      return madeWith({ mobile, mobile_confirmed: 1 }, async () =>
        w.h.call(loginBySms, { mobile, code: await smsCode(w.h, mobile, "login") }, { client: APP }),
      );
    },
  },
  "user/pub/linkSocialByMobile": {
    kind: "existing account",
    via: "router",
    client: APP,
    account: () => {
      const mobile = uniqueMobile();
      return madeWith({ mobile, mobile_confirmed: 1 }, async () => {
        const ticket = await pendingLink(mobile);
        const code = await smsCode(w.h, mobile, "login");
        return w.h.call(linkSocialByMobile, { ticket, mobile, code }, { client: APP });
      });
    },
  },
  "user/pub/loginByWeixin": {
    kind: "existing account",
    via: "router",
    client: MP_WEIXIN,
    account: () => {
      const openid = unique("wx");
      return signedUpBy(() =>
        w.h.call(
          loginByWeixin,
          { code: w.wx.issueCode({ appid: APPS.wxMp.appid, openid }) },
          { client: MP_WEIXIN },
        ),
      );
    },
  },
  "user/pub/loginByWeixinPhoneNumber": {
    kind: "existing account",
    via: "router",
    client: MP_WEIXIN,
    account: () => {
      const mobile = uniqueMobile();
      return madeWith({ mobile, mobile_confirmed: 1 }, () => {
        const code = unique("wx-phone");
        w.wx.phoneCodes.set(code, { appid: APPS.wxMp.appid, phone: mobile });
        return w.h.call(loginByWeixinPhoneNumber, { code }, { client: MP_WEIXIN });
      });
    },
  },
  "user/pub/loginByQQ": {
    kind: "existing account",
    via: "router",
    client: MP_QQ,
    account: () => {
      const openid = unique("qq");
      return signedUpBy(() =>
        w.h.call(loginByQQ, { code: w.qq.issueCode({ appid: APPS.qqMp.appid, openid }) }, { client: MP_QQ }),
      );
    },
  },
  "user/pub/loginByDouyin": {
    kind: "existing account",
    via: "router",
    client: MP_TOUTIAO,
    account: () => {
      const openid = unique("dy");
      return signedUpBy(() =>
        w.h.call(
          loginByDouyin,
          { code: w.dy.issueCode({ appid: APPS.douyin.appid, openid }) },
          { client: MP_TOUTIAO },
        ),
      );
    },
  },
  "user/pub/loginByDouyinPhoneNumber": {
    kind: "existing account",
    via: "router",
    client: MP_TOUTIAO,
    account: () => {
      const mobile = uniqueMobile();
      return madeWith({ mobile, mobile_confirmed: 1 }, async () =>
        w.h.call(loginByDouyinPhoneNumber, await douyinPhone(mobile), { client: MP_TOUTIAO }),
      );
    },
  },
  "user/pub/loginByAlipay": {
    kind: "existing account",
    via: "router",
    client: MP_ALIPAY,
    account: () => {
      const userId = `2088${String(Date.now()).slice(-6)}${randomBytes(3).readUIntBE(0, 3)}`;
      return signedUpBy(() =>
        w.h.call(
          loginByAlipay,
          { code: w.alipay.issueCode({ userId, scope: "auth_base" }) },
          { client: MP_ALIPAY },
        ),
      );
    },
  },
  "user/pub/loginByApple": {
    kind: "existing account",
    via: "router",
    client: APP,
    account: () => {
      const sub = unique("001234.apple");
      return signedUpBy(async () =>
        w.h.call(loginByApple, { identityToken: await w.appleToken(sub) }, { client: APP }),
      );
    },
  },
  "user/pub/loginByHuawei": {
    kind: "existing account",
    via: "router",
    client: APP,
    account: () => {
      const huaweiUser = { openid: unique("MDFA-open"), unionid: unique("MDFA-union") };
      return signedUpBy(() =>
        w.h.call(
          loginByHuawei,
          { code: w.huawei.issueCode(WORLD.huaweiApp.id, huaweiUser) },
          { client: APP },
        ),
      );
    },
  },
  "user/pub/loginByHuaweiPhoneNumber": {
    kind: "existing account",
    via: "router",
    client: APP,
    account: () => {
      const mobile = uniqueMobile();
      const huaweiUser = { openid: unique("MDFA-ph"), unionid: unique("MDFA-phu"), mobileNumber: mobile };
      return madeWith({ mobile, mobile_confirmed: 1 }, () =>
        w.h.call(
          loginByHuaweiPhoneNumber,
          { code: w.huawei.issueCode(WORLD.huaweiApp.id, huaweiUser) },
          { client: APP },
        ),
      );
    },
  },
  "user/pub/loginByUniverify": {
    kind: "existing account",
    via: "router",
    client: APP,
    account: () => {
      const mobile = uniqueMobile();
      const openid = unique("OPENID");
      return madeWith({ mobile, mobile_confirmed: 1 }, () => {
        const accessToken = unique("AT");
        w.bridge.grant(accessToken, openid, mobile);
        return w.h.call(loginByUniverify, { access_token: accessToken, openid }, { client: APP });
      });
    },
  },
  "auth.signIn": {
    kind: "existing account",
    via: "tcb",
    client: TCB,
    account: () =>
      madeWith({}, (user) =>
        w.tcb(
          { action: "auth.signIn", loginType: "USERNAME", username: user.username, password: user.password },
          TCB,
        ),
      ),
  },
  "auth.signInWithTicket": {
    kind: "existing account",
    via: "tcb",
    client: TCB,
    account: () => withCustomUser((ticket) => w.tcb({ action: "auth.signInWithTicket", ticket }, TCB)),
  },
  "auth.linkAndRetrieveDataWithTicket": {
    kind: "existing account",
    via: "tcb",
    client: TCB,
    account: () =>
      withCustomUser(async (ticket) => {
        const visitor = await w.tcb({ action: "auth.signInAnonymously" }, TCB);
        const { uuid: anonymous_uuid, refresh_token } = visitor;
        return w.tcb(
          { action: "auth.linkAndRetrieveDataWithTicket", ticket, refresh_token, anonymous_uuid },
          TCB,
        );
      }),
  },
  "auth.signUpWithEmailAndPassword": {
    kind: "new accounts only",
    refusal: "emailAccountExists",
    via: "tcb",
    client: TCB,
    account: () => {
      const email = uniqueEmail();
      return madeWith({ email, email_confirmed: 1 }, () =>
        w.tcb({ action: "auth.signUpWithEmailAndPassword", email, password: STRONG }, TCB),
      );
    },
  },
};

const sessionsOf = async (uid: string) =>
  (await w.h.app.services.db.selectFrom("sessions").select("id").where("user_id", "=", uid).execute()).length;

/** The identities linked to account `uid`, by openid. */
const identitiesOf = async (uid: string) =>
  (
    await w.h.app.services.db
      .selectFrom("user_identities")
      .select("openid")
      .where("user_id", "=", uid)
      .execute()
  )
    .map((row) => row.openid)
    .sort();

/** Asserts that a first step answered the second step, with no token: its ticket and factors. */
function secondStepOf(via: Via, body: Record<string, unknown>) {
  if (via === "router") {
    expect(body).toMatchObject({ code: ERRORS.secondStepNeeded.code });
    expect(body).not.toHaveProperty("vk_uni_token");
    expect(body).not.toHaveProperty("userInfo");
  } else {
    // The SDK's error body: its code string, and Roster's number and fields for the app.
    expect(body).toMatchObject({ code: "SECOND_STEP_NEEDED", rosterCode: ERRORS.secondStepNeeded.code });
    expect(body).not.toHaveProperty("access_token");
    expect(body).not.toHaveProperty("refresh_token");
  }
  const step = secondStepSchema.parse(body);
  expect(step.factors).toEqual(["totp", "recoveryCode"]);
  return step;
}

/** Asserts that a call was refused with `refusal`, on the wire it came by, and carries no token. */
function expectRefused(via: Via, body: Record<string, unknown>, refusal: ErrorName) {
  const { code } = ERRORS[refusal];
  if (via === "router") expect(body).toMatchObject({ code });
  else expect(body).toMatchObject({ code: tcbCodeOf(refusal), rosterCode: code });
  for (const key of ["vk_uni_token", "access_token", "refresh_token", "mfaTicket"])
    expect(body).not.toHaveProperty(key);
}

/** The fixtures of one kind, as `[key, fixture]` rows for `it.each`. */
const cases = <K extends Fixture["kind"]>(kind: K) =>
  Object.entries(FIXTURES).filter(
    (entry): entry is [string, Extract<Fixture, { kind: K }>] => entry[1].kind === kind,
  );

describe("a sign-in of an account with a second factor", () => {
  it("has a case for every route and CloudBase action whose contract says it opens a session", () => {
    const routes = (Object.values(CONTRACTS) as RouteContract[])
      .filter((contract) => contract.opensSession === "signIn")
      .map((contract) => contract.path);
    const actions = Object.values(TCB_ACTIONS)
      .filter((action) => action.opensSession === "signIn")
      .map((action) => action.action);
    expect(Object.keys(FIXTURES).sort()).toEqual([...routes, ...actions].sort());
  });

  it.each(cases("existing account"))(
    "%s answers the second step and opens no session, and its ticket finishes the sign-in on that device",
    async (_name, fixture) => {
      const { user, signIn } = await fixture.account();
      const { secret } = await enrolTotp(w.h, user);
      const before = await sessionsOf(user.uid);
      const linked = await identitiesOf(user.uid);
      const step = secondStepOf(fixture.via, await signIn());
      expect(await sessionsOf(user.uid)).toBe(before);
      // One factor changes nothing: no identity joins the account (a phone sign-in's openid, a pending link).
      expect(await identitiesOf(user.uid)).toEqual(linked);

      const done = await w.h.call(
        loginBySecondFactor,
        { mfaTicket: step.mfaTicket, factor: "totp", code: totpNow(w.h, secret) },
        { client: fixture.client },
      );
      expect(done).toMatchObject({ code: 0, type: "login", uid: user.uid });
      expect(done.vk_uni_token?.token).toEqual(expect.any(String));
      expect(await sessionsOf(user.uid)).toBe(before + 1);
    },
  );

  it.each(cases("new accounts only"))(
    "%s makes new accounts only: for an existing account with a factor it answers that the account exists",
    async (_name, fixture) => {
      const { user, signIn } = await fixture.account();
      await enrolTotp(w.h, user);
      const before = await sessionsOf(user.uid);
      expectRefused(fixture.via, await signIn(), fixture.refusal);
      expect(await sessionsOf(user.uid)).toBe(before);
    },
  );

  it("through the /client gateway's router function, user/pub/login stops at the second step and the ticket finishes it", async () => {
    const user = await w.h.createUser();
    const { secret } = await enrolTotp(w.h, user);
    // The unmodified uni-cloud SDK: both steps come from its device (the shim's appId, deviceId, platform).
    const space = w.clientSpace();
    const router = async (route: RouteContract, data: Record<string, unknown>) => {
      const answer = await space.callFunction({ name: "router", data: { $url: route.path, data } });
      expect(answer).toMatchObject({ success: true });
      return answer.result as Body;
    };
    const before = await sessionsOf(user.uid);
    const first = await router(login, { username: user.username, password: user.password });
    const step = secondStepOf("router", first);
    expect(await sessionsOf(user.uid)).toBe(before);

    const done = await router(loginBySecondFactor, {
      mfaTicket: step.mfaTicket,
      factor: "totp",
      code: totpNow(w.h, secret),
    });
    expect(done).toMatchObject({ code: 0, type: "login", uid: user.uid });
    expect(await sessionsOf(user.uid)).toBe(before + 1);
  });
});

/**
 * Routes whose success always carries a token yet open no session of their own. Every other such route
 * must say `opensSession`, so that a new sign-in cannot forget the flag (and with it this file's case).
 */
const TOKEN_WITHOUT_NEW_SESSION = [
  // A fresh token for the caller's own session (the daily sign-in): its session was opened by a sign-in.
  "user/pub/loginByToken",
];

/**
 * Whether a success of `schema` always carries `vk_uni_token`: a required top-level key of the object, or
 * of any member of a union. (Every `ok()` body may carry an optional one: the router's renewal of the
 * caller's own token, envelope.ts; a sign-in promises it.)
 */
const promisesToken = (schema: z.ZodType): boolean =>
  schema instanceof z.ZodUnion
    ? (schema.options as z.ZodType[]).some(promisesToken)
    : outputShapeOf(schema).required.includes("vk_uni_token");

describe("the opensSession flag", () => {
  it("is set on every route whose answer promises a vk_uni_token, but for the routes that renew one", () => {
    const unflagged = (Object.values(CONTRACTS) as RouteContract[])
      .filter((contract) => promisesToken(contract.output) && contract.opensSession === false)
      .map((contract) => contract.path);
    expect(unflagged).toEqual(TOKEN_WITHOUT_NEW_SESSION);
  });
});
