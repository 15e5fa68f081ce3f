import { RosterError } from "@roster/contract";
import type { SocialApp, SocialConfig } from "../../settings/social.js";
import { type AppTokenCache, type FetchedToken, lifetimeOf } from "../app-token-cache.js";
import { pickApp, platformsOf } from "./apps.js";
import { callProvider, jsonOf, str } from "./http.js";
import type { ClientPlatform, SocialCredential, SocialIdentity, SocialProvider } from "./types.js";

/** WeChat answers whose token was refused: drop the cached token and retry once. */
const TOKEN_REFUSED = new Set([40001, 40014, 42001]);

/** Turns a WeChat `{errcode, errmsg}` into Roster's error (outside-protocols §1); 0 / absent is success. */
export function weixinFailure(body: Record<string, unknown>): RosterError | undefined {
  const errcode = Number(body.errcode ?? 0);
  if (!errcode) return undefined;
  if (errcode === 40029) return new RosterError("socialCodeInvalid");
  if (errcode === 40163) return new RosterError("socialCodeUsed");
  if (errcode === 45011 || errcode === 45009)
    return new RosterError("socialProviderBusy", { param: "weixin" });
  if (errcode === -1) return new RosterError("socialProviderUnavailable", { param: "weixin" });
  return new RosterError("socialAccountFailed", { param: "weixin", errcode });
}

const ok = (body: Record<string, unknown>) => {
  const failure = weixinFailure(body);
  if (failure) throw failure;
  return body;
};

/**
 * WeChat sign-in (outside-protocols §1): mini-program `jscode2session` (mp-weixin, keeps the session key),
 * OAuth `sns/oauth2/access_token` + `sns/userinfo` for the official account (h5-weixin), the mobile app
 * and the website (web, h5). App access tokens are stable tokens, cached per appid.
 */
export class WeixinProvider implements SocialProvider {
  readonly id = "weixin" as const;

  constructor(
    private readonly config: SocialConfig,
    private readonly tokens: AppTokenCache,
  ) {}

  /** The token cache (also holds the jsapi_ticket). */
  get tokenCache(): AppTokenCache {
    return this.tokens;
  }

  platforms(): ClientPlatform[] {
    return platformsOf(this.config.weixin.apps);
  }

  configured(platform: ClientPlatform): boolean {
    return this.config.weixin.apps.some((app) => app.platform === this.appPlatform(platform));
  }

  /** WeChat's website app serves plain browsers: `h5` (web) calls use it. */
  appPlatform(platform: string): string {
    return platform === "h5" ? "web" : platform;
  }

  /** The configured app of a platform (and appid), or `socialNotConfigured`. */
  app(platform: string, appid?: string): SocialApp {
    return pickApp("weixin", this.config.weixin.apps, this.appPlatform(platform), appid);
  }

  async signIn(credential: SocialCredential): Promise<SocialIdentity> {
    const app = this.app(credential.platform, credential.appid);
    if (!credential.code) throw new RosterError("socialCodeInvalid");
    if (app.platform === "mp-weixin") return this.miniProgram(app, credential);
    return this.oauth(app, credential);
  }

  private get(path: string, query: Record<string, string>) {
    const { apiEndpoint: base } = this.config.weixin;
    return callProvider({ provider: "weixin", base, path, query, timeoutMs: this.config.timeoutMs }).then(
      (answer) => ok(jsonOf(answer, "weixin")),
    );
  }

  private async miniProgram(app: SocialApp, credential: SocialCredential): Promise<SocialIdentity> {
    const body = await this.get("/sns/jscode2session", {
      appid: app.appid,
      secret: app.secret,
      js_code: credential.code!,
      grant_type: "authorization_code",
    });
    const openid = str(body, "openid");
    if (!openid) throw new RosterError("socialAccountFailed", { param: "weixin", errcode: "openid" });
    return {
      provider: "weixin",
      platform: credential.platform,
      appid: app.appid,
      openid,
      ...optional("unionid", str(body, "unionid")),
      ...optional("sessionKey", str(body, "session_key")),
    };
  }

  private async oauth(app: SocialApp, credential: SocialCredential): Promise<SocialIdentity> {
    const grant = await this.get("/sns/oauth2/access_token", {
      appid: app.appid,
      secret: app.secret,
      code: credential.code!,
      grant_type: "authorization_code",
    });
    const openid = str(grant, "openid");
    const accessToken = str(grant, "access_token");
    if (!openid || !accessToken)
      throw new RosterError("socialAccountFailed", { param: "weixin", errcode: "openid" });
    const profile =
      grant.scope === "snsapi_base"
        ? {}
        : await this.get("/sns/userinfo", { access_token: accessToken, openid, lang: "zh_CN" });
    const sex = Number(profile.sex);
    return {
      provider: "weixin",
      platform: credential.platform,
      appid: app.appid,
      openid,
      ...optional("unionid", str(grant, "unionid") ?? str(profile, "unionid")),
      ...optional("nickname", str(profile, "nickname")),
      ...optional("avatar", str(profile, "headimgurl")),
      ...(sex === 1 || sex === 2 ? { gender: sex } : {}),
    };
  }

  /** The stable access token of `app` (§1.3), fetched once under concurrency and cached. */
  accessToken(app: SocialApp): Promise<string> {
    return this.tokens.get(`weixin:${app.appid}`, () => this.fetchToken(app));
  }

  private async fetchToken(app: SocialApp): Promise<FetchedToken> {
    const answer = await callProvider({
      provider: "weixin",
      base: this.config.weixin.apiEndpoint,
      path: "/cgi-bin/stable_token",
      json: { grant_type: "client_credential", appid: app.appid, secret: app.secret },
      timeoutMs: this.config.timeoutMs,
    });
    const body = jsonOf(answer, "weixin");
    const token = str(body, "access_token");
    if (!token) throw new RosterError("socialAccessTokenFailed", { param: "weixin" });
    return { token, lifetimeMs: lifetimeOf(body.expires_in) };
  }

  /**
   * Runs `call` with the app's access token; a refused token (40001, 40014, 42001) is dropped and the call
   * retried once with a fresh one. Image answers pass through; JSON errors are the caller's to read.
   */
  async withToken<T extends { kind: string; body?: Record<string, unknown> }>(
    app: SocialApp,
    call: (token: string) => Promise<T>,
  ): Promise<T> {
    return this.tokens.withToken(
      `weixin:${app.appid}`,
      () => this.fetchToken(app),
      call,
      (answer) => answer.kind === "json" && TOKEN_REFUSED.has(Number(answer.body?.errcode)),
    );
  }

  /**
   * The page that asks the user (outside-protocols §1.2): the website's QR page (web) or the official
   * account's authorize page inside WeChat (h5-weixin); other platforms get their code from an SDK.
   */
  authorizeUrl(app: SocialApp, redirectUri: string, state: string): string | undefined {
    const web = app.platform === "web";
    if (!web && app.platform !== "h5-weixin") return undefined;
    const url = new URL(
      `${this.config.weixin.openEndpoint}/connect/${web ? "qrconnect" : "oauth2/authorize"}`,
    );
    url.searchParams.set("appid", app.appid);
    url.searchParams.set("redirect_uri", redirectUri);
    url.searchParams.set("response_type", "code");
    url.searchParams.set("scope", web ? "snsapi_login" : "snsapi_userinfo");
    url.searchParams.set("state", state);
    return `${url.toString()}#wechat_redirect`;
  }

  /** Base URL and timeout of the API host, for weixin-api.ts. */
  get api() {
    return { base: this.config.weixin.apiEndpoint, timeoutMs: this.config.timeoutMs };
  }
}

/** `{key: value}` when value is set, else `{}` (exactOptionalPropertyTypes). */
export const optional = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
