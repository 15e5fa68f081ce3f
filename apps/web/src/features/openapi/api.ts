import {
  code2SessionAlipay,
  code2SessionDouyin,
  code2SessionQQ,
  getAlipayMiniCode,
  getDouyinMiniCode,
  getQQMiniCode,
  getWeixinMPqrcode,
  getWeixinMPscheme,
  getWeixinMPurl,
  ocrBusinessLicense,
  ocrIdCard,
  openapiDouyinImgSecCheck,
  openapiDouyinMsgSecCheck,
  openapiQQImgSecCheck,
  openapiQQMsgSecCheck,
  openapiWeixinImgSecCheck,
  openapiWeixinMsgSecCheck,
  openapiWeixinSendMessage,
} from "@roster/contract/routes";
import { callRoute } from "../../lib/request";

/** Every demo call is quiet: its refusal is said under the form that made it, not alerted over the page. */
const QUIET = { needAlert: false, loading: false } as const;

/** The platforms whose content checks the demo pages show. */
export type CheckPlatform = "weixin" | "qq" | "douyin";

/** What an image check sends: the picture inline, or the id of the caller's uploaded file. */
export type ImageSource = { base64: string } | { fileID: string };

/** The text check of a platform. */
export function checkText(platform: CheckPlatform, content: string) {
  if (platform === "weixin") return callRoute(openapiWeixinMsgSecCheck, { content }, QUIET);
  if (platform === "qq") return callRoute(openapiQQMsgSecCheck, { content }, QUIET);
  return callRoute(openapiDouyinMsgSecCheck, { content }, QUIET);
}

/** The picture check of a platform. */
export function checkImage(platform: CheckPlatform, source: ImageSource) {
  if (platform === "weixin") return callRoute(openapiWeixinImgSecCheck, source, QUIET);
  if (platform === "qq") return callRoute(openapiQQImgSecCheck, source, QUIET);
  return callRoute(openapiDouyinImgSecCheck, source, QUIET);
}

/** WeChat's demo subscribe message, sent to the caller. */
export const sendWeixinMessage = () => callRoute(openapiWeixinSendMessage, {}, QUIET);

/** A WeChat mini-program code (the server forces `check_path` for non-admins). */
export const weixinMiniCode = (scene: string | undefined, envVersion: "release" | "trial" | "develop") =>
  callRoute(getWeixinMPqrcode, { ...(scene ? { scene } : {}), env_version: envVersion }, QUIET);

/** A WeChat URL scheme or URL link of a page. */
export function weixinLink(
  kind: "scheme" | "urllink",
  path: string,
  query: string,
  envVersion: "release" | "trial" | "develop",
) {
  const data = { path, ...(query ? { query } : {}), env_version: envVersion };
  return kind === "scheme"
    ? callRoute(getWeixinMPscheme, data, QUIET).then((b) => b.openlink)
    : callRoute(getWeixinMPurl, data, QUIET).then((b) => b.url_link);
}

/** The code2Session route of a mini-program platform. */
export function codeToSession(platform: "qq" | "douyin" | "alipay", code: string) {
  if (platform === "qq") return callRoute(code2SessionQQ, { code }, QUIET);
  if (platform === "douyin") return callRoute(code2SessionDouyin, { code }, QUIET);
  return callRoute(code2SessionAlipay, { code }, QUIET);
}

/** The mini-program code of a page: a data URL (QQ, Douyin) or the picture's address (Alipay). */
export async function miniCode(platform: "qq" | "douyin" | "alipay", page: string): Promise<string> {
  if (platform === "qq") return (await callRoute(getQQMiniCode, { path: page }, QUIET)).base64;
  if (platform === "douyin") return (await callRoute(getDouyinMiniCode, { path: page }, QUIET)).base64;
  return (await callRoute(getAlipayMiniCode, { page }, QUIET)).qr_code_url;
}

/** What the Baidu page reads. */
export type DocumentKind = "front" | "back" | "license";

/** Reads an uploaded picture with the OCR routes; the fields Baidu found, as label → words. */
export async function readDocument(kind: DocumentKind, fileID: string): Promise<Record<string, string>> {
  const body =
    kind === "license"
      ? await callRoute(ocrBusinessLicense, { fileID }, QUIET)
      : await callRoute(ocrIdCard, { fileID, side: kind }, QUIET);
  const words = (body.words_result ?? {}) as Record<string, { words?: string }>;
  return Object.fromEntries(
    Object.entries(words).flatMap(([key, value]) => (value?.words ? [[key, value.words]] : [])),
  );
}
