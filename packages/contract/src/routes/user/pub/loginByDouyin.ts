import { douyin } from "../../../providers/douyin.js";
import { loginRoute } from "../../social-routes.js";

/**
 * mp-toutiao (`api/apps/v2/jscode2session`); `type: "login"` without an account answers -1 with
 * `needRegister`. A known unionid under another app of Douyin signs in that account.
 */
export const loginByDouyin = loginRoute({ path: "user/pub/loginByDouyin" }, douyin);
