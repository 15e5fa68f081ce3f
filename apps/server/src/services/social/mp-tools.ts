import { randomInt } from "node:crypto";
import { RosterError } from "@roster/contract";
import { isUniqueViolation } from "../../db/errors.js";
import type { UserRow } from "../../db/schema.js";
import { jsapiSignature, jsapiTicket } from "../../providers/social/weixin-api.js";
import { freeInviteCode } from "../invites/invite-codes.js";
import type { Services } from "../services.js";
import { findUserById, setInviteCodeIfUnset } from "../users/repository.js";

/**
 * getWeiXinJsapiSign (outside-protocols §1.5): the official account's (h5-weixin) cached jsapi_ticket,
 * a 6-digit nonce, the time in seconds and the SHA-1 signature of the page URL (without `#…`).
 */
export async function jsapiConfig(svc: Services, url: string, appid?: string) {
  const wx = svc.social.weixin;
  const app = wx.app("h5-weixin", appid);
  const ticket = await jsapiTicket(wx, app);
  const nonceStr = String(randomInt(100_000, 1_000_000));
  const timestamp = String(Math.floor(svc.clock.now() / 1000));
  const signature = jsapiSignature({ ticket, nonceStr, timestamp, url });
  return { url, appid: app.appid, config: { appId: app.appid, timestamp, nonceStr, signature } };
}

/** The caller's invite code, set now when the account has none (the default scene `code=<invite code>`). */
export async function inviteCodeOf(svc: Services, user: UserRow): Promise<string> {
  if (user.my_invite_code) return user.my_invite_code;
  const code = await freeInviteCode(svc.db);
  try {
    if (await setInviteCodeIfUnset(svc.db, user.id, code, svc.clock.now())) return code;
  } catch (error) {
    if (isUniqueViolation(error)) throw new RosterError("inviteCodeFailed");
    throw error;
  }
  return (await findUserById(svc.db, user.id))?.my_invite_code ?? code;
}
