import { qq } from "../../../providers/qq.js";
import { loginRoute } from "../../social-routes.js";

/**
 * The mini-program's `code` (mp-qq) or, in the app, the QQ `accessToken` (its `client_id` must be
 * QQ_APP_APPID, else socialClientMismatch). `type` login / register answer 10803 / 10802. A new account's
 * profile comes from QQ.
 */
export const loginByQQ = loginRoute({ path: "user/pub/loginByQQ" }, qq);
