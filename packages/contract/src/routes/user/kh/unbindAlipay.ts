import { alipay } from "../../../providers/alipay.js";
import { unbindRoute } from "../../social-routes.js";

export const unbindAlipay = unbindRoute({ path: "user/kh/unbindAlipay" }, alipay);
