import { defineTexts, type Locale, localize } from "./i18n/texts.js";

/**
 * Titles of admin-log entries, by message key. A contract names its key in `audit.title`; the log stores
 * the key and shows it in the reader's language.
 */
export const AUDIT_TITLES = defineTexts({
  userAdd: {
    "zh-Hans": "新增用户",
    "zh-Hant": "新增使用者",
    en: "Add user",
    es: "Añadir usuario",
    fr: "Ajouter un utilisateur",
  },
  userUpdate: {
    "zh-Hans": "修改用户",
    "zh-Hant": "修改使用者",
    en: "Update user",
    es: "Actualizar usuario",
    fr: "Modifier l’utilisateur",
  },
  userDelete: {
    "zh-Hans": "删除用户",
    "zh-Hant": "刪除使用者",
    en: "Delete user",
    es: "Eliminar usuario",
    fr: "Supprimer l’utilisateur",
  },
  userBindRole: {
    "zh-Hans": "为用户分配角色",
    "zh-Hant": "為使用者分配角色",
    en: "Assign roles to user",
    es: "Asignar roles al usuario",
    fr: "Attribuer des rôles à l’utilisateur",
  },
  userResetPassword: {
    "zh-Hans": "重置用户密码",
    "zh-Hant": "重設使用者密碼",
    en: "Reset the password of user",
    es: "Restablecer la contraseña del usuario",
    fr: "Réinitialiser le mot de passe de l’utilisateur",
  },
  userRevokeSessions: {
    "zh-Hans": "强制用户下线",
    "zh-Hant": "強制使用者下線",
    en: "Revoke the sessions of user",
    es: "Revocar las sesiones del usuario",
    fr: "Révoquer les sessions de l’utilisateur",
  },
  userRemoveSecondFactors: {
    "zh-Hans": "移除用户的两步验证",
    "zh-Hant": "移除使用者的兩步驗證",
    en: "Remove the second factors of user",
    es: "Quitar los segundos factores del usuario",
    fr: "Retirer les seconds facteurs de l’utilisateur",
  },
  roleAdd: {
    "zh-Hans": "新增角色",
    "zh-Hant": "新增角色",
    en: "Add role",
    es: "Añadir rol",
    fr: "Ajouter un rôle",
  },
  roleUpdate: {
    "zh-Hans": "修改角色",
    "zh-Hant": "修改角色",
    en: "Update role",
    es: "Actualizar rol",
    fr: "Modifier le rôle",
  },
  roleDelete: {
    "zh-Hans": "删除角色",
    "zh-Hant": "刪除角色",
    en: "Delete role",
    es: "Eliminar rol",
    fr: "Supprimer le rôle",
  },
  roleBindPermission: {
    "zh-Hans": "为角色分配权限",
    "zh-Hant": "為角色分配權限",
    en: "Assign permissions to role",
    es: "Asignar permisos al rol",
    fr: "Attribuer des autorisations au rôle",
  },
  roleBindMenu: {
    "zh-Hans": "为角色分配菜单",
    "zh-Hant": "為角色分配選單",
    en: "Assign menus to role",
    es: "Asignar menús al rol",
    fr: "Attribuer des menus au rôle",
  },
  permissionAdd: {
    "zh-Hans": "新增权限",
    "zh-Hant": "新增權限",
    en: "Add permission",
    es: "Añadir permiso",
    fr: "Ajouter une autorisation",
  },
  permissionUpdate: {
    "zh-Hans": "修改权限",
    "zh-Hant": "修改權限",
    en: "Update permission",
    es: "Actualizar permiso",
    fr: "Modifier l’autorisation",
  },
  permissionDelete: {
    "zh-Hans": "删除权限",
    "zh-Hant": "刪除權限",
    en: "Delete permission",
    es: "Eliminar permiso",
    fr: "Supprimer l’autorisation",
  },
  menuAdd: {
    "zh-Hans": "新增菜单",
    "zh-Hant": "新增選單",
    en: "Add menu",
    es: "Añadir menú",
    fr: "Ajouter un menu",
  },
  menuUpdate: {
    "zh-Hans": "修改菜单",
    "zh-Hant": "修改選單",
    en: "Update menu",
    es: "Actualizar menú",
    fr: "Modifier le menu",
  },
  menuDelete: {
    "zh-Hans": "删除菜单",
    "zh-Hant": "刪除選單",
    en: "Delete menu",
    es: "Eliminar menú",
    fr: "Supprimer le menu",
  },
  appVersionAdd: {
    "zh-Hans": "新增应用版本",
    "zh-Hant": "新增應用版本",
    en: "Add app version",
    es: "Añadir versión de la app",
    fr: "Ajouter une version de l’application",
  },
  appVersionUpdate: {
    "zh-Hans": "修改应用版本",
    "zh-Hant": "修改應用版本",
    en: "Update app version",
    es: "Actualizar versión de la app",
    fr: "Modifier la version de l’application",
  },
  appVersionDelete: {
    "zh-Hans": "删除应用版本",
    "zh-Hant": "刪除應用版本",
    en: "Delete app version",
    es: "Eliminar versión de la app",
    fr: "Supprimer la version de l’application",
  },
  componentAdd: {
    "zh-Hans": "新增页面组件数据",
    "zh-Hant": "新增頁面元件資料",
    en: "Add page component",
    es: "Añadir componente de página",
    fr: "Ajouter un composant de page",
  },
  componentUpdate: {
    "zh-Hans": "修改页面组件数据",
    "zh-Hant": "修改頁面元件資料",
    en: "Update page component",
    es: "Actualizar componente de página",
    fr: "Modifier le composant de page",
  },
  componentDelete: {
    "zh-Hans": "删除页面组件数据",
    "zh-Hant": "刪除頁面元件資料",
    en: "Delete page component",
    es: "Eliminar componente de página",
    fr: "Supprimer le composant de page",
  },
  luckyDrawAdd: {
    "zh-Hans": "新增抽奖活动",
    "zh-Hant": "新增抽獎活動",
    en: "Add lucky draw",
    es: "Añadir sorteo",
    fr: "Ajouter un tirage au sort",
  },
  luckyDrawUpdate: {
    "zh-Hans": "修改抽奖活动",
    "zh-Hant": "修改抽獎活動",
    en: "Update lucky draw",
    es: "Actualizar sorteo",
    fr: "Modifier le tirage au sort",
  },
  luckyDrawDelete: {
    "zh-Hans": "删除抽奖活动",
    "zh-Hant": "刪除抽獎活動",
    en: "Delete lucky draw",
    es: "Eliminar sorteo",
    fr: "Supprimer le tirage au sort",
  },
  pushSend: {
    "zh-Hans": "推送消息",
    "zh-Hant": "推送訊息",
    en: "Push a message",
    es: "Enviar un mensaje",
    fr: "Envoyer un message",
  },
});

/** The key of an admin-log title. */
export type AuditTitle = keyof typeof AUDIT_TITLES;

/** Whether `key` names an admin-log title (stored entries may predate the keys). */
export const isAuditTitle = (key: string): key is AuditTitle => Object.hasOwn(AUDIT_TITLES, key);

/** The title `key` in `locale` (the same as `catalogueText("auditTitles", key, locale)`). */
export const auditTitle = (key: AuditTitle, locale: Locale): string => localize(AUDIT_TITLES[key], locale);
