import { alipay } from "../../../providers/alipay.js";
import { bindRoute } from "../../social-routes.js";

/** A fresh auth `code`; already bound for this app: code 1; bound to another account: 60402. */
export const bindAlipay = bindRoute({ path: "user/kh/bindAlipay" }, alipay);
