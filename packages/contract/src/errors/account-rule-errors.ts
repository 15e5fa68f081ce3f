import type { Texts } from "../i18n/texts.js";
import type { PasswordProblem } from "../validators/password-policy.js";

const entry = (code: number, messages: Texts) => ({ code, messages });

/**
 * Roster's errors of the account rules (91400-91499): the password policy, consent to the terms, sign-up
 * tickets. Spread into ERRORS (catalogue.ts); kept in a module of their own so that the web can show the
 * password messages while the person types without loading the whole catalogue.
 */
export const ACCOUNT_RULE_ERRORS = {
  /** Roster: a new password is shorter than the policy allows (`{min}` characters). */
  passwordTooShort: entry(91400, {
    "zh-Hans": "密码至少需要{min}个字符",
    "zh-Hant": "密碼至少需要{min}個字元",
    en: "The password needs at least {min} characters",
    es: "La contraseña debe tener al menos {min} caracteres",
    fr: "Le mot de passe doit comporter au moins {min} caractères",
  }),
  /** Roster: a new password is longer than the policy allows (`{max}` characters). */
  passwordTooLong: entry(91401, {
    "zh-Hans": "密码不能超过{max}个字符",
    "zh-Hant": "密碼不能超過{max}個字元",
    en: "The password must have at most {max} characters",
    es: "La contraseña debe tener como máximo {max} caracteres",
    fr: "Le mot de passe doit comporter au plus {max} caractères",
  }),
  /** Roster: a new password holds a control character (a tab, a line break, NUL...). */
  passwordControlCharacter: entry(91402, {
    "zh-Hans": "密码不能包含控制字符（如换行、制表符）",
    "zh-Hant": "密碼不能包含控制字元（如換行、定位字元）",
    en: "The password must not contain control characters (line breaks, tabs...)",
    es: "La contraseña no debe contener caracteres de control (saltos de línea, tabulaciones...)",
    fr: "Le mot de passe ne doit pas contenir de caractères de contrôle (sauts de ligne, tabulations…)",
  }),
  /** Roster: a new password is among the common or breached passwords: guessed first by attackers. */
  passwordTooCommon: entry(91403, {
    "zh-Hans": "这个密码太常见或已在泄露中出现，请换一个",
    "zh-Hant": "這個密碼太常見或已在外洩中出現，請換一個",
    en: "This password is too common or has appeared in a breach: choose another",
    es: "Esta contraseña es demasiado común o ha aparecido en una filtración: elige otra",
    fr: "Ce mot de passe est trop courant ou a fuité : choisissez-en un autre",
  }),
  /** Roster: a new password contains the account's username. */
  passwordContainsUsername: entry(91404, {
    "zh-Hans": "密码不能包含您的用户名",
    "zh-Hant": "密碼不能包含您的使用者名稱",
    en: "The password must not contain your username",
    es: "La contraseña no debe contener tu nombre de usuario",
    fr: "Le mot de passe ne doit pas contenir votre nom d’utilisateur",
  }),
  /** Roster: a new password contains the account's mobile number. */
  passwordContainsMobile: entry(91405, {
    "zh-Hans": "密码不能包含您的手机号",
    "zh-Hant": "密碼不能包含您的手機號",
    en: "The password must not contain your mobile number",
    es: "La contraseña no debe contener tu número de móvil",
    fr: "Le mot de passe ne doit pas contenir votre numéro de mobile",
  }),
  /** Roster: a new password contains the account's e-mail address (its part before the @). */
  passwordContainsEmail: entry(91406, {
    "zh-Hans": "密码不能包含您的邮箱地址",
    "zh-Hant": "密碼不能包含您的電子郵件地址",
    en: "The password must not contain your e-mail address",
    es: "La contraseña no debe contener tu correo electrónico",
    fr: "Le mot de passe ne doit pas contenir votre adresse e-mail",
  }),
  /** Roster: registration without accepting the terms and privacy policy, where they are required. */
  consentRequired: entry(91410, {
    "zh-Hans": "请先阅读并同意用户协议和隐私政策",
    "zh-Hant": "請先閱讀並同意使用者協議和隱私權政策",
    en: "Read and accept the terms of service and the privacy policy first",
    es: "Primero lee y acepta las condiciones del servicio y la política de privacidad",
    fr: "Lisez et acceptez d’abord les conditions d’utilisation et la politique de confidentialité",
  }),
  /** Roster: the accepted terms are not the current version (`{version}`): they changed meanwhile. */
  termsVersionOutdated: entry(91411, {
    "zh-Hans": "用户协议或隐私政策已更新（版本{version}），请重新阅读并同意",
    "zh-Hant": "使用者協議或隱私權政策已更新（版本{version}），請重新閱讀並同意",
    en: "The terms of service or privacy policy have changed (version {version}): read and accept them again",
    es: "Las condiciones del servicio o la política de privacidad han cambiado (versión {version}): léelas y acéptalas de nuevo",
    fr: "Les conditions d’utilisation ou la politique de confidentialité ont changé (version {version}) : lisez-les et acceptez-les à nouveau",
  }),
  /** Roster: a sign-up ticket that is forged, expired or for another mobile or e-mail. */
  registerTicketInvalid: entry(91420, {
    "zh-Hans": "注册已过期，请重新验证手机号或邮箱",
    "zh-Hant": "註冊已過期，請重新驗證手機號或電子郵件",
    en: "This sign-up has expired: verify your mobile number or e-mail address again",
    es: "Este registro ha caducado: verifica de nuevo tu número de móvil o tu correo electrónico",
    fr: "Cette inscription a expiré : vérifiez à nouveau votre numéro de mobile ou votre adresse e-mail",
  }),
} as const satisfies Record<string, { code: number; messages: Texts }>;

/** The error of each password problem but `legacyRule` (that one answers -1 with the seed's message). */
export const PASSWORD_PROBLEM_ERRORS = {
  tooShort: "passwordTooShort",
  tooLong: "passwordTooLong",
  controlCharacter: "passwordControlCharacter",
  common: "passwordTooCommon",
  containsUsername: "passwordContainsUsername",
  containsMobile: "passwordContainsMobile",
  containsEmail: "passwordContainsEmail",
} as const satisfies Record<Exclude<PasswordProblem, "legacyRule">, keyof typeof ACCOUNT_RULE_ERRORS>;
