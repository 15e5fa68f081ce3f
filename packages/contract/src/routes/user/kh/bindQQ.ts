import { qq } from "../../../providers/qq.js";
import { bindRoute } from "../../social-routes.js";

/**
 * A fresh `code` (or the app's `accessToken`, whose `client_id` must be QQ_APP_APPID), or the
 * `encryptedKey` of a recent code2SessionQQ; bound to another account: 60502.
 */
export const bindQQ = bindRoute({ path: "user/kh/bindQQ" }, qq);
