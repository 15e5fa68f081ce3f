import { textGroup } from "../texts";

/**
 * Texts of the socket client: why this device was signed out (said over the login page after a forced
 * sign-out) and its own messages. Registered when the socket client loads.
 */
export const signedOutTexts = textGroup({
  signedOut: {
    title: {
      en: "You were signed out",
      es: "Se ha cerrado tu sesión",
      fr: "Vous avez été déconnecté",
      "zh-Hans": "您已退出登录",
      "zh-Hant": "您已登出",
    },
    revoked: {
      en: "This device's session was ended from another device or by an administrator.",
      es: "La sesión de este dispositivo se cerró desde otro dispositivo o la cerró un administrador.",
      fr: "La session de cet appareil a été fermée depuis un autre appareil ou par un administrateur.",
      "zh-Hans": "本设备的登录已在其他设备上或被管理员结束。",
      "zh-Hant": "本裝置的登入已在其他裝置上或被管理員結束。",
    },
    passwordChanged: {
      en: "Your password was changed, so every device was signed out. Sign in with the new password.",
      es: "Se cambió tu contraseña, así que se cerró la sesión en todos los dispositivos. Inicia sesión con la contraseña nueva.",
      fr: "Votre mot de passe a été modifié : tous les appareils ont donc été déconnectés. Connectez-vous avec le nouveau mot de passe.",
      "zh-Hans": "您的密码已修改，所有设备都已退出登录。请使用新密码登录。",
      "zh-Hant": "您的密碼已修改，所有裝置都已登出。請使用新密碼登入。",
    },
    disabled: {
      en: "Your account was disabled. Contact an administrator if you think this is a mistake.",
      es: "Tu cuenta se ha desactivado. Contacta con un administrador si crees que es un error.",
      fr: "Votre compte a été désactivé. Contactez un administrateur si vous pensez qu’il s’agit d’une erreur.",
      "zh-Hans": "您的账号已被禁用。如有疑问，请联系管理员。",
      "zh-Hant": "您的帳號已被停用。如有疑問，請聯絡管理員。",
    },
    deleted: {
      en: "Your account was deleted, on another device or by an administrator.",
      es: "Tu cuenta se ha eliminado, desde otro dispositivo o por un administrador.",
      fr: "Votre compte a été supprimé, depuis un autre appareil ou par un administrateur.",
      "zh-Hans": "您的账号已在其他设备上或被管理员注销。",
      "zh-Hant": "您的帳號已在其他裝置上或被管理員註銷。",
    },
    sessionCap: {
      en: "Your account is signed in on too many devices, so the oldest sign-in, this device's, was ended.",
      es: "Tu cuenta tiene la sesión iniciada en demasiados dispositivos, así que se cerró la más antigua, la de este dispositivo.",
      fr: "Votre compte est connecté sur trop d’appareils : la connexion la plus ancienne, celle de cet appareil, a donc été fermée.",
      "zh-Hans": "您的账号登录的设备过多，最早登录的本设备已退出登录。",
      "zh-Hant": "您的帳號登入的裝置過多，最早登入的本裝置已登出。",
    },
    signedOutElsewhere: {
      en: "You were signed out on this device from another device.",
      es: "Se cerró tu sesión en este dispositivo desde otro dispositivo.",
      fr: "Vous avez été déconnecté de cet appareil depuis un autre appareil.",
      "zh-Hans": "您已在其他设备上将本设备退出登录。",
      "zh-Hant": "您已在其他裝置上將本裝置登出。",
    },
    invalidToken: {
      en: "Your sign-in on this device is no longer valid. Please sign in again.",
      es: "Tu sesión en este dispositivo ya no es válida. Vuelve a iniciar sesión.",
      fr: "Votre connexion sur cet appareil n’est plus valide. Reconnectez-vous.",
      "zh-Hans": "本设备的登录状态已失效，请重新登录。",
      "zh-Hant": "本裝置的登入狀態已失效，請重新登入。",
    },
  },
  socket: {
    urlRequired: {
      en: "Pass the url of the WebSocket object",
      es: "Pasa la url del objeto WebSocket",
      fr: "Passez l’url de l’objet WebSocket",
      "zh-Hans": "请传入 WebSocket 的 url 参数",
      "zh-Hant": "請傳入 WebSocket 的 url 參數",
    },
  },
});
