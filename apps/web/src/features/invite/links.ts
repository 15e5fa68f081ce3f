import { APP_CONFIG } from "../../config";
import { appDocumentUrl } from "../../lib/app-address";

/** The page listing the people the user invited. */
export const INVITEES_URL = "/pages/user/invitees";

/** The query parameter of the register page that carries an invite code. */
export const INVITE_CODE_PARAM = "inviteCode";

/** The in-app path of the register page with `code` filled in. */
export const registerPathWithCode = (code: string): string =>
  `${APP_CONFIG.register.url}?${INVITE_CODE_PARAM}=${encodeURIComponent(code)}`;

/**
 * The address to share: this app's register page (hash routing) with the code filled in, e.g.
 * `https://roster.example/#/pages/login/register?inviteCode=ABC2345`.
 */
export function inviteLink(code: string, location: Pick<Location, "origin" | "pathname"> = window.location) {
  return `${appDocumentUrl(location)}#${registerPathWithCode(code)}`;
}
