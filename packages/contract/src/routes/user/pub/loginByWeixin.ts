import { weixin } from "../../../providers/weixin.js";
import { loginRoute } from "../../social-routes.js";

/**
 * mp-weixin (`jscode2session`), h5-weixin, app and web (OAuth `sns/oauth2/access_token` +
 * `sns/userinfo`); `type` login / register answer 10403 / 10402. A known unionid under another app of
 * WeChat signs in that account.
 */
export const loginByWeixin = loginRoute({ path: "user/pub/loginByWeixin" }, weixin);
