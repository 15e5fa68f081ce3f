import type { RouteRequest } from "@roster/contract";
import { login, logout, register } from "@roster/contract/routes";
import { i18n } from "../../i18n";
import { callRoute, type RouteCallOptions } from "../../lib/request";

/** Signs in with a username, e-mail or mobile and a password; the token is saved by the request layer. */
export const signIn = (data: RouteRequest<typeof login>) =>
  callRoute(login, data, { title: i18n.t("login.submit"), needAlert: false });

/** Creates an account and signs it in. */
export const registerAccount = (data: RouteRequest<typeof register>, options: RouteCallOptions = {}) =>
  callRoute(register, data, { title: i18n.t("register.submit"), ...options });

/** Revokes this device's session on the server; failures are silent (the client forgets it anyway). */
export const revokeSession = () => callRoute(logout, {}, { needAlert: false, loading: false });
