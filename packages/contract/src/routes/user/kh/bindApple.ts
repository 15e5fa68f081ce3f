import { apple } from "../../../providers/apple.js";
import { bindRoute } from "../../social-routes.js";

/**
 * Roster's addition to reference §7.3: a fresh `identityToken`, checked as loginByApple checks it
 * (one use per token, 91953; the web's state and nonce).
 */
export const bindApple = bindRoute({ path: "user/kh/bindApple" }, apple);
