import { alipay } from "../../../providers/alipay.js";
import { code2SessionRoute } from "../../social-routes.js";

/** Outside-protocols §2: the identity is Alipay's `user_id`. */
export const code2SessionAlipay = code2SessionRoute({ path: "user/pub/code2SessionAlipay" }, alipay);
