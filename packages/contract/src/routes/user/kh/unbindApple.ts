import { apple } from "../../../providers/apple.js";
import { unbindRoute } from "../../social-routes.js";

export const unbindApple = unbindRoute(apple);
