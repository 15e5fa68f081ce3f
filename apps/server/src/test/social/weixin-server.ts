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

/** What a login code stands for on the fake WeChat. */
export interface WeixinGrant {
  appid: string;
  openid: string;
  unionid?: string;
  sessionKey?: string;
  scope?: "snsapi_base" | "snsapi_userinfo" | "snsapi_login";
  nickname?: string;
  /** The picture sns/userinfo answers (a https qlogo address when not given). */
  headimgurl?: string;
}

/** Pages the fake mini-program has published. */
const PAGES = new Set(["pages/index/index", "pages/login/index"]);

/**
 * The WeChat API (outside-protocols §1) on 127.0.0.1: `sns/jscode2session`, `sns/oauth2/access_token`,
 * `sns/userinfo`, `cgi-bin/stable_token`, `wxa/business/getuserphonenumber`, `cgi-bin/ticket/getticket`,
 * `wxa/getwxacodeunlimit`, `wxa/generatescheme`, `wxa/generate_urllink`. It checks what Roster sends
 * (appid + secret, grant_type, exact parameters, GET vs JSON POST), answers unknown appids 40013, wrong
 * secrets 40125, unknown codes 40029, used codes 40163, and 45011 when told to.
 */
export class FakeWeixin {
  readonly codes = new Map<string, WeixinGrant & { used: boolean }>();
  /** getPhoneNumber codes: the app, the national number and its country code (86 when not given). */
  readonly phoneCodes = new Map<string, { appid: string; phone: string; countryCode?: string }>();
  readonly userTokens = new Map<string, WeixinGrant>();
  readonly appTokens = new Map<string, string>();
  ticket = "ROSTER_TEST_TICKET_0001";
  /** The subscribe message template of the fake mini-program, and the openids that accepted it. */
  templateId = "TPL_roster_demo_0001";
  readonly subscribed = new Set<string>();
  /** Openids the fake knows per appid (from issued login codes and `knowOpenid`). */
  private readonly openids = new Map<string, Set<string>>();
  tokenFetches = 0;
  /** Answer the next login call 45011. */
  rateLimitNext = false;
  /** Delay of stable_token answers (to let concurrent callers pile up). */
  tokenDelayMs = 0;
  /** Hold login answers until this many are waiting, then answer them all at once (races). */
  holdLogins = 0;
  private held: (() => void)[] = [];
  private server!: ProtocolServer;

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
  issueCode(grant: WeixinGrant): string {
    this.knowOpenid(grant.appid, grant.openid);
    const code = `wxcode_${randomBytes(6).toString("hex")}`;
    this.codes.set(code, { scope: "snsapi_userinfo", ...grant, used: false });
    return code;
  }

  /** Makes `openid` a user of `appid` (msg_sec_check and subscribe/send answer 43104 for others). */
  knowOpenid(appid: string, openid: string): void {
    const known = this.openids.get(appid) ?? new Set<string>();
    known.add(openid);
    this.openids.set(appid, known);
  }

  private ownsOpenid(appid: string, openid: unknown): boolean {
    return typeof openid === "string" && Boolean(this.openids.get(appid)?.has(openid));
  }

  private appError(appid: string | undefined, secret: string | undefined): Reply | undefined {
    if (!appid || !(appid in this.apps)) return { json: { errcode: 40013, errmsg: "invalid appid" } };
    if (this.apps[appid] !== secret) return { json: { errcode: 40125, errmsg: "invalid appsecret" } };
    return undefined;
  }

  private useCode(code: string | undefined, appid: string): WeixinGrant | Reply {
    if (this.rateLimitNext) {
      this.rateLimitNext = false;
      return { json: { errcode: 45011, errmsg: "api minute-quota reach limit" } };
    }
    const grant = code ? this.codes.get(code) : undefined;
    if (!grant || grant.appid !== appid) return { json: { errcode: 40029, errmsg: "invalid code" } };
    if (grant.used) return { json: { errcode: 40163, errmsg: "code been used" } };
    grant.used = true;
    return grant;
  }

  private async barrier(): Promise<void> {
    if (this.holdLogins <= 1) return;
    await new Promise<void>((resolve) => {
      this.held.push(resolve);
      if (this.held.length >= this.holdLogins) {
        this.holdLogins = 0;
        for (const release of this.held.splice(0)) release();
      }
    });
  }

  private tokenApp(req: SeenRequest): string | undefined {
    return [...this.appTokens].find(([, token]) => token === req.query.access_token)?.[0];
  }

  private async route(req: SeenRequest): Promise<Reply> {
    const q = req.query;
    const bad = { json: { errcode: 40097, errmsg: "invalid args" } };
    switch (req.path) {
      case "/sns/jscode2session": {
        await this.barrier();
        if (req.method !== "GET" || !hasExactly(q, ["appid", "secret", "js_code", "grant_type"])) return bad;
        if (q.grant_type !== "authorization_code") return bad;
        const refused = this.appError(q.appid, q.secret);
        if (refused) return refused;
        const grant = this.useCode(q.js_code, q.appid!);
        if ("json" in grant) return grant;
        const g = grant as WeixinGrant;
        return {
          json: {
            openid: g.openid,
            session_key: g.sessionKey ?? "AAECAwQFBgcICQoLDA0ODw==",
            ...(g.unionid ? { unionid: g.unionid } : {}),
          },
          contentType: "text/plain",
        };
      }
      case "/sns/oauth2/access_token": {
        if (req.method !== "GET" || !hasExactly(q, ["appid", "secret", "code", "grant_type"])) return bad;
        if (q.grant_type !== "authorization_code") return bad;
        const refused = this.appError(q.appid, q.secret);
        if (refused) return refused;
        const grant = this.useCode(q.code, q.appid!);
        if ("json" in grant) return grant;
        const g = grant as WeixinGrant;
        const token = `utoken_${randomBytes(6).toString("hex")}`;
        this.userTokens.set(token, g);
        return {
          json: {
            access_token: token,
            expires_in: 7200,
            refresh_token: "r",
            openid: g.openid,
            scope: g.scope,
            ...(g.unionid ? { unionid: g.unionid } : {}),
          },
        };
      }
      case "/sns/userinfo": {
        const g = this.userTokens.get(q.access_token ?? "");
        if (!g || g.openid !== q.openid) return { json: { errcode: 40001, errmsg: "invalid credential" } };
        return {
          json: {
            openid: g.openid,
            nickname: g.nickname ?? "微信用户",
            sex: 1,
            headimgurl: g.headimgurl ?? "https://thirdwx.qlogo.cn/a.png",
            privilege: [],
            ...(g.unionid ? { unionid: g.unionid } : {}),
          },
        };
      }
      case "/cgi-bin/stable_token": {
        if (req.method !== "POST" || !/^application\/json/.test(req.contentType) || !req.json)
          return { json: { errcode: 47001, errmsg: "data format error" } };
        const { appid, secret, grant_type } = req.json as Record<string, string>;
        if (grant_type !== "client_credential") return bad;
        const refused = this.appError(appid, secret);
        if (refused) return refused;
        this.tokenFetches++;
        if (this.tokenDelayMs) await new Promise((r) => setTimeout(r, this.tokenDelayMs));
        if (!this.appTokens.has(appid!))
          this.appTokens.set(appid!, `apptoken_${appid}_${randomBytes(4).toString("hex")}`);
        return { json: { access_token: this.appTokens.get(appid!), expires_in: 7200 } };
      }
      case "/wxa/business/getuserphonenumber": {
        const appid = this.tokenApp(req);
        if (!appid) return { json: { errcode: 40001, errmsg: "invalid credential" } };
        const code = (req.json as { code?: string } | undefined)?.code;
        const entry = code ? this.phoneCodes.get(code) : undefined;
        if (!entry || entry.appid !== appid) return { json: { errcode: 40029, errmsg: "invalid code" } };
        this.phoneCodes.delete(code!);
        const countryCode = entry.countryCode ?? "86";
        return {
          json: {
            errcode: 0,
            errmsg: "ok",
            phone_info: {
              // WeChat: phoneNumber carries the country code for a number outside the mainland.
              phoneNumber: countryCode === "86" ? entry.phone : `+${countryCode} ${entry.phone}`,
              purePhoneNumber: entry.phone,
              countryCode,
              watermark: { timestamp: 1700000000, appid },
            },
          },
        };
      }
      case "/cgi-bin/ticket/getticket": {
        if (!this.tokenApp(req) || q.type !== "jsapi")
          return { json: { errcode: 40001, errmsg: "invalid credential" } };
        return { json: { errcode: 0, errmsg: "ok", ticket: this.ticket, expires_in: 7200 } };
      }
      case "/wxa/getwxacodeunlimit": {
        if (!this.tokenApp(req)) return { json: { errcode: 40001, errmsg: "invalid credential" } };
        const body = req.json ?? {};
        const scene = String(body.scene ?? "");
        if (scene.length === 0 || scene.length > 32)
          return { json: { errcode: 40169, errmsg: "invalid length for scene" } };
        if (body.check_path !== false && body.page !== undefined && !PAGES.has(String(body.page)))
          return { json: { errcode: 41030, errmsg: "invalid page" } };
        return { image: FAKE_IMAGE };
      }
      case "/wxa/generatescheme":
      case "/wxa/generate_urllink": {
        if (!this.tokenApp(req)) return { json: { errcode: 40001, errmsg: "invalid credential" } };
        const body = req.json ?? {};
        const path = String(
          req.path === "/wxa/generatescheme" ? (body.jump_wxa as { path?: string })?.path : body.path,
        );
        if (!PAGES.has(path)) return { json: { errcode: 40165, errmsg: "invalid weapp pagepath" } };
        if (Number(body.expire_interval) > 30) return bad;
        return req.path === "/wxa/generatescheme"
          ? { json: { errcode: 0, errmsg: "ok", openlink: "weixin://dl/business/?t=ROSTERtest" } }
          : { json: { errcode: 0, errmsg: "ok", url_link: "https://wxaurl.cn/ROSTERtest" } };
      }
      case "/wxa/msg_sec_check": {
        const appid = this.tokenApp(req);
        if (!appid) return { json: { errcode: 40001, errmsg: "invalid credential" } };
        const body = req.json ?? {};
        const content = body.content;
        if (req.method !== "POST" || body.version !== 2 || typeof content !== "string" || content === "")
          return { json: { errcode: 40003, errmsg: "invalid args" } };
        if (![1, 2, 3, 4].includes(Number(body.scene))) return bad;
        if (!this.ownsOpenid(appid, body.openid))
          return { json: { errcode: 43104, errmsg: "appid and openid not match" } };
        const risky = flagged(content);
        return {
          json: {
            errcode: 0,
            errmsg: "ok",
            trace_id: "trace_roster_1",
            result: { suggest: risky ? "risky" : "pass", label: risky ? 20001 : 100 },
            detail: [],
          },
        };
      }
      case "/wxa/img_sec_check": {
        if (!this.tokenApp(req)) return { json: { errcode: 40001, errmsg: "invalid credential" } };
        const media = mediaOf(req);
        if ("json" in media || "image" in media) return media;
        return flagged(media.bytes)
          ? { json: { errcode: 87014, errmsg: "risky content" } }
          : { json: { errcode: 0, errmsg: "ok" } };
      }
      case "/cgi-bin/message/subscribe/send": {
        const appid = this.tokenApp(req);
        if (!appid) return { json: { errcode: 40001, errmsg: "invalid credential" } };
        const body = req.json ?? {};
        if (!this.ownsOpenid(appid, body.touser))
          return { json: { errcode: 40003, errmsg: "invalid openid" } };
        if (body.template_id !== this.templateId)
          return { json: { errcode: 40037, errmsg: "invalid template_id" } };
        const data = body.data as Record<string, { value?: unknown }> | undefined;
        if (!data || Object.values(data).some((v) => typeof v?.value !== "string"))
          return { json: { errcode: 47003, errmsg: "argument invalid! data" } };
        if (!this.subscribed.has(String(body.touser)))
          return { json: { errcode: 43101, errmsg: "user refuse to accept the msg" } };
        this.subscribed.delete(String(body.touser)); // one acceptance, one message
        return { json: { errcode: 0, errmsg: "ok", msgid: 2_000_000_001 } };
      }
      default:
        return { json: { errcode: 404, errmsg: "not found" }, status: 404 };
    }
  }
}
