import { bindAlipay } from "./user/kh/bindAlipay.js";
import { bindApple } from "./user/kh/bindApple.js";
import { bindDouyin } from "./user/kh/bindDouyin.js";
import { bindHuawei } from "./user/kh/bindHuawei.js";
import { bindQQ } from "./user/kh/bindQQ.js";
import { bindWeixin } from "./user/kh/bindWeixin.js";
import { getAlipayMiniCode } from "./user/kh/getAlipayMiniCode.js";
import { getDouyinMiniCode } from "./user/kh/getDouyinMiniCode.js";
import { getQQMiniCode } from "./user/kh/getQQMiniCode.js";
import { getWeixinMPqrcode } from "./user/kh/getWeixinMPqrcode.js";
import { getWeixinMPscheme } from "./user/kh/getWeixinMPscheme.js";
import { getWeixinMPurl } from "./user/kh/getWeixinMPurl.js";
import { unbindAlipay } from "./user/kh/unbindAlipay.js";
import { unbindApple } from "./user/kh/unbindApple.js";
import { unbindDouyin } from "./user/kh/unbindDouyin.js";
import { unbindHuawei } from "./user/kh/unbindHuawei.js";
import { unbindQQ } from "./user/kh/unbindQQ.js";
import { unbindWeixin } from "./user/kh/unbindWeixin.js";
import { code2SessionAlipay } from "./user/pub/code2SessionAlipay.js";
import { code2SessionDouyin } from "./user/pub/code2SessionDouyin.js";
import { code2SessionHuawei } from "./user/pub/code2SessionHuawei.js";
import { code2SessionQQ } from "./user/pub/code2SessionQQ.js";
import { code2SessionWeixin } from "./user/pub/code2SessionWeixin.js";
import { getLoginMethods } from "./user/pub/getLoginMethods.js";
import { getOAuthState } from "./user/pub/getOAuthState.js";
import { getPhoneNumber } from "./user/pub/getPhoneNumber.js";
import { getWeiXinJsapiSign } from "./user/pub/getWeiXinJsapiSign.js";
import { linkSocialByMobile } from "./user/pub/linkSocialByMobile.js";
import { loginByAlipay } from "./user/pub/loginByAlipay.js";
import { loginByApple } from "./user/pub/loginByApple.js";
import { loginByDouyin } from "./user/pub/loginByDouyin.js";
import { loginByDouyinPhoneNumber } from "./user/pub/loginByDouyinPhoneNumber.js";
import { loginByHuawei } from "./user/pub/loginByHuawei.js";
import { loginByHuaweiPhoneNumber } from "./user/pub/loginByHuaweiPhoneNumber.js";
import { loginByQQ } from "./user/pub/loginByQQ.js";
import { loginByUniverify } from "./user/pub/loginByUniverify.js";
import { loginByWeixin } from "./user/pub/loginByWeixin.js";
import { loginByWeixinPhoneNumber } from "./user/pub/loginByWeixinPhoneNumber.js";

/**
 * The social sign-in routes (issue 11), spread into CONTRACTS: the shared ones (getLoginMethods,
 * getOAuthState, getPhoneNumber, linkSocialByMobile) and every provider's (see providers/).
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
  [bindAlipay.path]: bindAlipay,
  [bindApple.path]: bindApple,
  [bindHuawei.path]: bindHuawei,
  [getAlipayMiniCode.path]: getAlipayMiniCode,
  [unbindAlipay.path]: unbindAlipay,
  [unbindApple.path]: unbindApple,
  [unbindHuawei.path]: unbindHuawei,
  [code2SessionAlipay.path]: code2SessionAlipay,
  [code2SessionHuawei.path]: code2SessionHuawei,
  [loginByAlipay.path]: loginByAlipay,
  [loginByApple.path]: loginByApple,
  [loginByHuawei.path]: loginByHuawei,
  [loginByHuaweiPhoneNumber.path]: loginByHuaweiPhoneNumber,
  [loginByUniverify.path]: loginByUniverify,
} as const;

export {
  bindAlipay,
  bindApple,
  bindDouyin,
  bindHuawei,
  bindQQ,
  bindWeixin,
  code2SessionAlipay,
  code2SessionDouyin,
  code2SessionHuawei,
  code2SessionQQ,
  code2SessionWeixin,
  getAlipayMiniCode,
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
  loginByAlipay,
  loginByApple,
  loginByDouyin,
  loginByDouyinPhoneNumber,
  loginByHuawei,
  loginByHuaweiPhoneNumber,
  loginByQQ,
  loginByUniverify,
  loginByWeixin,
  loginByWeixinPhoneNumber,
  unbindAlipay,
  unbindApple,
  unbindDouyin,
  unbindHuawei,
  unbindQQ,
  unbindWeixin,
};
