import { qq } from "../../../providers/qq.js";
import { code2SessionRoute } from "../../social-routes.js";

export const code2SessionQQ = code2SessionRoute({ path: "user/pub/code2SessionQQ" }, qq);
