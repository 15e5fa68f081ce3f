import { bindWeixin } from "@roster/contract/routes";
import { expect } from "vitest";
import type { TestUser } from "../harness.js";
import { APPS, SECRETS } from "./social-env.js";
import type { SocialHarness } from "./social-harness.js";

let n = 0;

/** A signed-in user with a WeChat mini-program identity linked through user/kh/bindWeixin; its openid. */
export async function userWithWeixin(s: SocialHarness): Promise<{ user: TestUser; openid: string }> {
  const user = await s.h.createUser();
  const openid = `oa_${process.pid}_${++n}`;
  const code = s.wx.issueCode({ appid: APPS.wxMp.appid, openid });
  const bound = await s.h.call(bindWeixin, { code, platform: "mp-weixin" }, { as: user });
  expect(bound.code).toBe(0);
  return { user, openid };
}

/** No app secret and no app token in any log line. */
export function expectNoSecretsLogged(s: SocialHarness): void {
  const text = JSON.stringify(s.logs);
  const tokens = [...s.wx.appTokens.values(), ...s.qq.appTokens.values(), ...s.dy.appTokens.values()];
  for (const secret of [...SECRETS, ...tokens]) expect(text).not.toContain(secret);
}
