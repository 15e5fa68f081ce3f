import { apple } from "../../../providers/apple.js";
import { unbindRoute } from "../../social-routes.js";

export const unbindApple = unbindRoute({ path: "user/kh/unbindApple" }, apple);
