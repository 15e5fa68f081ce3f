import { huawei } from "../../../providers/huawei.js";
import { code2SessionRoute } from "../../social-routes.js";

/** Outside-protocols §5: the OpenID and UnionID of the verified `id_token`. */
export const code2SessionHuawei = code2SessionRoute({ path: "user/pub/code2SessionHuawei" }, huawei);
