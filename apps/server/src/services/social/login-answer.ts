import { catalogueText, type Locale } from "@roster/contract";
import type { ClientInfo } from "../../lib/client-info.js";
import type { SocialProviderId } from "../../providers/social/types.js";
import type { LoginIssue } from "../accounts/accounts.js";
import type { Services } from "../services.js";
import { type SocialSignInOptions, signInWithIdentity } from "./sign-in.js";
import { platformOf, verifyCredential } from "./verify.js";

/** What every social login route sends (each provider reads the fields its protocol uses). */
export interface SocialLoginInput extends SocialSignInOptions {
  code?: string | undefined;
  accessToken?: string | undefined;
  identityToken?: string | undefined;
  openid?: string | undefined;
  nonce?: string | undefined;
  appid?: string | undefined;
  platform?: string | undefined;
  state?: string | undefined;
}

/** The body of a social login route: the login answer plus the identity and its session reference. */
export type SocialLoginAnswer = LoginIssue & {
  msg: string;
  provider: SocialProviderId;
  openid: string;
  unionid?: string;
  encryptedKey?: string;
};

/**
 * The whole of a `user/pub/loginBy<Provider>` route for any provider: the platform (field or header), the
 * provider's verification with the OAuth state rule (required and used once on web platforms), then
 * sign-in or registration and the standard answer ("登录成功" / "注册成功").
 */
export async function socialLogin(
  svc: Services,
  provider: SocialProviderId,
  input: SocialLoginInput,
  client: ClientInfo,
  locale: Locale,
): Promise<SocialLoginAnswer> {
  const platform = platformOf(input.platform, client.platform);
  const { identity, encryptedKey } = await verifyCredential(
    svc,
    provider,
    {
      platform,
      ...(input.code ? { code: input.code } : {}),
      ...(input.accessToken ? { accessToken: input.accessToken } : {}),
      ...(input.identityToken ? { identityToken: input.identityToken } : {}),
      ...(input.openid ? { openid: input.openid } : {}),
      ...(input.nonce ? { nonce: input.nonce } : {}),
      ...(input.appid ? { appid: input.appid } : {}),
    },
    { state: input.state, device: client.deviceId },
  );
  const issue = await signInWithIdentity(svc, identity, input, client);
  const msg = catalogueText("success", issue.type === "register" ? "registered" : "loggedIn", locale);
  return {
    msg,
    ...issue,
    provider,
    openid: identity.openid,
    ...(identity.unionid ? { unionid: identity.unionid } : {}),
    ...(encryptedKey ? { encryptedKey } : {}),
  };
}
