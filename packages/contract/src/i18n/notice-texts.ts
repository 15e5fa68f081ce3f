import { defineTexts } from "./texts.js";

/** The e-mail an account's owner gets after a sign-in from a device the account had not used. */
export const NEW_DEVICE_TEXTS = defineTexts({
  subject: {
    "zh-Hans": "您的 {brand} 账号在新设备上登录",
    "zh-Hant": "您的 {brand} 帳號在新裝置上登入",
    en: "New sign-in to your {brand} account",
    es: "Nuevo inicio de sesión en tu cuenta de {brand}",
    fr: "Nouvelle connexion à votre compte {brand}",
  },
  greeting: {
    "zh-Hans": "{account}，您好：",
    "zh-Hant": "{account}，您好：",
    en: "Hello {account},",
    es: "Hola, {account}:",
    fr: "Bonjour {account},",
  },
  intro: {
    "zh-Hans": "您的 {brand} 账号刚刚在一台之前没有用过的设备上登录：",
    "zh-Hant": "您的 {brand} 帳號剛剛在一台之前沒有用過的裝置上登入：",
    en: "Your {brand} account was just signed in to from a device it had not been used on:",
    es: "Se acaba de iniciar sesión en tu cuenta de {brand} desde un dispositivo que no se había usado antes:",
    fr: "Votre compte {brand} vient d’être utilisé pour se connecter depuis un appareil jamais utilisé auparavant :",
  },
  device: { "zh-Hans": "设备", "zh-Hant": "裝置", en: "Device", es: "Dispositivo", fr: "Appareil" },
  ip: { "zh-Hans": "IP 地址", "zh-Hant": "IP 位址", en: "IP address", es: "Dirección IP", fr: "Adresse IP" },
  time: { "zh-Hans": "时间", "zh-Hant": "時間", en: "Time", es: "Hora", fr: "Heure" },
  unknownDevice: {
    "zh-Hans": "未知设备",
    "zh-Hant": "未知裝置",
    en: "Unknown device",
    es: "Dispositivo desconocido",
    fr: "Appareil inconnu",
  },
  ifYou: {
    "zh-Hans": "如果是您本人登录，无需任何操作。",
    "zh-Hant": "如果是您本人登入，無需任何操作。",
    en: "If this was you, there is nothing to do.",
    es: "Si has sido tú, no tienes que hacer nada.",
    fr: "Si c’était vous, vous n’avez rien à faire.",
  },
  ifNot: {
    "zh-Hans":
      "如果不是您本人，请立即修改密码（所有设备都会退出登录）。您也可以在「个人资料 › 登录设备」中让单个设备退出登录。",
    "zh-Hant":
      "如果不是您本人，請立即修改密碼（所有裝置都會登出）。您也可以在「個人資料 › 登入裝置」中讓單一裝置登出。",
    en: "If it was not, change your password now: that signs out every device. You can also sign out a single device under My profile › Devices.",
    es: "Si no has sido tú, cambia tu contraseña ahora: así se cerrará la sesión en todos los dispositivos. También puedes cerrar la sesión de un solo dispositivo en Mi perfil › Dispositivos.",
    fr: "Sinon, changez votre mot de passe maintenant : tous les appareils seront déconnectés. Vous pouvez aussi déconnecter un seul appareil dans Mon profil › Appareils.",
  },
});

/**
 * The e-mail an account's owner gets after a change to how the account signs in (issue 29): a second factor
 * added or removed, new recovery codes, a recovery code used, factors removed by an administrator.
 */
export const SECURITY_CHANGE_TEXTS = defineTexts({
  subject: {
    "zh-Hans": "您的 {brand} 账号的登录安全设置有变动",
    "zh-Hant": "您的 {brand} 帳號的登入安全設定有變動",
    en: "A change to how your {brand} account signs in",
    es: "Un cambio en cómo se inicia sesión en tu cuenta de {brand}",
    fr: "Un changement dans la connexion à votre compte {brand}",
  },
  greeting: {
    "zh-Hans": "{account}，您好：",
    "zh-Hant": "{account}，您好：",
    en: "Hello {account},",
    es: "Hola, {account}:",
    fr: "Bonjour {account},",
  },
  totpAdded: {
    "zh-Hans": "您的账号添加了身份验证器应用，今后登录时需要输入它的验证码。",
    "zh-Hant": "您的帳號新增了身分驗證器應用程式，今後登入時需要輸入它的驗證碼。",
    en: "An authenticator app was added to your account: signing in now asks for its code.",
    es: "Se añadió una aplicación de autenticación a tu cuenta: ahora el inicio de sesión pide su código.",
    fr: "Une application d’authentification a été ajoutée à votre compte : la connexion demande désormais son code.",
  },
  factorRemoved: {
    "zh-Hans": "您的账号移除了一个两步验证方式。",
    "zh-Hant": "您的帳號移除了一個兩步驗證方式。",
    en: "A second factor was removed from your account.",
    es: "Se quitó un segundo factor de tu cuenta.",
    fr: "Un second facteur a été retiré de votre compte.",
  },
  recoveryCodesMade: {
    "zh-Hans": "您的账号生成了一组新的恢复码，旧的恢复码已失效。",
    "zh-Hant": "您的帳號產生了一組新的復原碼，舊的復原碼已失效。",
    en: "New recovery codes were made for your account; the old ones no longer work.",
    es: "Se crearon nuevos códigos de recuperación para tu cuenta; los anteriores ya no funcionan.",
    fr: "De nouveaux codes de récupération ont été créés pour votre compte ; les anciens ne fonctionnent plus.",
  },
  recoveryCodeUsed: {
    "zh-Hans": "有人使用您的一个恢复码登录了您的账号。",
    "zh-Hant": "有人使用您的一個復原碼登入了您的帳號。",
    en: "One of your recovery codes was used to sign in to your account.",
    es: "Se usó uno de tus códigos de recuperación para iniciar sesión en tu cuenta.",
    fr: "L’un de vos codes de récupération a servi à se connecter à votre compte.",
  },
  factorsRemovedByAdmin: {
    "zh-Hans": "管理员移除了您账号的全部两步验证方式，现在只凭密码即可登录。",
    "zh-Hant": "管理員移除了您帳號的全部兩步驗證方式，現在只憑密碼即可登入。",
    en: "An administrator removed every second factor of your account: it now signs in with its password alone.",
    es: "Un administrador quitó todos los segundos factores de tu cuenta: ahora se inicia sesión solo con la contraseña.",
    fr: "Un administrateur a retiré tous les seconds facteurs de votre compte : il se connecte désormais avec le seul mot de passe.",
  },
  time: { "zh-Hans": "时间", "zh-Hant": "時間", en: "Time", es: "Hora", fr: "Heure" },
  ifYou: {
    "zh-Hans": "如果是您本人的操作，无需任何处理。",
    "zh-Hant": "如果是您本人的操作，無需任何處理。",
    en: "If this was you, there is nothing to do.",
    es: "Si has sido tú, no tienes que hacer nada.",
    fr: "Si c’était vous, vous n’avez rien à faire.",
  },
  ifNot: {
    "zh-Hans":
      "如果不是您本人，请立即修改密码（所有设备都会退出登录），并在「个人资料 › 登录与安全」中检查两步验证。",
    "zh-Hant":
      "如果不是您本人，請立即修改密碼（所有裝置都會登出），並在「個人資料 › 登入與安全」中檢查兩步驗證。",
    en: "If it was not, change your password now (that signs out every device) and check My profile › Sign-in and security.",
    es: "Si no has sido tú, cambia tu contraseña ahora (así se cerrará la sesión en todos los dispositivos) y revisa Mi perfil › Inicio de sesión y seguridad.",
    fr: "Sinon, changez votre mot de passe maintenant (tous les appareils seront déconnectés) et vérifiez Mon profil › Connexion et sécurité.",
  },
});
