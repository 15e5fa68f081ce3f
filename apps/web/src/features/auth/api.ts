import type { RouteOutput, RouteRequest } from "@roster/contract";
import type { login, logout, register } from "@roster/contract/routes";
import { i18n } from "../../i18n";
import { callFunction } from "../../lib/request";

/** Signs in with a username, e-mail or mobile and a password; the token is saved by the request layer. */
export const signIn = (data: RouteRequest<typeof login>) =>
  callFunction<RouteOutput<typeof login>>({ url: "user/pub/login", data, title: i18n.t("login.submit") });

/** Creates an account and signs it in. */
export const registerAccount = (data: RouteRequest<typeof register>) =>
  callFunction<RouteOutput<typeof register>>({
    url: "user/pub/register",
    data,
    title: i18n.t("register.submit"),
  });

/** Revokes this device's session on the server; failures are silent (the client forgets it anyway). */
export const revokeSession = () =>
  callFunction<RouteOutput<typeof logout>>({
    url: "user/pub/logout",
    data: {},
    needAlert: false,
    loading: false,
  });
