import { huawei } from "../../../providers/huawei.js";
import { loginRoute } from "../../social-routes.js";

/**
 * Outside-protocols §5: the Account Kit `code` is exchanged with the app's (app) or the HarmonyOS
 * service's (mp-harmony) client; the verified `id_token` gives the OpenID and UnionID. `clientId`
 * (upstream's name) or `appid` picks the client. Refusals: 91310 (code), 91311 (id_token).
 */
export const loginByHuawei = loginRoute({ path: "user/pub/loginByHuawei" }, huawei);
