import { RosterError } from "@roster/contract";
import type { SocialApp, SocialConfig } from "../../settings/social.js";
import { type AppTokenCache, type FetchedToken, lifetimeOf } from "../app-token-cache.js";
import { pickApp, platformsOf } from "./apps.js";
import {
  type CheckImage,
  type CheckVerdict,
  checkRefusal,
  contentRisky,
  mediaForm,
} from "./content-check.js";
import { callProvider, jsonOf, type ProviderAnswer, str } from "./http.js";
import type { ClientPlatform, SocialCredential, SocialIdentity, SocialProvider } from "./types.js";
import { optional } from "./weixin.js";

/** Turns a QQ error (`errcode`, `ret` or `error`, outside-protocols §3) into Roster's error. */
export function qqFailure(body: Record<string, unknown>): RosterError | undefined {
  const errcode = Number(body.errcode ?? body.error ?? body.ret ?? 0);
  if (!errcode) return undefined;
  if (errcode === 40029 || errcode === -2100) return new RosterError("socialCodeInvalid");
  if (errcode === 40163) return new RosterError("socialCodeUsed");
  if (errcode === 45011) return new RosterError("socialProviderBusy", { param: "qq" });
  return new RosterError("socialAccountFailed", { param: "qq", errcode });
}

const ok = (answer: ProviderAnswer) => {
  const body = jsonOf(answer, "qq");
  const failure = qqFailure(body);
  if (failure) throw failure;
  return body;
};

/**
 * QQ sign-in (outside-protocols §3): the mini-program's `jscode2session` (mp-qq) and, for the app, the
 * client's QQ access token checked with `oauth2.0/me` (its `client_id` must be QQ_APP_APPID) plus the
 * profile from `user/get_user_info`.
 */
export class QqProvider implements SocialProvider {
  readonly id = "qq" as const;

  constructor(
    private readonly config: SocialConfig,
    private readonly tokens: AppTokenCache,
  ) {}

  platforms(): ClientPlatform[] {
    return platformsOf(this.config.qq.apps);
  }

  configured(platform: ClientPlatform): boolean {
    return this.config.qq.apps.some((app) => app.platform === platform);
  }

  /** The configured app of a platform (and appid), or `socialNotConfigured`. */
  app(platform: string, appid?: string): SocialApp {
    return pickApp("qq", this.config.qq.apps, platform, appid);
  }

  private call(base: string, path: string, query: Record<string, string>, json?: unknown) {
    return callProvider({ provider: "qq", base, path, query, json, timeoutMs: this.config.timeoutMs });
  }

  async signIn(credential: SocialCredential): Promise<SocialIdentity> {
    const app = this.app(credential.platform, credential.appid);
    if (app.platform === "mp-qq") {
      if (!credential.code) throw new RosterError("socialCodeInvalid");
      const body = ok(
        await this.call(this.config.qq.apiEndpoint, "/sns/jscode2session", {
          appid: app.appid,
          secret: app.secret,
          js_code: credential.code,
          grant_type: "authorization_code",
        }),
      );
      const openid = str(body, "openid");
      if (!openid) throw new RosterError("socialAccountFailed", { param: "qq", errcode: "openid" });
      return {
        provider: "qq",
        platform: credential.platform,
        appid: app.appid,
        openid,
        ...optional("unionid", str(body, "unionid")),
        ...optional("sessionKey", str(body, "session_key")),
      };
    }
    return this.appSignIn(app, credential);
  }

  private async appSignIn(app: SocialApp, credential: SocialCredential): Promise<SocialIdentity> {
    const accessToken = credential.accessToken;
    if (!accessToken) throw new RosterError("socialCodeInvalid");
    const graph = this.config.qq.graphEndpoint;
    const me = ok(
      await this.call(graph, "/oauth2.0/me", { access_token: accessToken, unionid: "1", fmt: "json" }),
    );
    if (str(me, "client_id") !== app.appid) throw new RosterError("socialClientMismatch");
    const openid = str(me, "openid");
    if (!openid) throw new RosterError("socialAccountFailed", { param: "qq", errcode: "openid" });
    const profile = ok(
      await this.call(graph, "/user/get_user_info", {
        access_token: accessToken,
        oauth_consumer_key: app.appid,
        openid,
      }),
    );
    const gender = profile.gender === "男" ? 1 : profile.gender === "女" ? 2 : undefined;
    return {
      provider: "qq",
      platform: credential.platform,
      appid: app.appid,
      openid,
      ...optional("unionid", str(me, "unionid")),
      ...optional("nickname", str(profile, "nickname")),
      ...optional("avatar", str(profile, "figureurl_qq_2") ?? str(profile, "figureurl_qq_1")),
      ...optional("gender", gender),
    };
  }

  /** The mini-program's access token (`api/getToken`), cached per appid. */
  accessToken(app: SocialApp): Promise<string> {
    return this.tokens.get(`qq:${app.appid}`, () => this.fetchToken(app));
  }

  private async fetchToken(app: SocialApp): Promise<FetchedToken> {
    const body = jsonOf(
      await this.call(this.config.qq.apiEndpoint, "/api/getToken", {
        grant_type: "client_credential",
        appid: app.appid,
        secret: app.secret,
      }),
      "qq",
    );
    const token = str(body, "access_token");
    if (!token) throw new RosterError("socialAccessTokenFailed", { param: "qq" });
    return { token, lifetimeMs: lifetimeOf(body.expires_in) };
  }

  /** `api/json/qqa/CreateMiniCode` (§3): the image as a data URL. */
  async miniCode(app: SocialApp, path: string): Promise<string> {
    const answer = await this.withToken(app, (token) =>
      this.call(
        this.config.qq.apiEndpoint,
        "/api/json/qqa/CreateMiniCode",
        { access_token: token },
        { appid: app.appid, path },
      ),
    );
    if (answer.kind === "bytes")
      return `data:${answer.contentType};base64,${answer.bytes.toString("base64")}`;
    const errcode = Number(answer.body.errcode ?? -1);
    if (errcode === 41030) throw new RosterError("mpPageNotFound");
    throw new RosterError("mpCodeFailed", { errcode });
  }

  /** Runs a call with the app token; a refused token (40001, 42001) is dropped and the call retried once. */
  private withToken(app: SocialApp, send: (token: string) => Promise<ProviderAnswer>) {
    return this.tokens.withToken(
      `qq:${app.appid}`,
      () => this.fetchToken(app),
      send,
      (answer) => answer.kind === "json" && [40001, 42001].includes(Number(answer.body.errcode)),
    );
  }

  /** Reads a check answer: 0 passes, 87014 is risky, anything else a refusal. */
  private verdict(answer: ProviderAnswer): CheckVerdict {
    const errcode = Number(jsonOf(answer, "qq").errcode ?? 0);
    if (errcode === 87014) throw contentRisky(87014);
    if (errcode !== 0) throw checkRefusal("qq", errcode);
    return { suggest: "pass" };
  }

  /** `api/json/security/MsgSecCheck` (§3): `{appid, content}` with the app token. */
  async msgSecCheck(app: SocialApp, content: string): Promise<CheckVerdict> {
    const answer = await this.withToken(app, (token) =>
      this.call(
        this.config.qq.apiEndpoint,
        "/api/json/security/MsgSecCheck",
        { access_token: token },
        { appid: app.appid, content },
      ),
    );
    return this.verdict(answer);
  }

  /** `api/json/security/ImgSecCheck` (§3): multipart `appid` and the image as `media`. */
  async imgSecCheck(app: SocialApp, image: CheckImage): Promise<CheckVerdict> {
    const answer = await this.withToken(app, (token) =>
      callProvider({
        provider: "qq",
        base: this.config.qq.apiEndpoint,
        path: "/api/json/security/ImgSecCheck",
        query: { access_token: token },
        form: mediaForm({ appid: app.appid }, image),
        timeoutMs: this.config.timeoutMs,
      }),
    );
    return this.verdict(answer);
  }
}
