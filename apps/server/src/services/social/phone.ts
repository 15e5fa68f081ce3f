import { createDecipheriv } from "node:crypto";
import { RosterError } from "@roster/contract";
import { type PhoneInfo, phoneNumberByCode } from "../../providers/social/weixin-api.js";
import type { Services } from "../services.js";
import { findSessionKey } from "./repository.js";
import { openTicket } from "./tickets.js";
import { identityOfKey } from "./verify.js";

/** What the phone-number flows send. */
export interface PhoneInput {
  code?: string | undefined;
  encryptedData?: string | undefined;
  iv?: string | undefined;
  encryptedKey?: string | undefined;
  appid?: string | undefined;
}

/**
 * Decrypts `encryptedData` (outside-protocols §1.4): AES-128-CBC, PKCS#7, key = the stored session key of
 * the openid `encryptedKey` names, IV = `iv`; the plaintext's `watermark.appid` must be that app's.
 */
export async function decryptPhone(
  svc: Services,
  provider: "weixin" | "douyin",
  input: PhoneInput,
): Promise<PhoneInfo> {
  if (!input.encryptedData || !input.iv || !input.encryptedKey) throw new RosterError("socialSessionMissing");
  const ref = identityOfKey(svc, provider, input.encryptedKey);
  const stored = await findSessionKey(svc.db, ref);
  if (!stored) throw new RosterError("socialSessionMissing");
  const sealed = openTicket<{ key: string; appid: string; openid: string }>(
    svc.socialKey,
    "stored-session-key",
    stored.session_key,
    svc.clock.now(),
  );
  if (sealed.appid !== ref.appid || sealed.openid !== ref.openid)
    throw new RosterError("socialSessionMissing");
  let info: PhoneInfo;
  try {
    const key = Buffer.from(sealed.key, "base64");
    const iv = Buffer.from(input.iv, "base64");
    const decipher = createDecipheriv("aes-128-cbc", key, iv);
    const text = Buffer.concat([
      decipher.update(Buffer.from(input.encryptedData, "base64")),
      decipher.final(),
    ]);
    info = JSON.parse(text.toString("utf8")) as PhoneInfo;
  } catch {
    throw new RosterError("socialDecryptFailed");
  }
  if (info?.watermark?.appid !== ref.appid) throw new RosterError("socialAppidMismatch");
  if (typeof info.purePhoneNumber !== "string") throw new RosterError("socialDecryptFailed");
  return info;
}

/**
 * getPhoneNumber by platform (reference §7.2): mp-weixin by `code` or encryptedData; mp-toutiao by
 * encryptedData only ("抖音不支持参数code"); any other platform -1 "暂不支持平台".
 */
export async function phoneOf(svc: Services, platform: string, input: PhoneInput): Promise<PhoneInfo> {
  if (platform === "mp-weixin") {
    if (input.code) {
      const wx = svc.social.weixin;
      return phoneNumberByCode(wx, wx.app(platform, input.appid), input.code);
    }
    return decryptPhone(svc, "weixin", input);
  }
  if (platform === "mp-toutiao") {
    if (input.code) throw new RosterError("douyinCodeUnsupported");
    return decryptPhone(svc, "douyin", input);
  }
  throw new RosterError("socialPlatformUnsupported", { platform });
}

/** The mobile Roster stores for a phone_info: the number without country code for +86, else +cc number. */
export const mobileOf = (info: PhoneInfo): string =>
  !info.countryCode || info.countryCode === "86"
    ? info.purePhoneNumber
    : `+${info.countryCode}${info.purePhoneNumber}`;
