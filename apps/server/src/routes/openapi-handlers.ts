/** The handlers of the open-API demo routes (template/openapi, issue 14), re-exported by handlers.ts. */
export { default as openapiDouyinImgSecCheck } from "./template/openapi/douyin/kh/imgSecCheck.js";
export { default as openapiDouyinMsgSecCheck } from "./template/openapi/douyin/kh/msgSecCheck.js";
export { default as openapiQQImgSecCheck } from "./template/openapi/qq/kh/imgSecCheck.js";
export { default as openapiQQMsgSecCheck } from "./template/openapi/qq/kh/msgSecCheck.js";
export { default as openapiWeixinImgSecCheck } from "./template/openapi/weixin/kh/imgSecCheck.js";
export { default as openapiWeixinMsgSecCheck } from "./template/openapi/weixin/kh/msgSecCheck.js";
export { default as openapiWeixinSendMessage } from "./template/openapi/weixin/kh/sendMessage.js";
