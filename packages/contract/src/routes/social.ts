import { bindDouyin } from "./user/kh/bindDouyin.js";
import { bindQQ } from "./user/kh/bindQQ.js";
import { bindWeixin } from "./user/kh/bindWeixin.js";
import { getDouyinMiniCode } from "./user/kh/getDouyinMiniCode.js";
import { getQQMiniCode } from "./user/kh/getQQMiniCode.js";
import { getWeixinMPqrcode } from "./user/kh/getWeixinMPqrcode.js";
import { getWeixinMPscheme } from "./user/kh/getWeixinMPscheme.js";
import { getWeixinMPurl } from "./user/kh/getWeixinMPurl.js";
import { unbindDouyin } from "./user/kh/unbindDouyin.js";
import { unbindQQ } from "./user/kh/unbindQQ.js";
import { unbindWeixin } from "./user/kh/unbindWeixin.js";
import { code2SessionDouyin } from "./user/pub/code2SessionDouyin.js";
import { code2SessionQQ } from "./user/pub/code2SessionQQ.js";
import { code2SessionWeixin } from "./user/pub/code2SessionWeixin.js";
import { getLoginMethods } from "./user/pub/getLoginMethods.js";
import { getOAuthState } from "./user/pub/getOAuthState.js";
import { getPhoneNumber } from "./user/pub/getPhoneNumber.js";
import { getWeiXinJsapiSign } from "./user/pub/getWeiXinJsapiSign.js";
import { linkSocialByMobile } from "./user/pub/linkSocialByMobile.js";
import { loginByDouyin } from "./user/pub/loginByDouyin.js";
import { loginByDouyinPhoneNumber } from "./user/pub/loginByDouyinPhoneNumber.js";
import { loginByQQ } from "./user/pub/loginByQQ.js";
import { loginByWeixin } from "./user/pub/loginByWeixin.js";
import { loginByWeixinPhoneNumber } from "./user/pub/loginByWeixinPhoneNumber.js";

/**
 * The social sign-in routes (issue 11), spread into CONTRACTS. A provider module's bind/unbind/login
 * contracts are listed here too.
 */
export const SOCIAL_CONTRACTS = {
  [bindDouyin.path]: bindDouyin,
  [bindQQ.path]: bindQQ,
  [bindWeixin.path]: bindWeixin,
  [getDouyinMiniCode.path]: getDouyinMiniCode,
  [getQQMiniCode.path]: getQQMiniCode,
  [getWeixinMPqrcode.path]: getWeixinMPqrcode,
  [getWeixinMPscheme.path]: getWeixinMPscheme,
  [getWeixinMPurl.path]: getWeixinMPurl,
  [unbindDouyin.path]: unbindDouyin,
  [unbindQQ.path]: unbindQQ,
  [unbindWeixin.path]: unbindWeixin,
  [code2SessionDouyin.path]: code2SessionDouyin,
  [code2SessionQQ.path]: code2SessionQQ,
  [code2SessionWeixin.path]: code2SessionWeixin,
  [getLoginMethods.path]: getLoginMethods,
  [getOAuthState.path]: getOAuthState,
  [getPhoneNumber.path]: getPhoneNumber,
  [getWeiXinJsapiSign.path]: getWeiXinJsapiSign,
  [linkSocialByMobile.path]: linkSocialByMobile,
  [loginByDouyin.path]: loginByDouyin,
  [loginByDouyinPhoneNumber.path]: loginByDouyinPhoneNumber,
  [loginByQQ.path]: loginByQQ,
  [loginByWeixin.path]: loginByWeixin,
  [loginByWeixinPhoneNumber.path]: loginByWeixinPhoneNumber,
} as const;

export {
  bindDouyin,
  bindQQ,
  bindWeixin,
  code2SessionDouyin,
  code2SessionQQ,
  code2SessionWeixin,
  getDouyinMiniCode,
  getLoginMethods,
  getOAuthState,
  getPhoneNumber,
  getQQMiniCode,
  getWeiXinJsapiSign,
  getWeixinMPqrcode,
  getWeixinMPscheme,
  getWeixinMPurl,
  linkSocialByMobile,
  loginByDouyin,
  loginByDouyinPhoneNumber,
  loginByQQ,
  loginByWeixin,
  loginByWeixinPhoneNumber,
  unbindDouyin,
  unbindQQ,
  unbindWeixin,
};
