import type { Locale } from "./errors/locale.js";

const title = (zhHans: string, zhHant: string, en: string) => ({
  "zh-Hans": zhHans,
  "zh-Hant": zhHant,
  en,
});

/**
 * Titles of admin-log entries, by message key. A contract names its key in `audit.title`; the log stores
 * the key and shows it in the reader's language.
 */
export const AUDIT_TITLES = {
  userAdd: title("新增用户", "新增使用者", "Add user"),
  userUpdate: title("修改用户", "修改使用者", "Update user"),
  userDelete: title("删除用户", "刪除使用者", "Delete user"),
  userBindRole: title("为用户分配角色", "為使用者分配角色", "Assign roles to user"),
  userResetPassword: title("重置用户密码", "重設使用者密碼", "Reset the password of user"),
  userRevokeSessions: title("强制用户下线", "強制使用者下線", "Revoke the sessions of user"),
  roleAdd: title("新增角色", "新增角色", "Add role"),
  roleUpdate: title("修改角色", "修改角色", "Update role"),
  roleDelete: title("删除角色", "刪除角色", "Delete role"),
  roleBindPermission: title("为角色分配权限", "為角色分配權限", "Assign permissions to role"),
  roleBindMenu: title("为角色分配菜单", "為角色分配選單", "Assign menus to role"),
  permissionAdd: title("新增权限", "新增權限", "Add permission"),
  permissionUpdate: title("修改权限", "修改權限", "Update permission"),
  permissionDelete: title("删除权限", "刪除權限", "Delete permission"),
  menuAdd: title("新增菜单", "新增選單", "Add menu"),
  menuUpdate: title("修改菜单", "修改選單", "Update menu"),
  menuDelete: title("删除菜单", "刪除選單", "Delete menu"),
  appVersionAdd: title("新增应用版本", "新增應用版本", "Add app version"),
  appVersionUpdate: title("修改应用版本", "修改應用版本", "Update app version"),
  appVersionDelete: title("删除应用版本", "刪除應用版本", "Delete app version"),
  componentAdd: title("新增页面组件数据", "新增頁面元件資料", "Add page component"),
  componentUpdate: title("修改页面组件数据", "修改頁面元件資料", "Update page component"),
  componentDelete: title("删除页面组件数据", "刪除頁面元件資料", "Delete page component"),
  pushSend: title("推送消息", "推送訊息", "Push a message"),
} as const satisfies Record<string, Readonly<Record<Locale, string>>>;

/** The key of an admin-log title. */
export type AuditTitle = keyof typeof AUDIT_TITLES;

/** Whether `key` names an admin-log title (stored entries may predate the keys). */
export const isAuditTitle = (key: string): key is AuditTitle => Object.hasOwn(AUDIT_TITLES, key);

/** The title `key` in `locale`. */
export const auditTitle = (key: AuditTitle, locale: Locale): string => AUDIT_TITLES[key][locale];
