import type { Texts } from "../i18n/texts.js";

const entry = (code: number, messages: Texts) => ({ code, messages });

/** Roster's errors of account deletion (`user/kh/deleteAccount`, 91460-91469), spread into ERRORS. */
export const ACCOUNT_DELETION_ERRORS = {
  /** Roster: deleteAccount of an account that has a password, sent without it. */
  deletePasswordRequired: entry(91460, {
    "zh-Hans": "请输入当前密码以确认注销账号",
    "zh-Hant": "請輸入目前密碼以確認註銷帳號",
    en: "Enter your current password to delete the account",
    es: "Introduce tu contraseña actual para eliminar la cuenta",
    fr: "Saisissez votre mot de passe actuel pour supprimer le compte",
  }),
  /**
   * Roster: deleteAccount of an account without a password, sent without the `delete-account` code that
   * went to its confirmed mobile or e-mail.
   */
  deleteCodeRequired: entry(91461, {
    "zh-Hans": "请输入发送到您手机或邮箱的验证码以确认注销账号",
    "zh-Hant": "請輸入傳送到您手機或郵箱的驗證碼以確認註銷帳號",
    en: "Enter the code sent to your mobile or e-mail to delete the account",
    es: "Introduce el código enviado a tu móvil o correo para eliminar la cuenta",
    fr: "Saisissez le code envoyé sur votre mobile ou votre e-mail pour supprimer le compte",
  }),
  /**
   * Roster: an account with neither a password nor a confirmed mobile or e-mail (made by a social sign-in)
   * has nothing to prove itself with: it sets a password first.
   */
  deleteNeedsProof: entry(91462, {
    "zh-Hans": "请先设置密码，再用密码确认注销账号",
    "zh-Hant": "請先設定密碼，再用密碼確認註銷帳號",
    en: "Set a password first, then confirm the deletion with it",
    es: "Primero establece una contraseña y luego confirma la eliminación con ella",
    fr: "Définissez d’abord un mot de passe, puis confirmez la suppression avec celui-ci",
  }),
  /**
   * Roster: the account is the last enabled administrator (role `admin`, account not disabled): deleting it
   * would leave the system without one.
   */
  lastAdminProtected: entry(91463, {
    "zh-Hans": "您是唯一的管理员，注销前请先将另一个账号设为管理员",
    "zh-Hant": "您是唯一的管理員，註銷前請先將另一個帳號設為管理員",
    en: "You are the only administrator: make another account an administrator before deleting yours",
    es: "Eres el único administrador: haz administradora a otra cuenta antes de eliminar la tuya",
    fr: "Vous êtes le seul administrateur : nommez un autre compte administrateur avant de supprimer le vôtre",
  }),
};
