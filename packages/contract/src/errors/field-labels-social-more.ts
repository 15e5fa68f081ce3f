import type { Texts } from "../i18n/texts.js";

/**
 * Labels of the Alipay, Huawei, Apple and univerify routes' input fields, and of those providers' ids
 * (said by `{param}` in the social errors), spread into FIELD_LABELS.
 */
export const SOCIAL_MORE_FIELD_LABELS = {
  identityToken: { "zh-Hans": "身份令牌", "zh-Hant": "身分令牌", en: "Identity token" },
  nonce: { "zh-Hans": "随机串", "zh-Hant": "隨機串", en: "Nonce" },
  clientId: { "zh-Hans": "客户端ID", "zh-Hant": "用戶端ID", en: "Client ID" },
  describe: { "zh-Hans": "描述", "zh-Hant": "描述", en: "Description" },
  fullName: { "zh-Hans": "姓名", "zh-Hant": "姓名", en: "Full name" },
  access_token: { "zh-Hans": "访问令牌", "zh-Hant": "存取權杖", en: "Access token" },
  openid: { "zh-Hans": "用户标识", "zh-Hant": "使用者標識", en: "OpenID" },
  state: { "zh-Hans": "状态参数", "zh-Hant": "狀態參數", en: "State" },
  page: { "zh-Hans": "页面", "zh-Hant": "頁面", en: "Page" },
  scene: { "zh-Hans": "场景值", "zh-Hant": "場景值", en: "Scene" },
  alipay: { "zh-Hans": "支付宝", "zh-Hant": "支付寶", en: "Alipay" },
  huawei: { "zh-Hans": "华为", "zh-Hant": "華為", en: "Huawei" },
  apple: { "zh-Hans": "苹果", "zh-Hant": "蘋果", en: "Apple" },
  univerify: { "zh-Hans": "一键登录", "zh-Hant": "一鍵登入", en: "One-tap sign-in" },
} as const satisfies Record<string, Texts>;
