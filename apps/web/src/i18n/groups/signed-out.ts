import { textGroup } from "../texts";

/**
 * Texts of the socket client: why this device was signed out (said over the login page after a forced
 * sign-out) and its own messages. Registered when the socket client loads.
 */
export const signedOutTexts = textGroup({
  en: {
    signedOut: {
      title: "You were signed out",
      revoked: "This device's session was ended from another device or by an administrator.",
      passwordChanged:
        "Your password was changed, so every device was signed out. Sign in with the new password.",
      disabled: "Your account was disabled. Contact an administrator if you think this is a mistake.",
      deleted: "Your account was deleted, on another device or by an administrator.",
      sessionCap:
        "Your account is signed in on too many devices, so the oldest sign-in, this device's, was ended.",
      signedOutElsewhere: "You were signed out on this device from another device.",
      invalidToken: "Your sign-in on this device is no longer valid. Please sign in again.",
    },
    socket: {
      urlRequired: "Pass the url of the WebSocket object",
    },
  },
  es: {
    signedOut: {
      title: "Se ha cerrado tu sesión",
      revoked: "La sesión de este dispositivo se cerró desde otro dispositivo o la cerró un administrador.",
      passwordChanged:
        "Se cambió tu contraseña, así que se cerró la sesión en todos los dispositivos. Inicia sesión con la contraseña nueva.",
      disabled: "Tu cuenta se ha desactivado. Contacta con un administrador si crees que es un error.",
      deleted: "Tu cuenta se ha eliminado, desde otro dispositivo o por un administrador.",
      sessionCap:
        "Tu cuenta tiene la sesión iniciada en demasiados dispositivos, así que se cerró la más antigua, la de este dispositivo.",
      signedOutElsewhere: "Se cerró tu sesión en este dispositivo desde otro dispositivo.",
      invalidToken: "Tu sesión en este dispositivo ya no es válida. Vuelve a iniciar sesión.",
    },
    socket: { urlRequired: "Pasa la url del objeto WebSocket" },
  },
  fr: {
    signedOut: {
      title: "Vous avez été déconnecté",
      revoked: "La session de cet appareil a été fermée depuis un autre appareil ou par un administrateur.",
      passwordChanged:
        "Votre mot de passe a été modifié : tous les appareils ont donc été déconnectés. Connectez-vous avec le nouveau mot de passe.",
      disabled:
        "Votre compte a été désactivé. Contactez un administrateur si vous pensez qu’il s’agit d’une erreur.",
      deleted: "Votre compte a été supprimé, depuis un autre appareil ou par un administrateur.",
      sessionCap:
        "Votre compte est connecté sur trop d’appareils : la connexion la plus ancienne, celle de cet appareil, a donc été fermée.",
      signedOutElsewhere: "Vous avez été déconnecté de cet appareil depuis un autre appareil.",
      invalidToken: "Votre connexion sur cet appareil n’est plus valide. Reconnectez-vous.",
    },
    socket: { urlRequired: "Passez l’url de l’objet WebSocket" },
  },
  "zh-Hans": {
    signedOut: {
      title: "您已退出登录",
      revoked: "本设备的登录已在其他设备上或被管理员结束。",
      passwordChanged: "您的密码已修改，所有设备都已退出登录。请使用新密码登录。",
      disabled: "您的账号已被禁用。如有疑问，请联系管理员。",
      deleted: "您的账号已在其他设备上或被管理员注销。",
      sessionCap: "您的账号登录的设备过多，最早登录的本设备已退出登录。",
      signedOutElsewhere: "您已在其他设备上将本设备退出登录。",
      invalidToken: "本设备的登录状态已失效，请重新登录。",
    },
    socket: {
      urlRequired: "请传入 WebSocket 的 url 参数",
    },
  },
  "zh-Hant": {
    signedOut: {
      title: "您已登出",
      revoked: "本裝置的登入已在其他裝置上或被管理員結束。",
      passwordChanged: "您的密碼已修改，所有裝置都已登出。請使用新密碼登入。",
      disabled: "您的帳號已被停用。如有疑問，請聯絡管理員。",
      deleted: "您的帳號已在其他裝置上或被管理員註銷。",
      sessionCap: "您的帳號登入的裝置過多，最早登入的本裝置已登出。",
      signedOutElsewhere: "您已在其他裝置上將本裝置登出。",
      invalidToken: "本裝置的登入狀態已失效，請重新登入。",
    },
    socket: {
      urlRequired: "請傳入 WebSocket 的 url 參數",
    },
  },
});
