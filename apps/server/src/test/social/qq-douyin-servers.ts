import { randomBytes } from "node:crypto";
import { flagged, mediaOf } from "./content-checks.js";
import {
  FAKE_IMAGE,
  hasExactly,
  type ProtocolServer,
  type Reply,
  type SeenRequest,
  startProtocolServer,
} from "./protocol-server.js";

/** An account on the fake QQ or Douyin. */
export interface FakeGrant {
  appid: string;
  openid: string;
  unionid?: string;
  sessionKey?: string;
}

/** Shared bookkeeping of the fake providers: apps, single-use codes, app tokens. */
abstract class FakeProvider {
  readonly codes = new Map<string, FakeGrant & { used: boolean }>();
  readonly appTokens = new Map<string, string>();
  tokenFetches = 0;
  protected server!: ProtocolServer;

  constructor(readonly apps: Record<string, string>) {}

  get url(): string {
    return this.server.url;
  }
  get requests(): SeenRequest[] {
    return this.server.requests;
  }
  async start(): Promise<this> {
    this.server = await startProtocolServer((req) => this.route(req));
    return this;
  }
  close(): Promise<void> {
    return this.server.close();
  }
  /** A fresh login code for `grant`. */
  issueCode(grant: FakeGrant): string {
    const code = `code_${randomBytes(6).toString("hex")}`;
    this.codes.set(code, { ...grant, used: false });
    return code;
  }
  protected take(code: string | undefined, appid: string): FakeGrant | "unknown" | "used" {
    const grant = code ? this.codes.get(code) : undefined;
    if (!grant || grant.appid !== appid) return "unknown";
    if (grant.used) return "used";
    grant.used = true;
    return grant;
  }
  protected token(appid: string): string {
    this.tokenFetches++;
    if (!this.appTokens.has(appid))
      this.appTokens.set(appid, `tok_${appid}_${randomBytes(4).toString("hex")}`);
    return this.appTokens.get(appid)!;
  }
  protected tokenApp(token: unknown): string | undefined {
    return [...this.appTokens].find(([, t]) => t === token)?.[0];
  }
  protected abstract route(req: SeenRequest): Reply;
}

/**
 * QQ (outside-protocols §3) on 127.0.0.1, serving both `api.q.qq.com` and `graph.qq.com` paths:
 * `sns/jscode2session` (bad appid -101600007, bad secret -101222100, bad code 40029), `api/getToken`,
 * `api/json/qqa/CreateMiniCode`, `oauth2.0/me` (100016 for an unknown access token) and
 * `user/get_user_info`. App users are registered with `appUser`.
 */
export class FakeQq extends FakeProvider {
  /** Client access tokens of the app: token -> {client_id, openid, unionid}. */
  readonly appUsers = new Map<string, { clientId: string; openid: string; unionid?: string }>();

  /** A QQ app access token for a user of app `clientId`. */
  appUser(clientId: string, openid: string, unionid?: string): string {
    const token = `qqat_${randomBytes(6).toString("hex")}`;
    this.appUsers.set(token, { clientId, openid, ...(unionid ? { unionid } : {}) });
    return token;
  }

  protected route(req: SeenRequest): Reply {
    const q = req.query;
    switch (req.path) {
      case "/sns/jscode2session": {
        if (
          req.method !== "GET" ||
          !hasExactly(q, ["appid", "secret", "js_code", "grant_type"]) ||
          q.grant_type !== "authorization_code"
        )
          return { json: { errcode: 40014, errmsg: "invalid args" } };
        if (!(q.appid! in this.apps)) return { json: { errcode: -101600007, errmsg: "appid invalid" } };
        if (this.apps[q.appid!] !== q.secret)
          return { json: { errcode: -101222100, errmsg: "secret invalid" } };
        const grant = this.take(q.js_code, q.appid!);
        if (grant === "unknown" || grant === "used")
          return { json: { errcode: 40029, errmsg: "invalid code" } };
        return {
          json: {
            errcode: 0,
            openid: grant.openid,
            session_key: grant.sessionKey ?? "AAECAwQFBgcICQoLDA0ODw==",
            ...(grant.unionid ? { unionid: grant.unionid } : {}),
          },
        };
      }
      case "/api/getToken": {
        if (
          q.grant_type !== "client_credential" ||
          !(q.appid! in this.apps) ||
          this.apps[q.appid!] !== q.secret
        )
          return { json: { errcode: 40013, errmsg: "invalid appid" } };
        return { json: { access_token: this.token(q.appid!), expires_in: 7200 } };
      }
      case "/api/json/qqa/CreateMiniCode": {
        const appid = this.tokenApp(q.access_token);
        if (!appid || req.json?.appid !== appid)
          return { json: { errcode: 40001, errmsg: "invalid credential" } };
        if (!/^pages\//.test(String(req.json?.path ?? "")))
          return { json: { errcode: 41030, errmsg: "invalid page" } };
        return { image: FAKE_IMAGE };
      }
      case "/api/json/security/MsgSecCheck": {
        const appid = this.tokenApp(q.access_token);
        if (!appid || req.json?.appid !== appid)
          return { json: { errcode: 40001, errmsg: "invalid credential" } };
        const content = req.json?.content;
        if (typeof content !== "string" || content === "") return { json: { errcode: 40003, errmsg: "bad" } };
        return flagged(content)
          ? { json: { errcode: 87014, errmsg: "risky content" } }
          : { json: { errcode: 0, errmsg: "ok" } };
      }
      case "/api/json/security/ImgSecCheck": {
        const appid = this.tokenApp(q.access_token);
        if (!appid || req.form?.fields.appid !== appid)
          return { json: { errcode: 40001, errmsg: "invalid credential" } };
        const media = mediaOf(req);
        if ("json" in media || "image" in media) return media;
        return flagged(media.bytes)
          ? { json: { errcode: 87014, errmsg: "risky content" } }
          : { json: { errcode: 0, errmsg: "ok" } };
      }
      case "/oauth2.0/me": {
        const user = this.appUsers.get(q.access_token ?? "");
        if (!user) return { json: { error: 100016, error_description: "access token check failed" } };
        if (q.fmt !== "json")
          return { json: `callback( {"client_id":"${user.clientId}","openid":"${user.openid}"} );` };
        return {
          json: {
            client_id: user.clientId,
            openid: user.openid,
            ...(q.unionid === "1" && user.unionid ? { unionid: user.unionid } : {}),
          },
        };
      }
      case "/user/get_user_info": {
        const user = this.appUsers.get(q.access_token ?? "");
        if (!user || user.openid !== q.openid || user.clientId !== q.oauth_consumer_key)
          return { json: { ret: 100016, msg: "access token check failed" } };
        return {
          json: {
            ret: 0,
            msg: "",
            nickname: "QQ用户",
            gender: "女",
            figureurl_qq_1: "https://q.qlogo.cn/40",
            figureurl_qq_2: "https://q.qlogo.cn/100",
          },
        };
      }
      default:
        return { json: { errcode: 404 }, status: 404 };
    }
  }
}

/**
 * Douyin (outside-protocols §4) on 127.0.0.1: `api/apps/v2/jscode2session` (JSON POST; 40015 appid,
 * 40017 secret, 40018 code, 40014 params), `api/apps/v2/token` and `api/apps/qrcode`.
 */
export class FakeDouyin extends FakeProvider {
  protected route(req: SeenRequest): Reply {
    const body = (req.json ?? {}) as Record<string, string>;
    const fail = (err_no: number, err_tips: string): Reply => ({ json: { err_no, err_tips, data: null } });
    if (req.method !== "POST" || !/^application\/json/.test(req.contentType))
      return fail(40014, "bad params");
    switch (req.path) {
      case "/api/apps/v2/jscode2session": {
        if (!body.code && !body.anonymous_code) return fail(40014, "bad params");
        if (!(body.appid! in this.apps)) return fail(40015, "bad appid");
        if (this.apps[body.appid!] !== body.secret) return fail(40017, "bad secret");
        const grant = this.take(body.code, body.appid!);
        if (grant === "unknown" || grant === "used") return fail(40018, "bad code");
        return {
          json: {
            err_no: 0,
            err_tips: "success",
            data: {
              session_key: grant.sessionKey ?? "AAECAwQFBgcICQoLDA0ODw==",
              openid: grant.openid,
              anonymous_openid: "",
              unionid: grant.unionid ?? "",
            },
          },
        };
      }
      case "/api/apps/v2/token": {
        if (body.grant_type !== "client_credential" || !(body.appid! in this.apps))
          return fail(40015, "bad appid");
        if (this.apps[body.appid!] !== body.secret) return fail(40017, "bad secret");
        return {
          json: {
            err_no: 0,
            err_tips: "success",
            data: { access_token: this.token(body.appid!), expires_in: 7200 },
          },
        };
      }
      case "/api/v2/tags/text/antidirt": {
        if (!this.tokenApp(req.headers["x-token"]))
          return { json: { code: 401, message: "[app token sign fail] bad token" } };
        const tasks = (req.json?.tasks ?? []) as { content?: unknown }[];
        if (!Array.isArray(tasks) || tasks.length === 0 || typeof tasks[0]?.content !== "string")
          return { json: { code: 400, message: "bad tasks" } };
        return {
          json: {
            log_id: "dylog_roster_1",
            data: tasks.map((task, i) => ({
              code: 0,
              task_id: `task_${i}`,
              predicts: [
                { model_name: "short_content_antispam", hit: flagged(String(task.content)), prob: 1 },
              ],
            })),
          },
        };
      }
      case "/api/apps/censor/image": {
        const appid = this.tokenApp(body.access_token);
        if (!appid || body.app_id !== appid) return { json: { error: 40002, message: "bad access_token" } };
        const bytes = Buffer.from(String(body.image_data ?? ""), "base64");
        if (bytes.length === 0) return { json: { error: 40014, message: "bad image" } };
        return {
          json: {
            error: 0,
            log_id: "dylog_roster_2",
            predicts: [
              { model_name: "porn", hit: flagged(bytes) },
              { model_name: "politics", hit: false },
            ],
          },
        };
      }
      case "/api/apps/qrcode": {
        if (!this.tokenApp(body.access_token))
          return { json: { errcode: 40002, errmsg: "bad access_token" } };
        if (body.appname !== "douyin") return { json: { errcode: 40016, errmsg: "bad appname" } };
        return { image: FAKE_IMAGE };
      }
      default:
        return { json: { errcode: 404 }, status: 404 };
    }
  }
}
