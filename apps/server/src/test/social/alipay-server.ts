import { createSign, createVerify, generateKeyPairSync, type KeyObject, randomBytes } from "node:crypto";
import { type ProtocolServer, serve } from "./serve.js";

/** Test keys: the app's pair (Roster signs) and "Alipay"'s pair (the server signs answers). */
export interface AlipayKeys {
  appPrivatePkcs8: string;
  appPrivatePkcs1Base64: string;
  appPublic: KeyObject;
  alipayPrivate: KeyObject;
  alipayPublicBase64: string;
}

/** Fresh 2048-bit RSA keys for one test file. */
export function alipayTestKeys(): AlipayKeys {
  const app = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const alipay = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    appPrivatePkcs8: app.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    appPrivatePkcs1Base64: app.privateKey.export({ type: "pkcs1", format: "der" }).toString("base64"),
    appPublic: app.publicKey,
    alipayPrivate: alipay.privateKey,
    alipayPublicBase64: alipay.publicKey.export({ type: "spki", format: "der" }).toString("base64"),
  };
}

/** A user the server knows: an auth code issues its tokens. */
export interface AlipayUser {
  userId: string;
  nickName?: string;
  avatar?: string;
  gender?: "M" | "F";
  scope: "auth_base" | "auth_user";
}

/** The Alipay gateway (OpenAPI v2) as tests need it, checking what Roster sends. */
export interface AlipayServer extends ProtocolServer {
  gateway: string;
  /** A fresh single-use auth code for `user`, redeemable by app `appid` only (default: the first app). */
  issueCode(user: AlipayUser, appid?: string): string;
  /** Every answer's inner object is changed after signing (a tampered answer). */
  tamper: boolean;
  /** Answers carry no sign. */
  unsigned: boolean;
  /** Why the last refused request was refused. */
  refusals: string[];
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Starts the Alipay gateway for `appid` (or several apps signing with the same key) with `keys`. */
export async function startAlipayServer(
  appid: string | readonly string[],
  keys: AlipayKeys,
): Promise<AlipayServer> {
  const appids = new Set(typeof appid === "string" ? [appid] : appid);
  const codes = new Map<string, AlipayUser & { appid: string }>();
  const tokens = new Map<string, AlipayUser>();
  const refusals: string[] = [];
  const state = { tamper: false, unsigned: false, refusals } as Pick<
    AlipayServer,
    "tamper" | "unsigned" | "refusals"
  >;
  const signed = (member: string, inner: object) => {
    // Java-style escaping of "/" keeps the raw text different from a re-serialisation.
    const raw = JSON.stringify(inner).replaceAll("/", "\\/");
    const sign = createSign("RSA-SHA256").update(raw, "utf8").sign(keys.alipayPrivate, "base64");
    const sent = state.tamper ? raw.replace(/"user_id":"(\d+)"/, '"user_id":"$19"') : raw;
    return state.unsigned ? `{"${member}":${sent}}` : `{"${member}":${sent},"sign":"${sign}"}`;
  };
  const error = (code: string, subCode: string, subMsg: string) => {
    refusals.push(subCode);
    return {
      body: { error_response: { code, msg: "Invalid Arguments", sub_code: subCode, sub_msg: subMsg } },
    };
  };
  const server = await serve((req) => {
    const params = new URLSearchParams(req.query);
    for (const [k, v] of new URLSearchParams(req.body)) params.set(k, v);
    const all = Object.fromEntries(params);
    const text = Object.keys(all)
      .filter((k) => k !== "sign" && all[k] !== "")
      .sort()
      .map((k) => `${k}=${all[k]}`)
      .join("&");
    const valid = createVerify("RSA-SHA256")
      .update(text, "utf8")
      .verify(keys.appPublic, all.sign ?? "", "base64");
    if (req.method !== "POST" || req.path !== "/gateway.do") return error("40001", "isv.missing-method", "");
    if (!valid) return error("40002", "isv.invalid-signature", "无效签名");
    if (!appids.has(all.app_id ?? "")) return error("40002", "isv.invalid-app-id", "无效的AppID参数");
    if (
      all.charset !== "utf-8" ||
      all.sign_type !== "RSA2" ||
      all.version !== "1.0" ||
      all.format !== "JSON"
    ) {
      return error("40002", "isv.invalid-parameter", "参数无效");
    }
    if (!TIMESTAMP.test(all.timestamp ?? ""))
      return error("40002", "isv.invalid-timestamp", "非法的时间戳参数");
    const beijingNow = Date.now() + 8 * 3600_000;
    const sent = Date.parse(`${all.timestamp!.replace(" ", "T")}Z`);
    if (Math.abs(beijingNow - sent) > 10 * 60_000)
      return error("40002", "isv.invalid-timestamp", "时间戳过期");
    if (all.method === "alipay.system.oauth.token") {
      const user = all.grant_type === "authorization_code" ? codes.get(all.code ?? "") : undefined;
      // An auth code belongs to the app it was issued for, as at Alipay.
      if (!user || user.appid !== all.app_id) return error("40002", "isv.code-invalid", "授权码code无效");
      codes.delete(all.code!);
      const accessToken = `authusr${randomBytes(8).toString("hex")}`;
      tokens.set(accessToken, user);
      return {
        body: signed("alipay_system_oauth_token_response", {
          access_token: accessToken,
          alipay_user_id: `2088${user.userId}`,
          auth_start: all.timestamp,
          expires_in: 1296000,
          re_expires_in: 2592000,
          refresh_token: `authusrR${randomBytes(8).toString("hex")}`,
          user_id: user.userId,
        }),
      };
    }
    if (all.method === "alipay.user.info.share") {
      const user = tokens.get(all.auth_token ?? "");
      if (!user) return error("20001", "aop.invalid-auth-token", "无效的访问令牌");
      if (user.scope !== "auth_user") {
        return {
          body: signed("alipay_user_info_share_response", {
            code: "40006",
            msg: "Insufficient Permissions",
            sub_code: "isv.insufficient-isv-permissions",
          }),
        };
      }
      const { userId, nickName, avatar, gender } = user;
      return {
        body: signed("alipay_user_info_share_response", {
          code: "10000",
          msg: "Success",
          user_id: userId,
          nick_name: nickName,
          avatar,
          gender,
          province: "浙江省",
          city: "杭州市",
        }),
      };
    }
    if (all.method === "alipay.open.app.qrcode.create") {
      const biz = JSON.parse(all.biz_content ?? "{}") as {
        url_param?: string;
        query_param?: string;
        describe?: string;
      };
      if (!biz.url_param || !biz.describe) {
        return {
          body: signed("alipay_open_app_qrcode_create_response", {
            code: "40004",
            msg: "Business Failed",
            sub_code: "INVALID_PARAMETER",
            sub_msg: "参数有误",
          }),
        };
      }
      const q = encodeURIComponent(`${biz.url_param}?${biz.query_param ?? ""}`);
      return {
        body: signed("alipay_open_app_qrcode_create_response", {
          code: "10000",
          msg: "Success",
          qr_code_url: `https://mdn.alipayobjects.com/qr/${q}.png`,
          qr_code_url_circle_white: `https://mdn.alipayobjects.com/qr/white/${q}.png`,
          qr_code_url_circle_blue: `https://mdn.alipayobjects.com/qr/blue/${q}.png`,
        }),
      };
    }
    return error("40001", "isv.invalid-method", "不存在的方法名");
  });
  const api = Object.assign(state, server, {
    gateway: `${server.url}/gateway.do`,
    issueCode(user: AlipayUser, forApp = [...appids][0]!) {
      const code = randomBytes(16).toString("hex");
      codes.set(code, { ...user, appid: forApp });
      return code;
    },
  });
  return api;
}
