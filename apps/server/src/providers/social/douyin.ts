import { RosterError } from "@roster/contract";
import type { SocialApp, SocialConfig } from "../../settings/social.js";
import { type AppTokenCache, type FetchedToken, lifetimeOf } from "../app-token-cache.js";
import { pickApp, platformsOf } from "./apps.js";
import { type CheckImage, type CheckVerdict, checkRefusal, contentRisky } from "./content-check.js";
import { callProvider, jsonOf, type ProviderAnswer, str } from "./http.js";
import type { ClientPlatform, SocialCredential, SocialIdentity, SocialProvider } from "./types.js";
import { optional } from "./weixin.js";

/** Turns a Douyin `{err_no, err_tips}` (outside-protocols §4) into Roster's error. */
export function douyinFailure(body: Record<string, unknown>): RosterError | undefined {
  const errNo = Number(body.err_no ?? body.errcode ?? 0);
  if (!errNo) return undefined;
  if (errNo === 40018 || errNo === 40019) return new RosterError("socialCodeInvalid");
  if (errNo === 60003) return new RosterError("socialProviderBusy", { param: "douyin" });
  if (errNo === 40002 || errNo === 40020)
    return new RosterError("socialAccessTokenFailed", { param: "douyin" });
  return new RosterError("socialAccountFailed", { param: "douyin", errcode: errNo });
}

const ok = (answer: ProviderAnswer) => {
  const body = jsonOf(answer, "douyin");
  const failure = douyinFailure(body);
  if (failure) throw failure;
  return body;
};

/** Douyin sign-in (outside-protocols §4): `api/apps/v2/jscode2session` for the mini-program (mp-toutiao). */
export class DouyinProvider implements SocialProvider {
  readonly id = "douyin" as const;

  constructor(
    private readonly config: SocialConfig,
    private readonly tokens: AppTokenCache,
  ) {}

  platforms(): ClientPlatform[] {
    return platformsOf(this.config.douyin.apps);
  }

  configured(platform: ClientPlatform): boolean {
    return this.config.douyin.apps.some((app) => app.platform === platform);
  }

  /** The configured app of a platform (and appid), or `socialNotConfigured`. */
  app(platform: string, appid?: string): SocialApp {
    return pickApp("douyin", this.config.douyin.apps, platform, appid);
  }

  private post(path: string, json: unknown, headers?: Record<string, string>) {
    const base = this.config.douyin.apiEndpoint;
    return callProvider({
      provider: "douyin",
      base,
      path,
      json,
      timeoutMs: this.config.timeoutMs,
      ...(headers ? { headers } : {}),
    });
  }

  async signIn(credential: SocialCredential): Promise<SocialIdentity> {
    const app = this.app(credential.platform, credential.appid);
    if (!credential.code) throw new RosterError("socialCodeInvalid");
    const body = ok(
      await this.post("/api/apps/v2/jscode2session", {
        appid: app.appid,
        secret: app.secret,
        code: credential.code,
      }),
    );
    const data = (body.data ?? {}) as Record<string, unknown>;
    const openid = str(data, "openid");
    if (!openid) throw new RosterError("socialAccountFailed", { param: "douyin", errcode: "openid" });
    return {
      provider: "douyin",
      platform: credential.platform,
      appid: app.appid,
      openid,
      ...optional("unionid", str(data, "unionid")),
      ...optional("sessionKey", str(data, "session_key")),
    };
  }

  /** The app access token (`api/apps/v2/token`), cached per appid. */
  accessToken(app: SocialApp): Promise<string> {
    return this.tokens.get(`douyin:${app.appid}`, () => this.fetchToken(app));
  }

  private async fetchToken(app: SocialApp): Promise<FetchedToken> {
    const body = jsonOf(
      await this.post("/api/apps/v2/token", {
        appid: app.appid,
        secret: app.secret,
        grant_type: "client_credential",
      }),
      "douyin",
    );
    const token = str((body.data ?? {}) as Record<string, unknown>, "access_token");
    if (!token) throw new RosterError("socialAccessTokenFailed", { param: "douyin" });
    return { token, lifetimeMs: lifetimeOf((body.data as { expires_in?: unknown }).expires_in) };
  }

  /** Runs `send` with the app token; a token Douyin refuses is dropped and `send` runs once more. */
  private withToken(
    app: SocialApp,
    send: (token: string) => Promise<ProviderAnswer>,
    refused: (answer: ProviderAnswer) => boolean,
  ): Promise<ProviderAnswer> {
    return this.tokens.withToken(`douyin:${app.appid}`, () => this.fetchToken(app), send, refused);
  }

  /** `api/apps/qrcode` (§4): the image as a data URL; `path` is page?query, URL-encoded here. */
  async miniCode(app: SocialApp, path: string): Promise<string> {
    const answer = await this.withToken(
      app,
      (token) =>
        this.post("/api/apps/qrcode", {
          access_token: token,
          appname: "douyin",
          path: encodeURIComponent(path),
        }),
      (a) => a.kind === "json" && Number(a.body.errcode ?? a.body.err_no) === 40002,
    );
    if (answer.kind === "bytes")
      return `data:${answer.contentType};base64,${answer.bytes.toString("base64")}`;
    throw new RosterError("mpCodeFailed", {
      errcode: Number(answer.body.errcode ?? answer.body.err_no ?? -1),
    });
  }

  /** Runs a check with the app token; a refused token (40002, 401) is dropped and the check retried once. */
  private async checked(app: SocialApp, send: (token: string) => Promise<ProviderAnswer>) {
    const refused = (a: ProviderAnswer) =>
      a.kind === "json" && [40002, 401].includes(Number(a.body.err_no ?? a.body.errcode ?? a.body.code));
    return jsonOf(await this.withToken(app, send, refused), "douyin");
  }

  /** Reads `predicts[{model_name, hit}]`: the first hit is risky (its model names the reason). */
  private verdict(body: Record<string, unknown>, predicts: unknown, logId?: unknown): CheckVerdict {
    const errcode = Number(body.err_no ?? body.errcode ?? body.error ?? 0);
    if (errcode !== 0) throw checkRefusal("douyin", errcode);
    if (!Array.isArray(predicts)) throw new RosterError("socialProviderUnavailable", { param: "douyin" });
    const hit = (predicts as { hit?: unknown; model_name?: unknown }[]).find((p) => p?.hit === true);
    if (hit) throw contentRisky(String(hit.model_name ?? 87014));
    return { suggest: "pass", ...(typeof logId === "string" && logId ? { trace_id: logId } : {}) };
  }

  /** `api/v2/tags/text/antidirt` (§4): the text as one task, the token in `X-Token`. */
  async msgSecCheck(app: SocialApp, content: string): Promise<CheckVerdict> {
    const body = await this.checked(app, (token) =>
      this.post("/api/v2/tags/text/antidirt", { tasks: [{ content }] }, { "X-Token": token }),
    );
    if (body.code !== undefined && Number(body.code) !== 0) throw checkRefusal("douyin", Number(body.code));
    const task = (Array.isArray(body.data) ? body.data[0] : undefined) as Record<string, unknown> | undefined;
    if (task && Number(task.code ?? 0) !== 0) throw checkRefusal("douyin", Number(task.code));
    return this.verdict({}, task?.predicts, body.log_id);
  }

  /** `api/apps/censor/image` (§4): the image as base64 `image_data`. */
  async imgSecCheck(app: SocialApp, image: CheckImage): Promise<CheckVerdict> {
    const body = await this.checked(app, (token) =>
      this.post("/api/apps/censor/image", {
        app_id: app.appid,
        access_token: token,
        image_data: image.bytes.toString("base64"),
      }),
    );
    return this.verdict(body, body.predicts, body.log_id);
  }
}
