import { bindAlipay } from "./user/kh/bindAlipay.js";
import { bindApple } from "./user/kh/bindApple.js";
import { bindHuawei } from "./user/kh/bindHuawei.js";
import { getAlipayMiniCode } from "./user/kh/getAlipayMiniCode.js";
import { unbindAlipay } from "./user/kh/unbindAlipay.js";
import { unbindApple } from "./user/kh/unbindApple.js";
import { unbindHuawei } from "./user/kh/unbindHuawei.js";
import { code2SessionAlipay } from "./user/pub/code2SessionAlipay.js";
import { code2SessionHuawei } from "./user/pub/code2SessionHuawei.js";
import { loginByAlipay } from "./user/pub/loginByAlipay.js";
import { loginByApple } from "./user/pub/loginByApple.js";
import { loginByHuawei } from "./user/pub/loginByHuawei.js";
import { loginByHuaweiPhoneNumber } from "./user/pub/loginByHuaweiPhoneNumber.js";
import { loginByUniverify } from "./user/pub/loginByUniverify.js";

/** The Alipay, Huawei, Apple and univerify sign-in routes, spread into CONTRACTS. */
export const SOCIAL_MORE_CONTRACTS = {
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
  bindHuawei,
  code2SessionAlipay,
  code2SessionHuawei,
  getAlipayMiniCode,
  loginByAlipay,
  loginByApple,
  loginByHuawei,
  loginByHuaweiPhoneNumber,
  loginByUniverify,
  unbindAlipay,
  unbindApple,
  unbindHuawei,
};
