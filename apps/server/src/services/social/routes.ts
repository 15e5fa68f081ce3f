import { catalogueText, type Locale, RosterError } from "@roster/contract";
import type { ClientInfo } from "../../lib/client-info.js";
import type { SocialIdentity, SocialProviderId } from "../../providers/social/types.js";
import type { Services } from "../services.js";
import type { AuthState } from "../sessions/authentication.js";
import { bindSocial } from "./binding.js";
import { type PhoneInput, phoneOf } from "./phone.js";
import { signInWithVerifiedMobile } from "./phone-login.js";
import type { SocialSignInOptions } from "./sign-in.js";
import { identityOfKey, platformOf, verifyCredential } from "./verify.js";

/** code2Session<Provider>: the openid of a mini-program code; the session key stays here (reference §7.2). */
export async function codeToSession(
  svc: Services,
  provider: SocialProviderId,
  input: {
    code: string;
    appid?: string | undefined;
    platform?: string | undefined;
    state?: string | undefined;
  },
  client: ClientInfo,
) {
  const platform = platformOf(input.platform, client.platform);
  const { identity, encryptedKey } = await verifyCredential(
    svc,
    provider,
    { platform, code: input.code, ...(input.appid ? { appid: input.appid } : {}) },
    { state: input.state, device: client.deviceId },
  );
  return {
    msg: "ok",
    openid: identity.openid,
    ...(identity.unionid ? { unionid: identity.unionid } : {}),
    appid: identity.appid,
    platform: identity.platform,
    ...(encryptedKey ? { encryptedKey } : {}),
  };
}

/** What a bind route sends: a fresh credential, or the `encryptedKey` of a recent code2Session. */
export interface BindInput {
  code?: string | undefined;
  accessToken?: string | undefined;
  identityToken?: string | undefined;
  openid?: string | undefined;
  /** Apple: the nonce bound into `identityToken`, checked when given. */
  nonce?: string | undefined;
  /** The OAuth state of a web link (required on web platforms). */
  state?: string | undefined;
  encryptedKey?: string | undefined;
  appid?: string | undefined;
  platform?: string | undefined;
}

/** user/kh/bind<Provider> for any provider: verify, link (never moving another account's), answer. */
export async function bindProvider(
  svc: Services,
  provider: SocialProviderId,
  input: BindInput,
  ctx: { auth: AuthState; client: ClientInfo; locale: Locale },
) {
  let identity: SocialIdentity;
  let encryptedKey = input.encryptedKey;
  if (input.code || input.accessToken || input.identityToken) {
    const verified = await verifyCredential(
      svc,
      provider,
      {
        platform: platformOf(input.platform, ctx.client.platform),
        ...(input.code ? { code: input.code } : {}),
        ...(input.accessToken ? { accessToken: input.accessToken } : {}),
        ...(input.identityToken ? { identityToken: input.identityToken } : {}),
        ...(input.openid ? { openid: input.openid } : {}),
        ...(input.nonce ? { nonce: input.nonce } : {}),
        ...(input.appid ? { appid: input.appid } : {}),
      },
      { state: input.state, device: ctx.client.deviceId },
    );
    identity = verified.identity;
    encryptedKey = verified.encryptedKey;
  } else if (input.encryptedKey) {
    identity = identityOfKey(svc, provider, input.encryptedKey);
  } else {
    throw new RosterError("socialCodeInvalid");
  }
  await bindSocial(svc, ctx.auth.user, identity);
  return {
    msg: catalogueText("success", "bound", ctx.locale),
    openid: identity.openid,
    ...(identity.unionid ? { unionid: identity.unionid } : {}),
    ...(encryptedKey ? { encryptedKey } : {}),
  };
}

/** loginByWeixinPhoneNumber / loginByDouyinPhoneNumber: the provider's phone, then sign-in by mobile. */
export async function phoneNumberLogin(
  svc: Services,
  provider: "weixin" | "douyin",
  input: PhoneInput & SocialSignInOptions,
  client: ClientInfo,
  locale: Locale,
) {
  const { mobile } = await phoneOf(svc, provider === "weixin" ? "mp-weixin" : "mp-toutiao", input);
  const identity = input.encryptedKey ? identityOfKey(svc, provider, input.encryptedKey) : undefined;
  const issue = await signInWithVerifiedMobile(svc, mobile, input, identity, client, locale);
  const msg = catalogueText("success", issue.type === "register" ? "registered" : "loggedIn", locale);
  return { msg, ...issue, mobile };
}
