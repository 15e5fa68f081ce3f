/** The handlers of the Alipay, Huawei, Apple and univerify sign-in routes, re-exported by handlers.ts. */
export { default as bindAlipay } from "./user/kh/bindAlipay.js";
export { default as bindApple } from "./user/kh/bindApple.js";
export { default as bindHuawei } from "./user/kh/bindHuawei.js";
export { default as getAlipayMiniCode } from "./user/kh/getAlipayMiniCode.js";
export { default as unbindAlipay } from "./user/kh/unbindAlipay.js";
export { default as unbindApple } from "./user/kh/unbindApple.js";
export { default as unbindHuawei } from "./user/kh/unbindHuawei.js";
export { default as code2SessionAlipay } from "./user/pub/code2SessionAlipay.js";
export { default as code2SessionHuawei } from "./user/pub/code2SessionHuawei.js";
export { default as loginByAlipay } from "./user/pub/loginByAlipay.js";
export { default as loginByApple } from "./user/pub/loginByApple.js";
export { default as loginByHuawei } from "./user/pub/loginByHuawei.js";
export { default as loginByHuaweiPhoneNumber } from "./user/pub/loginByHuaweiPhoneNumber.js";
export { default as loginByUniverify } from "./user/pub/loginByUniverify.js";
