import { defineTexts, type Locale, localize } from "./i18n/texts.js";

/** Success messages the server puts in `msg` (upstream texts in Chinese, translated). */
export const SUCCESS_MESSAGES = defineTexts({
  loggedIn: {
    "zh-Hans": "登录成功",
    "zh-Hant": "登入成功",
    en: "Signed in",
    es: "Sesión iniciada",
    fr: "Connecté",
  },
  registered: {
    "zh-Hans": "注册成功",
    "zh-Hant": "註冊成功",
    en: "Registered",
    es: "Registrado",
    fr: "Inscrit",
  },
  passwordHashed: {
    "zh-Hans": "密码加密完成",
    "zh-Hant": "密碼加密完成",
    en: "Password hashed",
    es: "Contraseña cifrada",
    fr: "Mot de passe haché",
  },
  alreadyLoggedInToday: {
    "zh-Hans": "今日已登录过",
    "zh-Hant": "今日已登入過",
    en: "Already signed in today",
    es: "Ya has iniciado sesión hoy",
    fr: "Déjà connecté aujourd’hui",
  },
  notLoggedIn: {
    "zh-Hans": "未登录",
    "zh-Hant": "未登入",
    en: "Not signed in",
    es: "No has iniciado sesión",
    fr: "Non connecté",
  },
  upToDate: {
    "zh-Hans": "当前版本已经是最新的，不需要更新",
    "zh-Hant": "目前版本已經是最新的，不需要更新",
    en: "This version is up to date",
    es: "Esta versión está actualizada",
    fr: "Cette version est à jour",
  },
  wgtUpdate: {
    "zh-Hans": "wgt更新",
    "zh-Hant": "wgt更新",
    en: "Resource update available",
    es: "Hay una actualización de recursos disponible",
    fr: "Mise à jour des ressources disponible",
  },
  fullUpdate: {
    "zh-Hans": "整包更新",
    "zh-Hant": "整包更新",
    en: "Full update available",
    es: "Hay una actualización completa disponible",
    fr: "Mise à jour complète disponible",
  },
  querySucceeded: {
    "zh-Hans": "查询成功",
    "zh-Hant": "查詢成功",
    en: "Query succeeded",
    es: "Consulta correcta",
    fr: "Requête réussie",
  },
  ok: { "zh-Hans": "ok", "zh-Hant": "ok", en: "ok", es: "ok", fr: "ok" },
  bound: { "zh-Hans": "绑定成功", "zh-Hant": "綁定成功", en: "Bound", es: "Vinculado", fr: "Associé" },
  unbound: {
    "zh-Hans": "解绑成功",
    "zh-Hant": "解綁成功",
    en: "Unbound",
    es: "Desvinculado",
    fr: "Dissocié",
  },
  mobileChanged: {
    "zh-Hans": "换绑手机号成功！",
    "zh-Hant": "換綁手機號成功！",
    en: "Mobile number changed!",
    es: "¡Número de móvil cambiado!",
    fr: "Numéro de mobile modifié !",
  },
  emailChanged: {
    "zh-Hans": "换绑邮箱成功！",
    "zh-Hant": "換綁郵箱成功！",
    en: "E-mail address changed!",
    es: "¡Correo electrónico cambiado!",
    fr: "Adresse e-mail modifiée !",
  },
  inviteCodeAlreadySet: {
    "zh-Hans": "无需重复设置",
    "zh-Hant": "無需重複設定",
    en: "Your invite code is already set",
    es: "Tu código de invitación ya está definido",
    fr: "Votre code d’invitation est déjà défini",
  },
});

export type SuccessMessage = keyof typeof SUCCESS_MESSAGES;

/** The success message `name` in `locale` (the same as `catalogueText("success", name, locale)`). */
export const successMessage = (name: SuccessMessage, locale: Locale): string =>
  localize(SUCCESS_MESSAGES[name], locale);
