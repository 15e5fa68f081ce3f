import { douyin } from "../../../providers/douyin.js";
import { phoneLoginRoute } from "../../social-routes.js";

/** encryptedData only (Douyin's phone `code` answers douyinCodeUnsupported). */
export const loginByDouyinPhoneNumber = phoneLoginRoute(
  { path: "user/pub/loginByDouyinPhoneNumber" },
  douyin,
);
