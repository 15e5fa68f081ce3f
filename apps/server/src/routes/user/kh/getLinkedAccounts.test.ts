import { getLinkedAccounts } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SocialIdentity } from "../../../providers/social/types.js";
import { identityRow } from "../../../services/social/identity-rows.js";
import { insertIdentity } from "../../../services/social/repository.js";
import { createHarness, type Harness, type TestUser } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** Links `identity` to `user` the way a bind does (the row and its profile snapshot), at the clock's time. */
async function link(user: TestUser, identity: SocialIdentity): Promise<void> {
  await insertIdentity(h.app.services.db, identityRow(identity, user.uid, h.clock.now()));
}

const accountsOf = async (user: TestUser) => {
  const body = await h.call(getLinkedAccounts, {}, { as: user });
  expect(body.code).toBe(0);
  return getLinkedAccounts.output.parse(body).accounts;
};

describe("user/kh/getLinkedAccounts", () => {
  it("needs a valid token", async () => {
    expect((await h.call(getLinkedAccounts, {})).code).toBe(30204);
    expect((await h.call(getLinkedAccounts, {}, { as: "garbage" })).code).toBe(30204);
  });

  it("lists the caller's identities, oldest first, with the snapshot's nickname and avatar and no openid", async () => {
    const user = await h.createUser();
    expect(await accountsOf(user)).toEqual([]);
    const weixinAt = h.clock.now();
    await link(user, {
      provider: "weixin",
      platform: "web",
      appid: "wx-web-app",
      openid: "o-weixin-secret",
      unionid: "u-weixin-secret",
      nickname: "微信小明",
      avatar: "https://thirdwx.qlogo.cn/mmopen/a.png",
      gender: 1,
      sessionKey: "never-listed",
    });
    h.clock.advance(5000);
    await link(user, {
      provider: "alipay",
      platform: "web",
      appid: "2021000000000001",
      openid: "alipay-user-secret",
      nickname: "Ming on Alipay",
    });
    h.clock.advance(5000);
    await link(user, {
      provider: "apple",
      platform: "app",
      appid: "com.example.roster",
      openid: "apple-sub",
    });

    const body = await h.call(getLinkedAccounts, {}, { as: user });
    expect(body.accounts).toEqual([
      {
        provider: "weixin",
        platform: "web",
        appid: "wx-web-app",
        nickname: "微信小明",
        avatar: "https://thirdwx.qlogo.cn/mmopen/a.png",
        linkedAt: weixinAt,
      },
      {
        provider: "alipay",
        platform: "web",
        appid: "2021000000000001",
        nickname: "Ming on Alipay",
        linkedAt: weixinAt + 5000,
      },
      { provider: "apple", platform: "app", appid: "com.example.roster", linkedAt: weixinAt + 10_000 },
    ]);
    const text = JSON.stringify(body);
    for (const secret of [
      "o-weixin-secret",
      "u-weixin-secret",
      "never-listed",
      "alipay-user-secret",
      "apple-sub",
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("never shows another user's identities", async () => {
    const alice = await h.createUser();
    const bob = await h.createUser();
    await link(alice, {
      provider: "qq",
      platform: "mp-qq",
      appid: "qq-app",
      openid: "o-alice",
      nickname: "Alice QQ",
    });
    await link(bob, {
      provider: "qq",
      platform: "mp-qq",
      appid: "qq-app",
      openid: "o-bob",
      nickname: "Bob QQ",
    });
    expect((await accountsOf(alice)).map((a) => a.nickname)).toEqual(["Alice QQ"]);
    expect((await accountsOf(bob)).map((a) => a.nickname)).toEqual(["Bob QQ"]);
    expect(await accountsOf(await h.createUser())).toEqual([]);
  });

  it("leaves out an unreadable snapshot rather than failing the list", async () => {
    const user = await h.createUser();
    await h.app.services.db
      .insertInto("user_identities")
      .values({
        ...identityRow(
          { provider: "douyin", platform: "mp-toutiao", appid: "tt-app", openid: "o-tt" },
          user.uid,
          1,
        ),
        profile: "{not json",
      })
      .execute();
    expect(await accountsOf(user)).toEqual([
      { provider: "douyin", platform: "mp-toutiao", appid: "tt-app", linkedAt: 1 },
    ]);
  });
});
