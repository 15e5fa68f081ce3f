/**
 * The parts of the routes of single providers that differ from the generic ones (routes.ts): Huawei's
 * `clientId`, Apple's default nickname, the Huawei and univerify phone logins, Alipay's mini-program code.
 */
import { randomBytes } from "node:crypto";
import { catalogueText, isRosterError, type Locale, RosterError } from "@roster/contract";
import type { UserRow } from "../../db/schema.js";
import type { ClientInfo } from "../../lib/client-info.js";
import { AlipayProvider } from "../../providers/social/alipay.js";
import type { AppleIdentity } from "../../providers/social/apple.js";
import { HuaweiProvider } from "../../providers/social/huawei.js";
import type { SocialProviderId } from "../../providers/social/types.js";
import { UniverifyProvider } from "../../providers/social/univerify.js";
import type { Services } from "../services.js";
import type { SocialLoginAnswer, SocialLoginInput } from "./login-answer.js";
import { inviteCodeOf } from "./mp-tools.js";
import { passOAuthState } from "./oauth-state.js";
import { signInWithVerifiedMobile } from "./phone-login.js";
import { type SocialSignInOptions, signInWithIdentity } from "./sign-in.js";
import { platformOf, verifyCredential } from "./verify.js";

/** Huawei routes take upstream's `clientId` as well as `appid`: one name for the core. */
export function withClientId<T extends { clientId?: string | undefined; appid?: string | undefined }>(
  input: T,
): Omit<T, "clientId"> {
  const { clientId, ...rest } = input;
  return { ...rest, ...(clientId && !rest.appid ? { appid: clientId } : {}) };
}

/** Apple's `fullName`: a text, or uni-app's `{givenName, familyName}`. */
type FullName = string | { givenName?: string | null | undefined; familyName?: string | null | undefined };

/**
 * loginByApple: as socialLogin, with upstream's default nickname for a new account: `nickname`, else the
 * given name of `fullName`, else "User-" and the local part of the e-mail Apple vouches for (random
 * letters without one).
 */
export async function appleLogin(
  svc: Services,
  input: SocialLoginInput & { fullName?: FullName | undefined },
  client: ClientInfo,
  locale: Locale,
): Promise<SocialLoginAnswer> {
  const platform = platformOf(input.platform, client.platform);
  const { identity } = await verifyCredential(
    svc,
    "apple",
    {
      platform,
      ...(input.identityToken ? { identityToken: input.identityToken } : {}),
      ...(input.nonce ? { nonce: input.nonce } : {}),
    },
    { state: input.state, device: client.deviceId },
  );
  const given =
    typeof input.fullName === "string" ? input.fullName : (input.fullName?.givenName ?? undefined);
  const email = (identity as AppleIdentity).email;
  const nickname =
    input.nickname || given?.trim() || `User-${email ? email.split("@")[0] : randomBytes(4).toString("hex")}`;
  const issue = await signInWithIdentity(
    svc,
    identity,
    { ...input, nickname: nickname.slice(0, 64) },
    client,
  );
  const msg = catalogueText("success", issue.type === "register" ? "registered" : "loggedIn", locale);
  return { msg, ...issue, provider: "apple", openid: identity.openid };
}

/** The provider `id` as its class, configured for `platform`, else `socialNotConfigured`. */
function provider<T>(
  svc: Services,
  id: SocialProviderId,
  type: new (...a: never[]) => T,
  platform: string,
): T {
  const found = svc.social.get(id);
  if (!(found instanceof type) || !(found as { configured(p: string): boolean }).configured(platform)) {
    throw new RosterError("socialNotConfigured", { param: id, platform });
  }
  return found;
}

/** What the phone-number logins send besides their credential. */
type PhoneOptions = SocialSignInOptions & { appid?: string | undefined; code?: string | undefined };

/** loginByHuaweiPhoneNumber: the Huawei account's mobile, then sign-in by mobile; the identity joins when free. */
export async function huaweiPhoneLogin(
  svc: Services,
  input: PhoneOptions,
  client: ClientInfo,
  locale: Locale,
) {
  const platform = platformOf(undefined, client.platform);
  const huawei = provider(svc, "huawei", HuaweiProvider, platform);
  // The state rule of every credential (a web platform needs its state); Huawei's phone codes come from the app.
  await passOAuthState(svc, "huawei", platform, { device: client.deviceId });
  const { mobile, ...identity } = await huawei.phoneNumber({
    platform,
    ...(input.code ? { code: input.code } : {}),
    ...(input.appid ? { appid: input.appid } : {}),
  });
  const issue = await signInWithVerifiedMobile(svc, mobile, input, identity, client, locale);
  const msg = catalogueText("success", issue.type === "register" ? "registered" : "loggedIn", locale);
  return { msg, ...issue, mobile };
}

/** loginByUniverify: the bridge's verified mobile, then sign-in by mobile (uni-id's 10601 / 10602 for `type`). */
export async function univerifyLogin(
  svc: Services,
  input: SocialSignInOptions & { access_token: string; openid: string },
  client: ClientInfo,
  locale: Locale,
) {
  const platform = platformOf(undefined, client.platform);
  const univerify = provider(svc, "univerify", UniverifyProvider, platform);
  const { mobile, ...identity } = await univerify.signIn({
    platform,
    accessToken: input.access_token,
    openid: input.openid,
  });
  try {
    const issue = await signInWithVerifiedMobile(svc, mobile, input, identity, client, locale);
    const msg = catalogueText("success", issue.type === "register" ? "registered" : "loggedIn", locale);
    return { msg, ...issue, mobile };
  } catch (error) {
    if (isRosterError(error) && error.errorName === "mobileAccountExists")
      throw new RosterError("univerifyAccountExists");
    if (isRosterError(error) && error.errorName === "mobileAccountNotExists") {
      throw new RosterError("univerifyAccountNotExists");
    }
    throw error;
  }
}

/** getAlipayMiniCode: `alipay.open.app.qrcode.create` for `page?scene`, the scene defaulting to `code=<invite code>`. */
export async function alipayMiniCode(
  svc: Services,
  user: UserRow,
  input: {
    page: string;
    scene?: string | undefined;
    describe?: string | undefined;
    appid?: string | undefined;
  },
) {
  const alipay = provider(svc, "alipay", AlipayProvider, "mp-alipay");
  const scene = input.scene ?? `code=${await inviteCodeOf(svc, user)}`;
  const made = await alipay.miniCode(input.page, scene, input.describe ?? "invite", input.appid);
  return {
    base64: made.qrCodeUrlCircleBlue ?? made.qrCodeUrl,
    qr_code_url: made.qrCodeUrl,
    ...(made.qrCodeUrlCircleWhite ? { qr_code_url_circle_white: made.qrCodeUrlCircleWhite } : {}),
    ...(made.qrCodeUrlCircleBlue ? { qr_code_url_circle_blue: made.qrCodeUrlCircleBlue } : {}),
  };
}
