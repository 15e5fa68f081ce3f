import { CLIENT_CODES } from "@roster/contract";
import type { ResponseBody } from "./types";

/** Success (seed §8): code 0, or key 1, or no code but a uid. */
export function isSuccess(body: ResponseBody): boolean {
  const code = codeOf(body);
  return code === 0 || body.key === 1 || (code === undefined && typeof body.uid === "string");
}

/** The failure code of a body (`code`, else a numeric `errCode`). */
export function codeOf(body: ResponseBody): number | undefined {
  if (typeof body.code === "number") return body.code;
  const errCode = Number(body.errCode);
  return body.errCode !== undefined && Number.isFinite(errCode) ? errCode : undefined;
}

/** The message of a body: `msg`, else `errMsg`, else `message`. */
export function messageOf(body: ResponseBody): string {
  return body.msg || body.errMsg || body.message || "";
}

/** Login-required (seed §8): codes 1301, 1302, 30201-30204 with a message that mentions the token. */
export function isLoginRequired(code: number | undefined, message: string): boolean {
  return code !== undefined && CLIENT_CODES.loginRequired.includes(code) && /token/i.test(message);
}

/** Calls whose path has a `pub` segment need no login. */
export const isPublicUrl = (url: string): boolean => url.split("/").includes("pub");
