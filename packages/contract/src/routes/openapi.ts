import { openapiDouyinImgSecCheck } from "./template/openapi/douyin/kh/imgSecCheck.js";
import { openapiDouyinMsgSecCheck } from "./template/openapi/douyin/kh/msgSecCheck.js";
import { openapiQQImgSecCheck } from "./template/openapi/qq/kh/imgSecCheck.js";
import { openapiQQMsgSecCheck } from "./template/openapi/qq/kh/msgSecCheck.js";
import { openapiWeixinImgSecCheck } from "./template/openapi/weixin/kh/imgSecCheck.js";
import { openapiWeixinMsgSecCheck } from "./template/openapi/weixin/kh/msgSecCheck.js";
import { openapiWeixinSendMessage } from "./template/openapi/weixin/kh/sendMessage.js";

/** The open-API demo routes (content checks, subscribe message), spread into CONTRACTS. */
export const OPENAPI_CONTRACTS = {
  [openapiDouyinImgSecCheck.path]: openapiDouyinImgSecCheck,
  [openapiDouyinMsgSecCheck.path]: openapiDouyinMsgSecCheck,
  [openapiQQImgSecCheck.path]: openapiQQImgSecCheck,
  [openapiQQMsgSecCheck.path]: openapiQQMsgSecCheck,
  [openapiWeixinImgSecCheck.path]: openapiWeixinImgSecCheck,
  [openapiWeixinMsgSecCheck.path]: openapiWeixinMsgSecCheck,
  [openapiWeixinSendMessage.path]: openapiWeixinSendMessage,
} as const;

export {
  openapiDouyinImgSecCheck,
  openapiDouyinMsgSecCheck,
  openapiQQImgSecCheck,
  openapiQQMsgSecCheck,
  openapiWeixinImgSecCheck,
  openapiWeixinMsgSecCheck,
  openapiWeixinSendMessage,
};
