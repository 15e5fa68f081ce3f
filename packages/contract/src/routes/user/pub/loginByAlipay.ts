import { alipay } from "../../../providers/alipay.js";
import { loginRoute } from "../../social-routes.js";

/**
 * Outside-protocols §2: the auth `code` of the mini-program (mp-alipay) or the web app (web, h5)
 * goes through `alipay.system.oauth.token`; `user_id` (or `open_id`) is the identity,
 * `alipay.user.info.share` the new account's profile. `type` login / register answer 10503 / 10502; a used
 * or expired code 91301; an answer failing its signature check 91302.
 */
export const loginByAlipay = loginRoute({ path: "user/pub/loginByAlipay" }, alipay);
