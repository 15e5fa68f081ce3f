import { isRosterError, type RosterError } from "@roster/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HuaweiServer, startHuaweiServer } from "../../test/social/huawei-server.js";
import { HuaweiProvider } from "./huawei.js";

const APP = { id: "104000001", secret: "huawei-app-secret-0123456789abcdef" };
const MP = { id: "104000002", secret: "huawei-mp-secret-0123456789abcdef" };
let server: HuaweiServer;

const provider = (secret = APP.secret) =>
  new HuaweiProvider(
    {
      clients: [
        { platform: "app", clientId: APP.id, clientSecret: secret },
        { platform: "mp-harmony", clientId: MP.id, clientSecret: MP.secret },
      ],
      oauthEndpoint: server.url,
      accountEndpoint: server.url,
    },
    2000,
  );

const user = {
  openid: "MDFAWmpn0BXnVz5ea",
  unionid: "MDFAUqF7Rmd3Y2ZX",
  displayName: "华为用户",
  mobileNumber: "+86-13800138000",
};

async function refusal(promise: Promise<unknown>): Promise<RosterError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isRosterError(error)) throw new Error(`expected a RosterError, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  server = await startHuaweiServer({ [APP.id]: APP.secret, [MP.id]: MP.secret });
});
afterAll(() => server.close());

describe("Huawei provider", () => {
  it("is on for the platforms with a client", () => {
    expect(provider().platforms()).toEqual(["app", "mp-harmony"]);
    const off = new HuaweiProvider(
      { clients: [], oauthEndpoint: server.url, accountEndpoint: server.url },
      2000,
    );
    expect(off.configured("app")).toBe(false);
  });

  it("exchanges the code with the client's id and secret and reads openid/unionid from the verified id_token", async () => {
    const code = server.issueCode(APP.id, user);
    const before = server.requests.length;
    expect(await provider().signIn({ platform: "app", code })).toEqual({
      provider: "huawei",
      platform: "app",
      appid: APP.id,
      openid: user.openid,
      unionid: user.unionid,
      nickname: "华为用户",
    });
    const sent = server.requests.slice(before);
    const token = sent.find((r) => r.path === "/oauth2/v3/token")!;
    expect(Object.fromEntries(new URLSearchParams(token.body))).toEqual({
      grant_type: "authorization_code",
      client_id: APP.id,
      client_secret: APP.secret,
      code,
    });
    expect(sent.some((r) => r.path === "/oauth2/v3/certs")).toBe(true);
  });

  it("accepts a PS256 id_token; uses the mp-harmony client for mp-harmony (or the named clientId)", async () => {
    const code = server.issueCode(MP.id, user, { ps256: true });
    expect((await provider().signIn({ platform: "mp-harmony", code })).appid).toBe(MP.id);
    const named = server.issueCode(MP.id, user);
    expect((await provider().signIn({ platform: "mp-harmony", code: named, appid: MP.id })).openid).toBe(
      user.openid,
    );
    expect(
      (await refusal(provider().signIn({ platform: "mp-harmony", code: named, appid: "999" }))).code,
    ).toBe(91203);
  });

  it("falls back to GOpen.User.getInfo when the answer has no id_token", async () => {
    const code = server.issueCode(APP.id, user, { noIdToken: true });
    const identity = await provider().signIn({ platform: "app", code });
    expect(identity).toMatchObject({ openid: user.openid, unionid: user.unionid, nickname: "华为用户" });
    expect(identity.mobile).toBeUndefined();
  });

  it("refuses a used code, a wrong secret, and never says the secret", async () => {
    const code = server.issueCode(APP.id, user);
    await provider().signIn({ platform: "app", code });
    const used = await refusal(provider().signIn({ platform: "app", code }));
    expect(used.code).toBe(91310);
    expect(used.extra).toEqual({ providerCode: "1101/20156" });
    const wrong = await refusal(
      provider("wrong-secret-0123456789").signIn({ platform: "app", code: server.issueCode(APP.id, user) }),
    );
    expect(wrong.extra).toEqual({ providerCode: "1101/20004" });
    expect(JSON.stringify([wrong.message, wrong.extra, used.message])).not.toContain("secret-0123456789");
  });

  it.each([
    ["another audience", { claims: { aud: "104999999" } }],
    ["another issuer", { claims: { iss: "https://appleid.apple.com" } }],
    ["an expired token", { claims: { exp: Math.floor(Date.now() / 1000) - 120 } }],
    ["an unpublished key", { strangerKey: true }],
  ])("refuses an id_token with %s", async (_name, options) => {
    const code = server.issueCode(APP.id, user, options);
    expect((await refusal(provider().signIn({ platform: "app", code }))).code).toBe(91311);
  });

  it("gives the account's mainland mobile for loginByHuaweiPhoneNumber", async () => {
    const identity = await provider().phoneNumber({ platform: "app", code: server.issueCode(APP.id, user) });
    expect(identity).toMatchObject({ openid: user.openid, unionid: user.unionid, mobile: "13800138000" });
    const noPhone = server.issueCode(APP.id, { ...user, mobileNumber: undefined });
    expect((await refusal(provider().phoneNumber({ platform: "app", code: noPhone }))).code).toBe(91312);
  });
});
