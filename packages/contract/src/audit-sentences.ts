import type { AuditTitle } from "./audit-titles.js";
import { defineTexts, type Texts } from "./i18n/texts.js";

/**
 * An admin-log entry as a sentence, for the reader (a screen reader names the row with it): what `{actor}`
 * did, by the entry's title key, when the entry names no account (older entries, a push to a channel).
 */
export const AUDIT_SENTENCES = defineTexts({
  userAdd: {
    "zh-Hans": "{actor} 新增了用户",
    "zh-Hant": "{actor} 新增了使用者",
    en: "{actor} added a user",
    es: "{actor} añadió un usuario",
    fr: "{actor} a ajouté un utilisateur",
  },
  userUpdate: {
    "zh-Hans": "{actor} 修改了用户",
    "zh-Hant": "{actor} 修改了使用者",
    en: "{actor} updated a user",
    es: "{actor} actualizó un usuario",
    fr: "{actor} a modifié un utilisateur",
  },
  userDelete: {
    "zh-Hans": "{actor} 删除了用户",
    "zh-Hant": "{actor} 刪除了使用者",
    en: "{actor} deleted a user",
    es: "{actor} eliminó un usuario",
    fr: "{actor} a supprimé un utilisateur",
  },
  userBindRole: {
    "zh-Hans": "{actor} 为用户分配了角色",
    "zh-Hant": "{actor} 為使用者分配了角色",
    en: "{actor} assigned roles to a user",
    es: "{actor} asignó roles a un usuario",
    fr: "{actor} a attribué des rôles à un utilisateur",
  },
  userResetPassword: {
    "zh-Hans": "{actor} 重置了用户的密码",
    "zh-Hant": "{actor} 重設了使用者的密碼",
    en: "{actor} reset the password of a user",
    es: "{actor} restableció la contraseña de un usuario",
    fr: "{actor} a réinitialisé le mot de passe d’un utilisateur",
  },
  userRevokeSessions: {
    "zh-Hans": "{actor} 强制用户下线",
    "zh-Hant": "{actor} 強制使用者下線",
    en: "{actor} revoked the sessions of a user",
    es: "{actor} revocó las sesiones de un usuario",
    fr: "{actor} a révoqué les sessions d’un utilisateur",
  },
  userRemoveSecondFactors: {
    "zh-Hans": "{actor} 移除了用户的两步验证",
    "zh-Hant": "{actor} 移除了使用者的兩步驗證",
    en: "{actor} removed the second factors of a user",
    es: "{actor} quitó los segundos factores de un usuario",
    fr: "{actor} a retiré les seconds facteurs d’un utilisateur",
  },
  roleAdd: {
    "zh-Hans": "{actor} 新增了角色",
    "zh-Hant": "{actor} 新增了角色",
    en: "{actor} added a role",
    es: "{actor} añadió un rol",
    fr: "{actor} a ajouté un rôle",
  },
  roleUpdate: {
    "zh-Hans": "{actor} 修改了角色",
    "zh-Hant": "{actor} 修改了角色",
    en: "{actor} updated a role",
    es: "{actor} actualizó un rol",
    fr: "{actor} a modifié un rôle",
  },
  roleDelete: {
    "zh-Hans": "{actor} 删除了角色",
    "zh-Hant": "{actor} 刪除了角色",
    en: "{actor} deleted a role",
    es: "{actor} eliminó un rol",
    fr: "{actor} a supprimé un rôle",
  },
  roleBindPermission: {
    "zh-Hans": "{actor} 为角色分配了权限",
    "zh-Hant": "{actor} 為角色分配了權限",
    en: "{actor} assigned permissions to a role",
    es: "{actor} asignó permisos a un rol",
    fr: "{actor} a attribué des autorisations à un rôle",
  },
  roleBindMenu: {
    "zh-Hans": "{actor} 为角色分配了菜单",
    "zh-Hant": "{actor} 為角色分配了選單",
    en: "{actor} assigned menus to a role",
    es: "{actor} asignó menús a un rol",
    fr: "{actor} a attribué des menus à un rôle",
  },
  permissionAdd: {
    "zh-Hans": "{actor} 新增了权限",
    "zh-Hant": "{actor} 新增了權限",
    en: "{actor} added a permission",
    es: "{actor} añadió un permiso",
    fr: "{actor} a ajouté une autorisation",
  },
  permissionUpdate: {
    "zh-Hans": "{actor} 修改了权限",
    "zh-Hant": "{actor} 修改了權限",
    en: "{actor} updated a permission",
    es: "{actor} actualizó un permiso",
    fr: "{actor} a modifié une autorisation",
  },
  permissionDelete: {
    "zh-Hans": "{actor} 删除了权限",
    "zh-Hant": "{actor} 刪除了權限",
    en: "{actor} deleted a permission",
    es: "{actor} eliminó un permiso",
    fr: "{actor} a supprimé une autorisation",
  },
  menuAdd: {
    "zh-Hans": "{actor} 新增了菜单",
    "zh-Hant": "{actor} 新增了選單",
    en: "{actor} added a menu",
    es: "{actor} añadió un menú",
    fr: "{actor} a ajouté un menu",
  },
  menuUpdate: {
    "zh-Hans": "{actor} 修改了菜单",
    "zh-Hant": "{actor} 修改了選單",
    en: "{actor} updated a menu",
    es: "{actor} actualizó un menú",
    fr: "{actor} a modifié un menu",
  },
  menuDelete: {
    "zh-Hans": "{actor} 删除了菜单",
    "zh-Hant": "{actor} 刪除了選單",
    en: "{actor} deleted a menu",
    es: "{actor} eliminó un menú",
    fr: "{actor} a supprimé un menu",
  },
  appVersionAdd: {
    "zh-Hans": "{actor} 新增了应用版本",
    "zh-Hant": "{actor} 新增了應用版本",
    en: "{actor} added an app version",
    es: "{actor} añadió una versión de la app",
    fr: "{actor} a ajouté une version de l’application",
  },
  appVersionUpdate: {
    "zh-Hans": "{actor} 修改了应用版本",
    "zh-Hant": "{actor} 修改了應用版本",
    en: "{actor} updated an app version",
    es: "{actor} actualizó una versión de la app",
    fr: "{actor} a modifié une version de l’application",
  },
  appVersionDelete: {
    "zh-Hans": "{actor} 删除了应用版本",
    "zh-Hant": "{actor} 刪除了應用版本",
    en: "{actor} deleted an app version",
    es: "{actor} eliminó una versión de la app",
    fr: "{actor} a supprimé une version de l’application",
  },
  componentAdd: {
    "zh-Hans": "{actor} 新增了页面组件数据",
    "zh-Hant": "{actor} 新增了頁面元件資料",
    en: "{actor} added a page component",
    es: "{actor} añadió un componente de página",
    fr: "{actor} a ajouté un composant de page",
  },
  componentUpdate: {
    "zh-Hans": "{actor} 修改了页面组件数据",
    "zh-Hant": "{actor} 修改了頁面元件資料",
    en: "{actor} updated a page component",
    es: "{actor} actualizó un componente de página",
    fr: "{actor} a modifié un composant de page",
  },
  componentDelete: {
    "zh-Hans": "{actor} 删除了页面组件数据",
    "zh-Hant": "{actor} 刪除了頁面元件資料",
    en: "{actor} deleted a page component",
    es: "{actor} eliminó un componente de página",
    fr: "{actor} a supprimé un composant de page",
  },
  luckyDrawAdd: {
    "zh-Hans": "{actor} 新增了抽奖活动",
    "zh-Hant": "{actor} 新增了抽獎活動",
    en: "{actor} added a lucky draw",
    es: "{actor} añadió un sorteo",
    fr: "{actor} a ajouté un tirage au sort",
  },
  luckyDrawUpdate: {
    "zh-Hans": "{actor} 修改了抽奖活动",
    "zh-Hant": "{actor} 修改了抽獎活動",
    en: "{actor} updated a lucky draw",
    es: "{actor} actualizó un sorteo",
    fr: "{actor} a modifié un tirage au sort",
  },
  luckyDrawDelete: {
    "zh-Hans": "{actor} 删除了抽奖活动",
    "zh-Hant": "{actor} 刪除了抽獎活動",
    en: "{actor} deleted a lucky draw",
    es: "{actor} eliminó un sorteo",
    fr: "{actor} a supprimé un tirage au sort",
  },
  pushSend: {
    "zh-Hans": "{actor} 推送了消息",
    "zh-Hant": "{actor} 推送了訊息",
    en: "{actor} pushed a message",
    es: "{actor} envió un mensaje",
    fr: "{actor} a envoyé un message",
  },
}) satisfies { readonly [T in AuditTitle]: Texts };

/** The sentence of an entry that names the account it acted on (`{target}`), for the titles that may. */
export const AUDIT_TARGET_SENTENCES = defineTexts({
  userAdd: {
    "zh-Hans": "{actor} 新增了用户 {target}",
    "zh-Hant": "{actor} 新增了使用者 {target}",
    en: "{actor} added the user {target}",
    es: "{actor} añadió al usuario {target}",
    fr: "{actor} a ajouté l’utilisateur {target}",
  },
  userUpdate: {
    "zh-Hans": "{actor} 修改了用户 {target}",
    "zh-Hant": "{actor} 修改了使用者 {target}",
    en: "{actor} updated the user {target}",
    es: "{actor} actualizó al usuario {target}",
    fr: "{actor} a modifié l’utilisateur {target}",
  },
  userDelete: {
    "zh-Hans": "{actor} 删除了用户 {target}",
    "zh-Hant": "{actor} 刪除了使用者 {target}",
    en: "{actor} deleted the user {target}",
    es: "{actor} eliminó al usuario {target}",
    fr: "{actor} a supprimé l’utilisateur {target}",
  },
  userBindRole: {
    "zh-Hans": "{actor} 为 {target} 分配了角色",
    "zh-Hant": "{actor} 為 {target} 分配了角色",
    en: "{actor} assigned roles to {target}",
    es: "{actor} asignó roles a {target}",
    fr: "{actor} a attribué des rôles à {target}",
  },
  userResetPassword: {
    "zh-Hans": "{actor} 重置了 {target} 的密码",
    "zh-Hant": "{actor} 重設了 {target} 的密碼",
    en: "{actor} reset the password of {target}",
    es: "{actor} restableció la contraseña de {target}",
    fr: "{actor} a réinitialisé le mot de passe de {target}",
  },
  userRevokeSessions: {
    "zh-Hans": "{actor} 强制 {target} 下线",
    "zh-Hant": "{actor} 強制 {target} 下線",
    en: "{actor} revoked the sessions of {target}",
    es: "{actor} revocó las sesiones de {target}",
    fr: "{actor} a révoqué les sessions de {target}",
  },
  userRemoveSecondFactors: {
    "zh-Hans": "{actor} 移除了 {target} 的两步验证",
    "zh-Hant": "{actor} 移除了 {target} 的兩步驗證",
    en: "{actor} removed the second factors of {target}",
    es: "{actor} quitó los segundos factores de {target}",
    fr: "{actor} a retiré les seconds facteurs de {target}",
  },
  pushSend: {
    "zh-Hans": "{actor} 向 {target} 推送了消息",
    "zh-Hant": "{actor} 向 {target} 推送了訊息",
    en: "{actor} pushed a message to {target}",
    es: "{actor} envió un mensaje a {target}",
    fr: "{actor} a envoyé un message à {target}",
  },
}) satisfies { readonly [T in AuditTitle]?: Texts };

/**
 * The other parts of admin-log sentences: a refused call (its title and code, on an account or not), an entry
 * whose title predates the keys, and an account the reader may not see (above the reader's rights).
 */
export const AUDIT_SENTENCE_PARTS = defineTexts({
  refused: {
    "zh-Hans": "{actor} 的操作被拒绝（代码 {code}）：{title}",
    "zh-Hant": "{actor} 的操作被拒絕（代碼 {code}）：{title}",
    en: "{actor}'s action was refused (code {code}): {title}",
    es: "Se rechazó la acción de {actor} (código {code}): {title}",
    fr: "Action de {actor} refusée (code {code}) : {title}",
  },
  refusedOn: {
    "zh-Hans": "{actor} 对 {target} 的操作被拒绝（代码 {code}）：{title}",
    "zh-Hant": "{actor} 對 {target} 的操作被拒絕（代碼 {code}）：{title}",
    en: "{actor}'s action on {target} was refused (code {code}): {title}",
    es: "Se rechazó la acción de {actor} sobre {target} (código {code}): {title}",
    fr: "Action de {actor} sur {target} refusée (code {code}) : {title}",
  },
  untitled: {
    "zh-Hans": "{actor}：{title}",
    "zh-Hant": "{actor}：{title}",
    en: "{actor}: {title}",
    es: "{actor}: {title}",
    fr: "{actor} : {title}",
  },
  hiddenTarget: {
    "zh-Hans": "一个权限高于您的账号",
    "zh-Hant": "一個權限高於您的帳號",
    en: "an account above your rights",
    es: "una cuenta por encima de sus permisos",
    fr: "un compte au-delà de vos droits",
  },
});
