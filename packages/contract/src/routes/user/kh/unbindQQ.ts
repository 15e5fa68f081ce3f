import { qq } from "../../../providers/qq.js";
import { unbindRoute } from "../../social-routes.js";

export const unbindQQ = unbindRoute({ path: "user/kh/unbindQQ" }, qq);
