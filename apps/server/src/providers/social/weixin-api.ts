import { createHash } from "node:crypto";
import { RosterError } from "@roster/contract";
import type { SocialApp } from "../../config-social.js";
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
    return { token: ticket, expiresIn: Number(body.expires_in) || 7200 };
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
