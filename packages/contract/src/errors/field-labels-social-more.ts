import type { Texts } from "../i18n/texts.js";

/**
 * Labels of the Alipay, Huawei, Apple and univerify routes' own input fields, spread into FIELD_LABELS
 * (the shared social fields and the provider names are in social-labels.ts).
 */
export const SOCIAL_MORE_FIELD_LABELS = {
  identityToken: {
    "zh-Hans": "身份令牌",
    "zh-Hant": "身分令牌",
    en: "Identity token",
    es: "Token de identidad",
    fr: "Jeton d’identité",
  },
  nonce: { "zh-Hans": "随机串", "zh-Hant": "隨機串", en: "Nonce", es: "Nonce", fr: "Nonce" },
  clientId: {
    "zh-Hans": "客户端ID",
    "zh-Hant": "用戶端ID",
    en: "Client ID",
    es: "ID de cliente",
    fr: "ID client",
  },
  describe: { "zh-Hans": "描述", "zh-Hant": "描述", en: "Description", es: "Descripción", fr: "Description" },
  fullName: {
    "zh-Hans": "姓名",
    "zh-Hant": "姓名",
    en: "Full name",
    es: "Nombre completo",
    fr: "Nom complet",
  },
  access_token: {
    "zh-Hans": "访问令牌",
    "zh-Hant": "存取權杖",
    en: "Access token",
    es: "Token de acceso",
    fr: "Jeton d’accès",
  },
  openid: { "zh-Hans": "用户标识", "zh-Hant": "使用者標識", en: "OpenID", es: "OpenID", fr: "OpenID" },
} as const satisfies Record<string, Texts>;
