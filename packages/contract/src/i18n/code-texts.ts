import type { CodePurpose } from "../schemas/codes.js";
import { defineTexts, type Texts } from "./texts.js";

/** What a verification code is for, as its SMS or e-mail says it ("用于{action}", "to {action}"). */
export const CODE_ACTIONS = defineTexts({
  login: { "zh-Hans": "登录", "zh-Hant": "登入", en: "sign in", es: "iniciar sesión", fr: "vous connecter" },
  register: { "zh-Hans": "注册", "zh-Hant": "註冊", en: "register", es: "registrarte", fr: "vous inscrire" },
  bind: {
    "zh-Hans": "绑定账号",
    "zh-Hant": "綁定帳號",
    en: "link it to your account",
    es: "vincularlo a tu cuenta",
    fr: "l’associer à votre compte",
  },
  unbind: {
    "zh-Hans": "解除绑定",
    "zh-Hant": "解除綁定",
    en: "unlink it from your account",
    es: "desvincularlo de tu cuenta",
    fr: "le dissocier de votre compte",
  },
  "reset-pwd": {
    "zh-Hans": "重置密码",
    "zh-Hant": "重設密碼",
    en: "reset your password",
    es: "restablecer tu contraseña",
    fr: "réinitialiser votre mot de passe",
  },
  "delete-account": {
    "zh-Hans": "注销（删除）您的账号",
    "zh-Hant": "註銷（刪除）您的帳號",
    en: "delete your account",
    es: "eliminar tu cuenta",
    fr: "supprimer votre compte",
  },
}) satisfies Record<CodePurpose, Texts>;

/**
 * The messages that carry a verification code, and the nickname of an account made by code. `{brand}` is
 * the product name, `{action}` one of CODE_ACTIONS, `{minutes}` the code's lifetime.
 */
export const CODE_TEXTS = defineTexts({
  sms: {
    "zh-Hans": "【{brand}】验证码{code}，用于{action}，{minutes}分钟内有效。请勿泄露给他人。",
    "zh-Hant": "【{brand}】驗證碼{code}，用於{action}，{minutes}分鐘內有效。請勿洩露給他人。",
    en: "[{brand}] Your code to {action} is {code}. It is valid for {minutes} minutes. Never share it.",
    es: "[{brand}] Tu código para {action} es {code}. Es válido durante {minutes} minutos. No lo compartas nunca.",
    fr: "[{brand}] Votre code pour {action} est {code}. Il est valable {minutes} minutes. Ne le partagez jamais.",
  },
  emailSubject: {
    "zh-Hans": "{brand} 验证码：{code}",
    "zh-Hant": "{brand} 驗證碼：{code}",
    en: "Your {brand} code: {code}",
    es: "Tu código de {brand}: {code}",
    fr: "Votre code {brand} : {code}",
  },
  emailIntro: {
    "zh-Hans": "您正在{action}，验证码为：",
    "zh-Hant": "您正在{action}，驗證碼為：",
    en: "Your verification code to {action} is:",
    es: "Tu código de verificación para {action} es:",
    fr: "Votre code de vérification pour {action} est :",
  },
  emailValidity: {
    "zh-Hans": "验证码{minutes}分钟内有效，请勿泄露给他人。如非本人操作，请忽略此邮件。",
    "zh-Hant": "驗證碼{minutes}分鐘內有效，請勿洩露給他人。如非本人操作，請忽略此郵件。",
    en: "It is valid for {minutes} minutes. Never share it. If you did not ask for it, ignore this e-mail.",
    es: "Es válido durante {minutes} minutos. No lo compartas nunca. Si no lo has solicitado, ignora este correo.",
    fr: "Il est valable {minutes} minutes. Ne le partagez jamais. Si vous ne l’avez pas demandé, ignorez cet e-mail.",
  },
  mobileNickname: {
    "zh-Hans": "手机尾号{tail}用户",
    "zh-Hant": "手機尾號{tail}用戶",
    en: "User ending {tail}",
    es: "Usuario terminado en {tail}",
    fr: "Utilisateur se terminant par {tail}",
  },
});

/**
 * The `{type}` of code refusals ("SMS verification code is wrong ..."): the channel's code alone, or the
 * old or new one of bindNewMobile / bindNewEmail.
 */
export const CODE_LABELS = defineTexts({
  mobile: { "zh-Hans": "短信", "zh-Hant": "簡訊", en: "SMS", es: "SMS", fr: "SMS" },
  mobileOld: {
    "zh-Hans": "旧手机短信",
    "zh-Hant": "舊手機簡訊",
    en: "Old mobile's SMS",
    es: "SMS del móvil anterior",
    fr: "SMS de l’ancien mobile",
  },
  mobileNew: {
    "zh-Hans": "新手机短信",
    "zh-Hant": "新手機簡訊",
    en: "New mobile's SMS",
    es: "SMS del móvil nuevo",
    fr: "SMS du nouveau mobile",
  },
  email: { "zh-Hans": "邮箱", "zh-Hant": "郵箱", en: "E-mail", es: "Correo electrónico", fr: "E-mail" },
  emailOld: {
    "zh-Hans": "旧邮箱",
    "zh-Hant": "舊郵箱",
    en: "Old e-mail's",
    es: "correo anterior",
    fr: "ancienne adresse e-mail",
  },
  emailNew: {
    "zh-Hans": "新邮箱",
    "zh-Hant": "新郵箱",
    en: "New e-mail's",
    es: "correo nuevo",
    fr: "nouvelle adresse e-mail",
  },
});
