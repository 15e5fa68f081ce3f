import { createDecipheriv } from "node:crypto";
import { RosterError } from "@roster/contract";
import { type ProviderMobile, providerMobile } from "../../providers/social/phone-number.js";
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

/** A provider's phone_info and the mobile it vouches for, normalised. */
export interface VouchedPhone {
  info: PhoneInfo;
  mobile: ProviderMobile;
}

/**
 * getPhoneNumber by platform (reference §7.2): mp-weixin by `code` or encryptedData; mp-toutiao by
 * encryptedData only ("抖音不支持参数code"); any other platform -1 "暂不支持平台". The number goes through
 * the one normaliser before anything reads it.
 */
export async function phoneOf(svc: Services, platform: string, input: PhoneInput): Promise<VouchedPhone> {
  if (platform === "mp-weixin") {
    if (input.code) {
      const wx = svc.social.weixin;
      return vouched(await phoneNumberByCode(wx, wx.app(platform, input.appid), input.code), "weixin");
    }
    return vouched(await decryptPhone(svc, "weixin", input), "weixin");
  }
  if (platform === "mp-toutiao") {
    if (input.code) throw new RosterError("douyinCodeUnsupported");
    return vouched(await decryptPhone(svc, "douyin", input), "douyin");
  }
  throw new RosterError("socialPlatformUnsupported", { platform });
}

/**
 * The mobile of a WeChat or Douyin phone_info: `countryCode` with `purePhoneNumber`, or `phoneNumber`
 * (which carries the country code) when no code came. A number that is no readable mobile is
 * `socialPhoneInvalid`, never a guess at a mainland number.
 */
function vouched(info: PhoneInfo, provider: "weixin" | "douyin"): VouchedPhone {
  const code: unknown = info.countryCode;
  const countryCode = typeof code === "string" || typeof code === "number" ? String(code) : "";
  const mobile =
    countryCode !== ""
      ? providerMobile(textOf(info.purePhoneNumber), countryCode)
      : providerMobile(textOf(info.phoneNumber) ?? textOf(info.purePhoneNumber));
  if (!mobile) throw new RosterError("socialPhoneInvalid", { param: provider });
  return { info, mobile };
}

const textOf = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
