import { huawei } from "../../../providers/huawei.js";
import { unbindRoute } from "../../social-routes.js";

export const unbindHuawei = unbindRoute({ path: "user/kh/unbindHuawei" }, huawei);
