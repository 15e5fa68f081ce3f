import type { Texts } from "../i18n/texts.js";

/** One catalogue entry (the shape of catalogue.ts's ErrorEntry). */
const entry = (code: number, messages: Texts) => ({ code, messages });

const ALIPAY_FAILED = {
  "zh-Hans": "获取支付宝账号失败",
  "zh-Hant": "獲取支付寶帳號失敗",
  en: "Failed to get the Alipay account",
  es: "No se pudo obtener la cuenta de Alipay",
  fr: "Impossible d’obtenir le compte Alipay",
};
const APPLE_FAILED = {
  "zh-Hans": "获取苹果账号失败",
  "zh-Hant": "獲取蘋果帳號失敗",
  en: "Failed to get the Apple account",
  es: "No se pudo obtener la cuenta de Apple",
  fr: "Impossible d’obtenir le compte Apple",
};
const EXISTS = {
  "zh-Hans": "此账号已注册",
  "zh-Hant": "此帳號已註冊",
  en: "This account is already registered",
  es: "Esta cuenta ya está registrada",
  fr: "Ce compte est déjà inscrit",
};
const NOT_EXISTS = {
  "zh-Hans": "此账号尚未注册",
  "zh-Hant": "此帳號尚未註冊",
  en: "This account is not registered yet",
  es: "Esta cuenta aún no está registrada",
  fr: "Ce compte n’est pas encore inscrit",
};

/**
 * Errors of the Alipay, Huawei, Apple and univerify sign-in providers, spread into ERRORS. Numbers below
 * 91300 are uni-id's (reference §11.1); 91300-91399 are Roster's.
 */
export const SOCIAL_PROTOCOL_ERRORS = {
  /** uni-id 10501: Alipay refused the authorization code exchange (other than an invalid code). */
  alipayAccountFailed: entry(10501, ALIPAY_FAILED),
  /** uni-id 10502: `type: "register"` but an account already has this Alipay identity. */
  alipayAccountExists: entry(10502, EXISTS),
  /** uni-id 10503: `type: "login"` but no account has this Alipay identity. */
  alipayAccountNotExists: entry(10503, NOT_EXISTS),
  /** uni-id 60401: binding Alipay failed because Alipay refused the code. */
  alipayBindFailed: entry(60401, ALIPAY_FAILED),
  /** uni-id 10601: `type: "register"` but the univerify mobile already has an account. */
  univerifyAccountExists: entry(10601, EXISTS),
  /** uni-id 10602: `type: "login"` but the univerify mobile has no account. */
  univerifyAccountNotExists: entry(10602, NOT_EXISTS),
  /** uni-id 10701: the Apple identity token has no `sub`. */
  appleNoSubject: entry(10701, APPLE_FAILED),
  /** uni-id 10702: the Apple identity token's `aud` is none of APPLE_CLIENT_IDS. */
  appleAudienceMismatch: entry(10702, APPLE_FAILED),
  /** uni-id 10703: `type: "register"` but an account already has this Apple identity. */
  appleAccountExists: entry(10703, EXISTS),
  /** uni-id 10704: `type: "login"` but no account has this Apple identity. */
  appleAccountNotExists: entry(10704, NOT_EXISTS),
  /** uni-id 10705: the Apple identity token is malformed, not RS256, signed by no Apple key, or tampered. */
  appleSignatureInvalid: entry(10705, APPLE_FAILED),
  /** uni-id 10706: the Apple identity token's `iss` is not https://appleid.apple.com. */
  appleIssuerInvalid: entry(10706, APPLE_FAILED),
  /** Roster: Alipay answered 40002 isv.code-invalid (used, expired or unknown authorization code). */
  alipayCodeInvalid: entry(91301, {
    "zh-Hans": "支付宝授权码无效或已过期，请重新获取",
    "zh-Hant": "支付寶授權碼無效或已過期，請重新獲取",
    en: "The Alipay authorization code is invalid or expired; get a new one",
    es: "El código de autorización de Alipay no es válido o ha caducado; obtén uno nuevo",
    fr: "Le code d’autorisation Alipay n’est pas valide ou a expiré ; obtenez-en un nouveau",
  }),
  /** Roster: an Alipay answer failed its signature check with ALIPAY_PUBLIC_KEY (or had none). */
  alipayResponseUnverified: entry(91302, {
    "zh-Hans": "支付宝返回数据验签失败",
    "zh-Hant": "支付寶返回資料驗簽失敗",
    en: "Alipay's answer failed its signature check",
    es: "La respuesta de Alipay no ha superado la comprobación de firma",
    fr: "La réponse d’Alipay n’a pas passé la vérification de signature",
  }),
  /** Roster: alipay.open.app.qrcode.create failed; `providerCode` in the body says why. */
  alipayMiniCodeFailed: entry(91303, {
    "zh-Hans": "生成支付宝小程序码失败",
    "zh-Hant": "生成支付寶小程式碼失敗",
    en: "Failed to create the Alipay mini-program code",
    es: "No se pudo crear el código del miniprograma de Alipay",
    fr: "Impossible de créer le code du mini-programme Alipay",
  }),
  /** Roster: Huawei refused the code exchange or the account query. */
  huaweiAccountFailed: entry(91310, {
    "zh-Hans": "获取华为账号失败",
    "zh-Hant": "獲取華為帳號失敗",
    en: "Failed to get the Huawei account",
    es: "No se pudo obtener la cuenta de Huawei",
    fr: "Impossible d’obtenir le compte Huawei",
  }),
  /** Roster: Huawei's id_token failed verification (signature, issuer, audience or expiry). */
  huaweiIdTokenInvalid: entry(91311, {
    "zh-Hans": "华为身份令牌校验失败",
    "zh-Hant": "華為身分令牌校驗失敗",
    en: "The Huawei identity token failed verification",
    es: "El token de identidad de Huawei no ha superado la verificación",
    fr: "Le jeton d’identité Huawei n’a pas passé la vérification",
  }),
  /** Roster: the Huawei account gave no usable mobile number (no phone scope, or not a mainland number). */
  huaweiPhoneMissing: entry(91312, {
    "zh-Hans": "未获取到华为账号的手机号",
    "zh-Hant": "未獲取到華為帳號的手機號",
    en: "The Huawei account gave no mobile number",
    es: "La cuenta de Huawei no ha facilitado ningún número de móvil",
    fr: "Le compte Huawei n’a fourni aucun numéro de mobile",
  }),
  /** Roster: the Apple identity token has expired. */
  appleTokenExpired: entry(91320, {
    "zh-Hans": "苹果身份令牌已过期，请重新登录",
    "zh-Hant": "蘋果身分令牌已過期，請重新登入",
    en: "The Apple identity token has expired; sign in again",
    es: "El token de identidad de Apple ha caducado; vuelve a iniciar sesión",
    fr: "Le jeton d’identité Apple a expiré ; reconnectez-vous",
  }),
  /** Roster: a nonce was given and the Apple identity token carries another one. */
  appleNonceMismatch: entry(91321, {
    "zh-Hans": "苹果身份令牌的 nonce 不匹配",
    "zh-Hant": "蘋果身分令牌的 nonce 不符",
    en: "The Apple identity token's nonce does not match",
    es: "El nonce del token de identidad de Apple no coincide",
    fr: "Le nonce du jeton d’identité Apple ne correspond pas",
  }),
  /** Roster: the univerify bridge gave no phone number; `providerCode` is DCloud's code (4000-5000). */
  univerifyFailed: entry(91330, {
    "zh-Hans": "一键登录获取手机号失败",
    "zh-Hant": "一鍵登入獲取手機號失敗",
    en: "One-tap sign-in could not get the phone number",
    es: "El inicio de sesión con un toque no ha podido obtener el número de teléfono",
    fr: "La connexion en un geste n’a pas pu obtenir le numéro de téléphone",
  }),
} as const;
