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
