import { weixin } from "../../../providers/weixin.js";
import { phoneLoginRoute } from "../../social-routes.js";

/** A `getPhoneNumber` `code` or encryptedData. */
export const loginByWeixinPhoneNumber = phoneLoginRoute(
  { path: "user/pub/loginByWeixinPhoneNumber" },
  weixin,
);
