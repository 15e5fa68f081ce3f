import { huawei } from "../../../providers/huawei.js";
import { bindRoute } from "../../social-routes.js";

/** A fresh Account Kit `code`; `clientId` or `appid` picks the client. */
export const bindHuawei = bindRoute({ path: "user/kh/bindHuawei" }, huawei);
