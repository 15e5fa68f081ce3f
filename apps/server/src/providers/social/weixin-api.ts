import { createHash } from "node:crypto";
import { RosterError } from "@roster/contract";
import type { SocialApp } from "../../settings/social.js";
import { lifetimeOf } from "../app-token-cache.js";
import {
  type CheckImage,
  type CheckVerdict,
  checkRefusal,
  contentRisky,
  mediaForm,
} from "./content-check.js";
import { callProvider, jsonOf, type ProviderAnswer, str } from "./http.js";
import type { WeixinProvider } from "./weixin.js";
import { weixinFailure } from "./weixin.js";

/** WeChat's phone_info (§1.4). */
export interface PhoneInfo {
  phoneNumber: string;
  purePhoneNumber: string;
  countryCode: string;
  watermark: { timestamp: number; appid: string };
}

/** POST with the app token in the query and a JSON body, retrying once on a refused token. */
function postWithToken(
  wx: WeixinProvider,
  app: SocialApp,
  path: string,
  json: unknown,
): Promise<ProviderAnswer> {
  return wx.withToken(app, (token) =>
    callProvider({ provider: "weixin", ...wx.api, path, query: { access_token: token }, json }),
  );
}

/** `wxa/business/getuserphonenumber` (§1.4): the phone of a `getPhoneNumber` code. */
export async function phoneNumberByCode(
  wx: WeixinProvider,
  app: SocialApp,
  code: string,
): Promise<PhoneInfo> {
  const body = jsonOf(await postWithToken(wx, app, "/wxa/business/getuserphonenumber", { code }), "weixin");
  const failure = weixinFailure(body);
  if (failure) throw failure;
  const info = body.phone_info as PhoneInfo | undefined;
  if (!info?.purePhoneNumber)
    throw new RosterError("socialAccountFailed", { param: "weixin", errcode: "phone_info" });
  return info;
}

/** The JS-SDK signature (§1.5): hex SHA-1 of the ASCII-sorted `key=value` string, raw values, url without `#`. */
export function jsapiSignature(input: {
  ticket: string;
  nonceStr: string;
  timestamp: string;
  url: string;
}): string {
  const url = input.url.split("#")[0]!;
  const text = `jsapi_ticket=${input.ticket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${url}`;
  return createHash("sha1").update(text, "utf8").digest("hex");
}

/** The official account's jsapi_ticket (§1.5), cached like the access token it is fetched with. */
export function jsapiTicket(wx: WeixinProvider, app: SocialApp): Promise<string> {
  return wx.tokenCache.get(`weixin:ticket:${app.appid}`, async () => {
    const answer = await wx.withToken(app, (token) =>
      callProvider({
        provider: "weixin",
        ...wx.api,
        path: "/cgi-bin/ticket/getticket",
        query: { access_token: token, type: "jsapi" },
      }),
    );
    const body = jsonOf(answer, "weixin");
    const failure = weixinFailure(body);
    if (failure) throw failure;
    const ticket = str(body, "ticket");
    if (!ticket) throw new RosterError("socialAccessTokenFailed", { param: "weixin" });
    return { token: ticket, lifetimeMs: lifetimeOf(body.expires_in) };
  });
}

/** Maps a code/link error (§1.6): 41030 / 40165 page unknown; token errors; others `mpCodeFailed`. */
function mpFailure(body: Record<string, unknown>): RosterError {
  const errcode = Number(body.errcode ?? -1);
  if (errcode === 41030 || errcode === 40165) return new RosterError("mpPageNotFound");
  if (errcode === 40001 || errcode === 42001)
    return new RosterError("socialAccessTokenFailed", { param: "weixin" });
  return new RosterError("mpCodeFailed", { errcode });
}

/** `wxa/getwxacodeunlimit` (§1.6): the image as a data URL. */
export async function unlimitedCode(
  wx: WeixinProvider,
  app: SocialApp,
  options: Record<string, unknown>,
): Promise<string> {
  const answer = await postWithToken(wx, app, "/wxa/getwxacodeunlimit", options);
  if (answer.kind === "bytes") return `data:${answer.contentType};base64,${answer.bytes.toString("base64")}`;
  throw mpFailure(answer.body);
}

/** `wxa/generatescheme` or `wxa/generate_urllink` (§1.6); the link field of the answer. */
export async function miniProgramLink(
  wx: WeixinProvider,
  app: SocialApp,
  kind: "scheme" | "urllink",
  json: Record<string, unknown>,
): Promise<string> {
  const path = kind === "scheme" ? "/wxa/generatescheme" : "/wxa/generate_urllink";
  const body = jsonOf(await postWithToken(wx, app, path, json), "weixin");
  const link = str(body, kind === "scheme" ? "openlink" : "url_link");
  if (Number(body.errcode ?? 0) !== 0 || !link) throw mpFailure(body);
  return link;
}

/** What `wxa/msg_sec_check` version 2 checks (§1.7): the text, whose it is (openid) and where it is shown. */
export interface TextCheck {
  openid: string;
  content: string;
  /** 1 profile, 2 comment, 3 forum, 4 social log. */
  scene: number;
  title?: string | undefined;
  nickname?: string | undefined;
  signature?: string | undefined;
}

/** Reads a check answer: an error, 87014 (v1 risky), or a v2 `result` whose suggest is not `pass`. */
function weixinVerdict(body: Record<string, unknown>): CheckVerdict {
  const errcode = Number(body.errcode ?? 0);
  if (errcode === 87014) throw contentRisky(87014);
  if (errcode !== 0) throw checkRefusal("weixin", errcode);
  const result = (body.result ?? {}) as { suggest?: unknown; label?: unknown };
  const label = Number(result.label ?? 100);
  if (result.suggest !== undefined && result.suggest !== "pass") throw contentRisky(label);
  const trace = str(body, "trace_id");
  return {
    suggest: "pass",
    ...(result.label !== undefined ? { label } : {}),
    ...(trace ? { trace_id: trace } : {}),
  };
}

/** `wxa/msg_sec_check` version 2 (§1.7) of the mini-program app. */
export async function msgSecCheck(
  wx: WeixinProvider,
  app: SocialApp,
  check: TextCheck,
): Promise<CheckVerdict> {
  const json = {
    version: 2,
    openid: check.openid,
    scene: check.scene,
    content: check.content,
    ...(check.title ? { title: check.title } : {}),
    ...(check.nickname ? { nickname: check.nickname } : {}),
    ...(check.signature ? { signature: check.signature } : {}),
  };
  return weixinVerdict(jsonOf(await postWithToken(wx, app, "/wxa/msg_sec_check", json), "weixin"));
}

/** `wxa/img_sec_check` (§1.7): the image as the multipart `media` part; 0 passes, 87014 is risky. */
export async function imgSecCheck(
  wx: WeixinProvider,
  app: SocialApp,
  image: CheckImage,
): Promise<CheckVerdict> {
  const answer = await wx.withToken(app, (token) =>
    callProvider({
      provider: "weixin",
      ...wx.api,
      path: "/wxa/img_sec_check",
      query: { access_token: token },
      form: mediaForm({}, image),
    }),
  );
  return weixinVerdict(jsonOf(answer, "weixin"));
}

/** A subscribe message (§1.8): to whom, which template, its data and the page it opens. */
export interface SubscribeMessage {
  touser: string;
  template_id: string;
  page?: string | undefined;
  data: Record<string, { value: string }>;
  miniprogram_state: "developer" | "trial" | "formal";
  lang: string;
}

/** `cgi-bin/message/subscribe/send` (§1.8): the msgid; 43101 not subscribed, other refusals 91832. */
export async function sendSubscribeMessage(
  wx: WeixinProvider,
  app: SocialApp,
  message: SubscribeMessage,
): Promise<string | number | undefined> {
  const body = jsonOf(await postWithToken(wx, app, "/cgi-bin/message/subscribe/send", message), "weixin");
  const errcode = Number(body.errcode ?? 0);
  if (errcode === 43101) throw new RosterError("openapiNotSubscribed");
  if ([40003, 40037, 47003, 41030].includes(errcode)) throw new RosterError("openapiSendFailed", { errcode });
  if (errcode !== 0) throw checkRefusal("weixin", errcode);
  const msgid = body.msgid;
  return typeof msgid === "string" || typeof msgid === "number" ? msgid : undefined;
}
