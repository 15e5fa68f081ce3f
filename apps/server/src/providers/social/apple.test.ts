import { createHash } from "node:crypto";
import { isRosterError } from "@roster/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { respelled } from "../../test/respell.js";
import { type AppleServer, startAppleServer } from "../../test/social/apple-server.js";
import { forgedTokens, signedToken, signingKey } from "../../test/social/jwt-keys.js";
import { AppleProvider } from "./apple.js";

const AUD = "com.example.roster";
const first = signingKey("apple-key-1");
let server: AppleServer;
let now = Date.now();

const provider = (clientIds = [AUD, "com.example.roster.web"], cooldownMs = 60_000) =>
  new AppleProvider({ clientIds, endpoint: server.url }, 2000, () => now, cooldownMs);

const claims = (over: Record<string, unknown> = {}) => ({
  iss: "https://appleid.apple.com",
  aud: AUD,
  exp: Math.floor(now / 1000) + 600,
  iat: Math.floor(now / 1000),
  sub: "001234.0123456789abcdef0123456789abcdef.0123",
  email: "user@privaterelay.appleid.com",
  email_verified: "true",
  is_private_email: true,
  ...over,
});

async function code(promise: Promise<unknown>): Promise<number> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isRosterError(error)) throw new Error(`expected a RosterError, got ${String(error)}`);
  return error.code;
}

beforeAll(async () => {
  server = await startAppleServer([first]);
});
afterAll(() => server.close());

describe("Apple provider", () => {
  it("is off without APPLE_CLIENT_IDS", async () => {
    const off = provider([]);
    expect(off.configured("app")).toBe(false);
    expect(await code(off.signIn({ platform: "app", identityToken: "x" }))).toBe(91203);
  });

  it("verifies a token signed by Apple's published key: sub, aud, e-mail", async () => {
    const p = provider();
    const identityToken = await signedToken(first, claims({ nonce: "n-0S6_WzA2Mj" }));
    const signedPart = identityToken.slice(0, identityToken.lastIndexOf("."));
    expect(await p.signIn({ platform: "app", identityToken })).toEqual({
      provider: "apple",
      platform: "app",
      appid: AUD,
      openid: "001234.0123456789abcdef0123456789abcdef.0123",
      email: "user@privaterelay.appleid.com",
      emailVerified: true,
      isPrivateEmail: true,
      // For the one-use rule: the hash of what Apple signed, until when it could be accepted, its nonce.
      token: {
        id: createHash("sha256").update(signedPart).digest("base64url"),
        acceptableUntil: (Math.floor(now / 1000) + 600 + 60) * 1000,
        nonce: "n-0S6_WzA2Mj",
      },
    });
    // The second sign-in uses the cached key set.
    await p.signIn({
      platform: "app",
      identityToken: await signedToken(first, claims({ aud: "com.example.roster.web" })),
    });
    expect(p.jwks.fetches).toBe(1);
  });

  it.each([
    ["another issuer (Huawei's)", { iss: "https://accounts.huawei.com" }, 10706],
    ["another audience", { aud: "com.evil.app" }, 10702],
    ["expired beyond the 60 s skew", { exp: Math.floor(now / 1000) - 61 }, 91320],
    ["no sub", { sub: undefined }, 10701],
    ["no exp", { exp: undefined }, 10705],
  ])("refuses a token with %s", async (_name, over, expected) => {
    expect(
      await code(
        provider().signIn({ platform: "app", identityToken: await signedToken(first, claims(over)) }),
      ),
    ).toBe(expected);
  });

  it("accepts a token that expired within the skew", async () => {
    const identityToken = await signedToken(first, claims({ exp: Math.floor(now / 1000) - 30 }));
    expect((await provider().signIn({ platform: "app", identityToken })).openid).toContain("001234.");
  });

  it("refuses a tampered payload, a key Apple does not publish, PS256, alg none and HS256 confusion", async () => {
    const good = await signedToken(first, claims());
    const [h, , s] = good.split(".");
    const tampered = `${h}.${Buffer.from(JSON.stringify(claims({ sub: "someone-else" }))).toString("base64url")}.${s}`;
    const stranger = { ...signingKey("apple-key-1") };
    const forged = forgedTokens(first, claims());
    const p = provider();
    for (const token of [
      tampered,
      await signedToken(stranger, claims()),
      await signedToken(first, claims(), "PS256"),
      forged.none,
      forged.hs256,
      "not-a-jwt",
    ]) {
      expect(await code(p.signIn({ platform: "app", identityToken: token }))).toBe(10705);
    }
  });

  it("refuses the token in another spelling of its signature (the same bytes: jose alone takes it)", async () => {
    const good = await signedToken(first, claims());
    const [h, b, s] = good.split(".") as [string, string, string];
    const p = provider();
    for (const token of [`${h}.${b}.${respelled(s)}`, `${good}=`])
      expect(await code(p.signIn({ platform: "app", identityToken: token }))).toBe(10705);
    expect((await p.signIn({ platform: "app", identityToken: good })).openid).toBe(claims().sub);
  });

  it("checks the nonce when one is given: raw or its SHA-256", async () => {
    const nonce = "n-0S6_WzA2Mj";
    const hashed = createHash("sha256").update(nonce).digest("hex");
    const p = provider();
    expect(
      (await p.signIn({ platform: "app", nonce, identityToken: await signedToken(first, claims({ nonce })) }))
        .openid,
    ).toBeTruthy();
    expect(
      (
        await p.signIn({
          platform: "app",
          nonce,
          identityToken: await signedToken(first, claims({ nonce: hashed })),
        })
      ).openid,
    ).toBeTruthy();
    expect(
      await code(
        p.signIn({
          platform: "app",
          nonce: "other",
          identityToken: await signedToken(first, claims({ nonce })),
        }),
      ),
    ).toBe(91321);
    expect(
      await code(p.signIn({ platform: "app", nonce, identityToken: await signedToken(first, claims()) })),
    ).toBe(91321);
  });

  it("fetches the key set once more for an unknown kid (rotation), at most once per cool-down", async () => {
    const p = provider();
    await p.signIn({ platform: "app", identityToken: await signedToken(first, claims()) });
    const fetches = server.keyFetches();
    const unknown = await signedToken(signingKey("never-published"), claims());
    expect(await code(p.signIn({ platform: "app", identityToken: unknown }))).toBe(10705);
    expect(await code(p.signIn({ platform: "app", identityToken: unknown }))).toBe(10705);
    expect(server.keyFetches()).toBe(fetches);
    // After the cool-down Apple has rotated: the new kid is fetched once, even for parallel sign-ins.
    const second = signingKey("apple-key-2");
    server.keys = [second, first];
    now += 61_000;
    const tokens = await Promise.all([1, 2, 3].map(() => signedToken(second, claims())));
    const results = await Promise.all(
      tokens.map((identityToken) => p.signIn({ platform: "app", identityToken })),
    );
    expect(results.map((r) => r.openid)).toHaveLength(3);
    expect(server.keyFetches()).toBe(fetches + 1);
    server.keys = [first];
    // A forged kid after the cool-down costs exactly one fetch, then fails; repeating it costs none.
    now += 61_000;
    expect(await code(p.signIn({ platform: "app", identityToken: unknown }))).toBe(10705);
    expect(await code(p.signIn({ platform: "app", identityToken: unknown }))).toBe(10705);
    expect(server.keyFetches()).toBe(fetches + 2);
  });

  it("says the service is unavailable when the key endpoint does not answer", async () => {
    const p = new AppleProvider({ clientIds: [AUD], endpoint: "http://127.0.0.1:9" }, 500);
    expect(await code(p.signIn({ platform: "app", identityToken: await signedToken(first, claims()) }))).toBe(
      91202,
    );
  });
});
