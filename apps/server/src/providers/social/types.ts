import type { SocialProviderId } from "@roster/contract";
import type { ClientPlatform } from "../../lib/client-info.js";
import type { ProviderMobile } from "./phone-number.js";

/**
 * The one interface every social sign-in provider implements (issue 11). A provider module turns what a
 * client sends (a login code, an identity token, an access token) into a verified identity, talking to the
 * provider's real HTTP API through its `*_ENDPOINT` base URL (tests point it at a local protocol server).
 */

export type { ClientPlatform } from "../../lib/client-info.js";
/** The providers Roster knows: the ids of the contract's provider descriptors (`weixin`, `qq`, ...). */
export type { SocialProviderId };

/** What a client sends to sign in or bind; each provider reads the fields its protocol uses. */
export interface SocialCredential {
  platform: ClientPlatform;
  /** A one-time authorization code (WeChat, Alipay, QQ, Douyin, Huawei). */
  code?: string;
  /** An OpenID Connect identity token (Apple `identityToken`, Huawei `id_token`). */
  identityToken?: string;
  /** An access token plus openid pair (QQ app, univerify). */
  accessToken?: string;
  openid?: string;
  /** Nonce bound into an identity token (Apple): the client's, or the web sign-in's state nonce; checked when given. */
  nonce?: string;
  /** Which configured app of the platform (upstream `appid` / Huawei `clientId`); default: the first. */
  appid?: string;
}

/** A verified identity. Secret fields never leave the server: not in a response, not in a log. */
export interface SocialIdentity {
  provider: SocialProviderId;
  platform: ClientPlatform;
  /** The app the identity belongs to (WeChat/QQ/Douyin appid, Alipay app_id, Huawei client_id, Apple aud). */
  appid: string;
  openid: string;
  unionid?: string;
  /** Profile snapshot when the protocol gives one. */
  nickname?: string;
  avatar?: string;
  gender?: number;
  /** A verified phone number (univerify, phone-number flows), normalised by `providerMobile`. */
  mobile?: ProviderMobile;
  /** Secret: mini-program session key, kept server-side for getPhoneNumber/encryptedData flows. */
  sessionKey?: string;
  /** The identity token the client presented (Apple), for the one-use rule; never stored or sent. */
  token?: IdentityTokenFacts;
}

/** What the service layer needs of a verified identity token to accept it once only. */
export interface IdentityTokenFacts {
  /** A hash of exactly what the provider signed (header and payload): the same token has the same id. */
  id: string;
  /** Epoch ms until which the token could be accepted (its `exp` plus the allowed clock skew). */
  acceptableUntil: number;
  /** The token's `nonce` claim, when it has one. */
  nonce?: string;
}

/** One provider module. `configured(platform)` is false when its settings are absent: routes then say so. */
export interface SocialProvider {
  readonly id: SocialProviderId;
  /** The platforms this deployment has credentials for (empty: provider off). */
  platforms(): ClientPlatform[];
  configured(platform: ClientPlatform): boolean;
  /** Verify the credential with the provider and return the identity; throws RosterError on refusal. */
  signIn(credential: SocialCredential): Promise<SocialIdentity>;
}
