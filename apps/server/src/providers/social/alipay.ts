import type { KeyObject } from "node:crypto";
import { RosterError } from "@roster/contract";
import type { SocialConfig } from "../../settings/social.js";
import { gatewayCall, type LoadedApp } from "./alipay-gateway.js";
import { alipayPrivateKey, alipayPublicKey } from "./alipay-sign.js";
import { stringField } from "./http.js";
import type { ClientPlatform, SocialCredential, SocialIdentity, SocialProvider } from "./types.js";

/** The mini-program code `alipay.open.app.qrcode.create` made. */
export interface AlipayMiniCode {
  qrCodeUrl: string;
  qrCodeUrlCircleWhite?: string;
  qrCodeUrlCircleBlue?: string;
}

/**
 * Alipay sign-in (outside-protocols §2): `alipay.system.oauth.token` turns the auth code into `user_id`
 * (or `open_id` on the newer scheme), then `alipay.user.info.share` adds the profile when the code carried
 * the `auth_user` scope. Requests are RSA2-signed with the app's private key; every successful answer is
 * verified with ALIPAY_PUBLIC_KEY before it is read.
 */
export class AlipayProvider implements SocialProvider {
  readonly id = "alipay" as const;
  private readonly apps: LoadedApp[];
  private readonly publicKey: KeyObject | undefined;

  constructor(
    private readonly settings: SocialConfig["alipay"],
    private readonly timeoutMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.publicKey = settings.publicKey ? alipayPublicKey(settings.publicKey) : undefined;
    this.apps = settings.apps.map((app) => ({
      ...app,
      key: alipayPrivateKey(app.privateKey, settings.keyType),
    }));
  }

  /** {@inheritDoc SocialProvider.platforms} */
  platforms(): ClientPlatform[] {
    return [...new Set(this.apps.map((a) => a.platform))];
  }

  /** {@inheritDoc SocialProvider.configured} */
  configured(platform: ClientPlatform): boolean {
    return this.apps.some((a) => a.platform === platform);
  }

  /** The app for a platform, or the one with `appid` when the client names it (multi-app, reference §7.5). */
  private app(platform: ClientPlatform, appid?: string): LoadedApp {
    const app = appid
      ? this.apps.find((a) => a.appid === appid && a.platform === platform)
      : this.apps.find((a) => a.platform === platform);
    if (!app) throw new RosterError("socialNotConfigured", { param: "alipay", platform });
    return app;
  }

  /** {@inheritDoc SocialProvider.signIn} */
  async signIn(credential: SocialCredential): Promise<SocialIdentity> {
    if (!credential.code) throw new RosterError("paramRequired", { param: "code" });
    const app = this.app(credential.platform, credential.appid);
    const token = await this.call(app, "alipay.system.oauth.token", {
      grant_type: "authorization_code",
      code: credential.code,
    });
    if (!token.ok) {
      if (token.subCode === "isv.code-invalid") throw new RosterError("alipayCodeInvalid");
      throw new RosterError("alipayAccountFailed", {}, { providerCode: token.subCode ?? token.code });
    }
    const openid = stringField(token.body, "user_id") ?? stringField(token.body, "open_id");
    if (!openid) throw new RosterError("alipayAccountFailed");
    const identity: SocialIdentity = {
      provider: "alipay",
      platform: credential.platform,
      appid: app.appid,
      openid,
    };
    const accessToken = stringField(token.body, "access_token");
    if (accessToken) Object.assign(identity, await this.profile(app, accessToken));
    return identity;
  }

  /** Nickname, avatar and gender from `alipay.user.info.share`; nothing when the scope was auth_base. */
  private async profile(app: LoadedApp, accessToken: string): Promise<Partial<SocialIdentity>> {
    const info = await this.call(app, "alipay.user.info.share", {}, accessToken);
    if (!info.ok || info.body.code !== "10000") return {};
    const gender = info.body.gender === "M" ? 1 : info.body.gender === "F" ? 2 : undefined;
    const nickname = stringField(info.body, "nick_name");
    const avatar = stringField(info.body, "avatar");
    return {
      ...(nickname ? { nickname } : {}),
      ...(avatar ? { avatar } : {}),
      ...(gender ? { gender } : {}),
    };
  }

  /** `alipay.open.app.qrcode.create` for the mini-program app: a code opening `page` with `query`. */
  async miniCode(page: string, query: string, describe: string, appid?: string): Promise<AlipayMiniCode> {
    const app = this.app("mp-alipay", appid);
    const biz = JSON.stringify({ url_param: page, query_param: query, describe });
    const result = await this.call(app, "alipay.open.app.qrcode.create", { biz_content: biz });
    const url =
      result.ok && result.body.code === "10000" ? stringField(result.body, "qr_code_url") : undefined;
    if (!result.ok || !url) {
      const providerCode = result.ok ? stringField(result.body, "sub_code") : (result.subCode ?? result.code);
      throw new RosterError("alipayMiniCodeFailed", {}, { providerCode });
    }
    const white = stringField(result.body, "qr_code_url_circle_white");
    const blue = stringField(result.body, "qr_code_url_circle_blue");
    return {
      qrCodeUrl: url,
      ...(white ? { qrCodeUrlCircleWhite: white } : {}),
      ...(blue ? { qrCodeUrlCircleBlue: blue } : {}),
    };
  }

  private call(app: LoadedApp, method: string, apiParams: Record<string, string>, authToken?: string) {
    return gatewayCall(
      {
        gateway: this.settings.gateway,
        publicKey: this.publicKey,
        timeoutMs: this.timeoutMs,
        now: this.now(),
      },
      app,
      method,
      apiParams,
      authToken,
    );
  }
}
