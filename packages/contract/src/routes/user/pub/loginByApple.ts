import { apple } from "../../../providers/apple.js";
import { loginRoute } from "../../social-routes.js";

/**
 * Outside-protocols §6: the `identityToken` must be RS256-signed by Apple, issued by
 * https://appleid.apple.com (10706), for one of APPLE_CLIENT_IDS (10702), unexpired (91320), with a `sub`
 * (10701); bad signature or key 10705. A token signs in (or links) once: 91953. On the web the token must
 * carry the state's `nonce` (91321); in the app a given `nonce` must match (91321). `type` login /
 * register answer 10704 / 10703. A new account's nickname is `nickname`, else the given name of
 * `fullName`, else "User-" and the e-mail's local part.
 */
export const loginByApple = loginRoute({ path: "user/pub/loginByApple" }, apple);
