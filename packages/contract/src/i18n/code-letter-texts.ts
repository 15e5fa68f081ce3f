import { defineTexts } from "./texts.js";

/**
 * What a code e-mail says besides the code when the code also travels inside a link token (the CloudBase
 * gateway's activation, address-change and password-reset mails): the token itself, exactly as the app's
 * `activate` / `resetPasswordWithToken` call takes it, and when and from what device the request came, so
 * that the owner of the address can tell a request of theirs from someone else's.
 */
export const CODE_LETTER_TEXTS = defineTexts({
  tokenIntro: {
    "zh-Hans": "如应用要求输入密钥，请原样输入：",
    "zh-Hant": "如應用程式要求輸入金鑰，請原樣輸入：",
    en: "If the app asks for a key, enter this one exactly:",
    es: "Si la app te pide una clave, introduce esta tal cual:",
    fr: "Si l’application vous demande une clé, saisissez celle-ci telle quelle :",
  },
  requestedFrom: {
    "zh-Hans":
      "此请求于 {time} 从 {device}（IP 地址 {ip}）发出。如果不是您本人，请不要使用上面的验证码或密钥。",
    "zh-Hant":
      "此請求於 {time} 從 {device}（IP 位址 {ip}）發出。如果不是您本人，請不要使用上面的驗證碼或金鑰。",
    en: "This was requested on {time} from {device} (IP address {ip}). If that was not you, do not use the code or the key above.",
    es: "Esto se solicitó el {time} desde {device} (dirección IP {ip}). Si no fuiste tú, no uses el código ni la clave de arriba.",
    fr: "Cette demande a été faite le {time} depuis {device} (adresse IP {ip}). Si ce n’était pas vous, n’utilisez ni le code ni la clé ci-dessus.",
  },
});
