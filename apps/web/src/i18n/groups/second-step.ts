import { textGroup } from "../texts";

/** The sign-in's second step (issue 29): an authenticator code, or a recovery code. */
export const secondStepTexts = textGroup({
  secondStep: {
    title: {
      en: "Two-step verification",
      es: "Verificación en dos pasos",
      fr: "Validation en deux étapes",
      "zh-Hans": "两步验证",
      "zh-Hant": "兩步驗證",
    },
    totpHint: {
      en: "Enter the 6-digit code your authenticator app shows for this account.",
      es: "Introduce el código de 6 dígitos que muestra tu aplicación de autenticación para esta cuenta.",
      fr: "Saisissez le code à 6 chiffres affiché par votre application d’authentification pour ce compte.",
      "zh-Hans": "请输入身份验证器应用为此账号显示的 6 位验证码。",
      "zh-Hant": "請輸入身分驗證器應用程式為此帳號顯示的 6 位驗證碼。",
    },
    recoveryHint: {
      en: "Enter one of the recovery codes you saved. Each code works once.",
      es: "Introduce uno de los códigos de recuperación que guardaste. Cada código funciona una vez.",
      fr: "Saisissez l’un des codes de récupération que vous avez conservés. Chaque code ne sert qu’une fois.",
      "zh-Hans": "请输入您保存的一个恢复码。每个恢复码只能使用一次。",
      "zh-Hant": "請輸入您保存的一個復原碼。每個復原碼只能使用一次。",
    },
    totpLabel: {
      en: "Authenticator code",
      es: "Código de autenticación",
      fr: "Code d’authentification",
      "zh-Hans": "身份验证器验证码",
      "zh-Hant": "身分驗證器驗證碼",
    },
    recoveryLabel: {
      en: "Recovery code",
      es: "Código de recuperación",
      fr: "Code de récupération",
      "zh-Hans": "恢复码",
      "zh-Hant": "復原碼",
    },
    useRecovery: {
      en: "Use a recovery code instead",
      es: "Usar un código de recuperación",
      fr: "Utiliser plutôt un code de récupération",
      "zh-Hans": "改用恢复码",
      "zh-Hant": "改用復原碼",
    },
    useTotp: {
      en: "Use the authenticator app instead",
      es: "Usar la aplicación de autenticación",
      fr: "Utiliser plutôt l’application d’authentification",
      "zh-Hans": "改用身份验证器应用",
      "zh-Hant": "改用身分驗證器應用程式",
    },
    submit: {
      en: "Verify",
      es: "Verificar",
      fr: "Valider",
      "zh-Hans": "验证",
      "zh-Hant": "驗證",
    },
    back: {
      en: "Back to sign in",
      es: "Volver al inicio de sesión",
      fr: "Retour à la connexion",
      "zh-Hans": "返回登录",
      "zh-Hant": "返回登入",
    },
    triesLeft: {
      en: "{msg} ({count} tries left)",
      es: "{msg} (quedan {count} intentos)",
      fr: "{msg} (encore {count} essais)",
      "zh-Hans": "{msg}（还可尝试 {count} 次）",
      "zh-Hant": "{msg}（還可嘗試 {count} 次）",
    },
  },
});
