import type { UserInfo } from "@roster/contract";
import * as ERROR_CODES from "@roster/contract/errors/codes";
import {
  adminUserAdd,
  adminUserBindRole,
  adminUserDelete,
  adminUserGetList,
  adminUserRemoveSecondFactors,
  adminUserResetPassword,
  adminUserRevokeSessions,
  adminUserUpdate,
} from "@roster/contract/routes";
import Dialog from "antd-mobile/es/components/dialog";
import { currentLocale, registerTexts, type TFunction } from "../../../i18n";
import { textGroup } from "../../../i18n/texts";
import { toastMessage } from "../../../lib/request";
import styles from "../admin.module.css";
import { callAdmin, QUIET } from "../api";
import { BindDialog } from "../entity/BindDialog";
import { contractProblems } from "../entity/form-model";
import { InputDialog } from "../entity/InputDialog";
import type { EntityConfig, RowAction } from "../entity/types";
import { dateCell, keyedOptions, tagList } from "./render";
import { type RoleRow, roleSource } from "./roles";

/**
 * The texts of the users in the console (`admin.user.*`), each in every language, registered with
 * this config (the fields several entities share are `admin.field.*`, in i18n/groups/admin.ts).
 */
export const userEntityTexts = textGroup({
  admin: {
    user: {
      entity: { en: "User", es: "Usuario", fr: "Utilisateur", "zh-Hans": "用户", "zh-Hant": "使用者" },
      passwordHint: {
        en: "Leave empty to keep the current password",
        es: "Déjalo vacío para mantener la contraseña actual",
        fr: "Laissez vide pour conserver le mot de passe actuel",
        "zh-Hans": "留空则不修改密码",
        "zh-Hant": "留空則不修改密碼",
      },
      mobile: { en: "Mobile", es: "Móvil", fr: "Mobile", "zh-Hans": "手机号", "zh-Hant": "手機號碼" },
      email: {
        en: "E-mail",
        es: "Correo electrónico",
        fr: "E-mail",
        "zh-Hans": "邮箱",
        "zh-Hant": "電子郵件",
      },
      status: { en: "Status", es: "Estado", fr: "Statut", "zh-Hans": "状态", "zh-Hant": "狀態" },
      statuses: {
        "0": { en: "Normal", es: "Normal", fr: "Normal", "zh-Hans": "正常", "zh-Hant": "正常" },
        "1": { en: "Disabled", es: "Desactivado", fr: "Désactivé", "zh-Hans": "已禁用", "zh-Hant": "已停用" },
        "2": {
          en: "Under review",
          es: "En revisión",
          fr: "En cours d’examen",
          "zh-Hans": "审核中",
          "zh-Hant": "審核中",
        },
        "3": { en: "Rejected", es: "Rechazado", fr: "Refusé", "zh-Hans": "审核拒绝", "zh-Hant": "審核拒絕" },
        "4": { en: "Closed", es: "Cerrado", fr: "Fermé", "zh-Hans": "已注销", "zh-Hant": "已註銷" },
      },
      backOffice: {
        en: "Back-office access",
        es: "Acceso al panel de administración",
        fr: "Accès à l’administration",
        "zh-Hans": "允许登录后台",
        "zh-Hant": "允許登入後台",
      },
      backOfficeHint: {
        en: "Lets users with permissions (not only admins) open the console",
        es: "Permite abrir el panel a usuarios con permisos (no solo administradores)",
        fr: "Permet aux utilisateurs disposant d’autorisations (pas seulement les administrateurs) d’ouvrir la console",
        "zh-Hans": "让拥有权限的用户（不只是管理员）也能打开后台",
        "zh-Hant": "讓擁有權限的使用者（不只是管理員）也能開啟後台",
      },
      inviteCode: {
        en: "Invite code",
        es: "Código de invitación",
        fr: "Code d’invitation",
        "zh-Hans": "邀请码",
        "zh-Hant": "邀請碼",
      },
      registered: {
        en: "Registered",
        es: "Registrado",
        fr: "Inscrit",
        "zh-Hans": "注册时间",
        "zh-Hant": "註冊時間",
      },
      lastLogin: {
        en: "Last sign-in",
        es: "Último inicio de sesión",
        fr: "Dernière connexion",
        "zh-Hans": "最后登录",
        "zh-Hant": "最後登入",
      },
      disable: { en: "Disable", es: "Desactivar", fr: "Désactiver", "zh-Hans": "禁用", "zh-Hant": "停用" },
      enable: { en: "Enable", es: "Activar", fr: "Activer", "zh-Hans": "启用", "zh-Hant": "啟用" },
      disabled: {
        en: "Account disabled: the user was signed out",
        es: "Cuenta desactivada: se ha cerrado la sesión del usuario",
        fr: "Compte désactivé : l’utilisateur a été déconnecté",
        "zh-Hans": "账号已禁用，该用户已被登出",
        "zh-Hant": "帳號已停用，該使用者已被登出",
      },
      enabled: {
        en: "Account enabled",
        es: "Cuenta activada",
        fr: "Compte activé",
        "zh-Hans": "账号已启用",
        "zh-Hant": "帳號已啟用",
      },
      resetPassword: {
        en: "Reset password",
        es: "Restablecer contraseña",
        fr: "Réinitialiser le mot de passe",
        "zh-Hans": "重置密码",
        "zh-Hant": "重設密碼",
      },
      resetTitle: {
        en: "New password for {name}",
        es: "Nueva contraseña para {name}",
        fr: "Nouveau mot de passe pour {name}",
        "zh-Hans": "为 {name} 设置新密码",
        "zh-Hant": "為 {name} 設定新密碼",
      },
      resetDone: {
        en: "Password reset: the user was signed out everywhere",
        es: "Contraseña restablecida: se ha cerrado la sesión del usuario en todas partes",
        fr: "Mot de passe réinitialisé : l’utilisateur a été déconnecté partout",
        "zh-Hans": "密码已重置，该用户已在所有设备登出",
        "zh-Hant": "密碼已重設，該使用者已在所有裝置登出",
      },
      rolesTitle: {
        en: "Roles of {name}",
        es: "Roles de {name}",
        fr: "Rôles de {name}",
        "zh-Hans": "{name} 的角色",
        "zh-Hant": "{name} 的角色",
      },
      revoke: {
        en: "Sign out everywhere",
        es: "Cerrar sesión en todas partes",
        fr: "Déconnecter partout",
        "zh-Hans": "登出所有设备",
        "zh-Hant": "登出所有裝置",
      },
      revokeConfirm: {
        en: "Sign {name} out on every device?",
        es: "¿Cerrar la sesión de {name} en todos los dispositivos?",
        fr: "Déconnecter {name} sur tous les appareils ?",
        "zh-Hans": "确定让 {name} 在所有设备上登出吗？",
        "zh-Hant": "確定讓 {name} 在所有裝置上登出嗎？",
      },
      revoked: {
        en: "Sessions ended: {count}",
        es: "Sesiones finalizadas: {count}",
        fr: "Sessions terminées : {count}",
        "zh-Hans": "已结束会话：{count} 个",
        "zh-Hant": "已結束工作階段：{count} 個",
      },
      removeFactors: {
        en: "Remove two-step verification",
        es: "Quitar la verificación en dos pasos",
        fr: "Retirer la validation en deux étapes",
        "zh-Hans": "移除两步验证",
        "zh-Hant": "移除兩步驗證",
      },
      removeFactorsConfirm: {
        en: "Remove every second factor of {name}? Only for someone who lost them all and proved who they are: the account will sign in with its password alone.",
        es: "¿Quitar todos los segundos factores de {name}? Solo para quien los perdió todos y demostró quién es: la cuenta iniciará sesión solo con su contraseña.",
        fr: "Retirer tous les seconds facteurs de {name} ? Seulement pour une personne qui les a tous perdus et a prouvé son identité : le compte se connectera avec son seul mot de passe.",
        "zh-Hans":
          "确定移除 {name} 的全部两步验证吗？仅适用于已全部丢失并已证明身份的用户：此账号将只凭密码登录。",
        "zh-Hant":
          "確定移除 {name} 的全部兩步驗證嗎？僅適用於已全部遺失並已證明身分的使用者：此帳號將只憑密碼登入。",
      },
      factorsRemoved: {
        en: "Second factors removed: {count}",
        es: "Segundos factores quitados: {count}",
        fr: "Seconds facteurs retirés : {count}",
        "zh-Hans": "已移除两步验证：{count} 个",
        "zh-Hant": "已移除兩步驗證：{count} 個",
      },
    },
  },
});
registerTexts(userEntityTexts);

const STATUSES = [0, 1, 2, 3, 4];

/** The account status as a tag: normal in green, disabled and closed in red, the others plain. */
const statusTag = (status: number, t: TFunction) => (
  <span
    className={`${styles.tag} ${status === 0 ? styles.tagOn : status === 1 || status === 4 ? styles.tagOff : ""}`}
  >
    {t(`admin.user.statuses.${status}`)}
  </span>
);

/** Disable an account in use, enable a disabled one (signing out is the server's part). */
const toggleStatus: RowAction<UserInfo> = {
  key: "status",
  label: (row) => (row.status === 1 ? "admin.user.enable" : "admin.user.disable"),
  run: async (row, ctx) => {
    const status = row.status === 1 ? 0 : 1;
    await callAdmin(adminUserUpdate, { _id: row._id, status });
    void toastMessage(ctx.t(status === 1 ? "admin.user.disabled" : "admin.user.enabled"), "success");
    await ctx.refresh();
  },
};

const assignRoles: RowAction<UserInfo> = {
  key: "roles",
  label: "admin.roles",
  inline: true,
  run: (row, ctx) =>
    ctx.open(
      <BindDialog<RoleRow>
        title={ctx.t("admin.user.rolesTitle", { name: userName(row) })}
        source={roleSource}
        selected={row.role}
        onSave={async (ids) => {
          await callAdmin(adminUserBindRole, { uid: row._id, role_ids: ids }, QUIET);
          await ctx.refresh();
        }}
        onClose={ctx.close}
      />,
    ),
};

const resetPassword: RowAction<UserInfo> = {
  key: "password",
  label: "admin.user.resetPassword",
  run: (row, ctx) => {
    const label = ctx.t("password.new");
    ctx.open(
      <InputDialog
        title={ctx.t("admin.user.resetTitle", { name: userName(row) })}
        field={{ name: "password", kind: "password", label: "password.new", required: true }}
        check={(password) =>
          contractProblems(adminUserResetPassword, { uid: row._id, password }, currentLocale(), {
            password: label,
          }).password
        }
        onSubmit={async (password) => {
          await callAdmin(adminUserResetPassword, { uid: row._id, password }, QUIET);
          void toastMessage(ctx.t("admin.user.resetDone"), "success");
        }}
        onClose={ctx.close}
      />,
    );
  },
};

const revokeSessions: RowAction<UserInfo> = {
  key: "sessions",
  label: "admin.user.revoke",
  run: async (row, ctx) => {
    const confirmed = await Dialog.confirm({
      content: ctx.t("admin.user.revokeConfirm", { name: userName(row) }),
      confirmText: ctx.t("admin.user.revoke"),
      cancelText: ctx.t("common.cancel"),
    });
    if (!confirmed) return;
    const { revoked } = await callAdmin(adminUserRevokeSessions, { uid: row._id });
    void toastMessage(ctx.t("admin.user.revoked", { count: revoked }), "success");
  },
};

const removeSecondFactors: RowAction<UserInfo> = {
  key: "factors",
  label: "admin.user.removeFactors",
  run: async (row, ctx) => {
    const confirmed = await Dialog.confirm({
      content: ctx.t("admin.user.removeFactorsConfirm", { name: userName(row) }),
      confirmText: ctx.t("admin.user.removeFactors"),
      cancelText: ctx.t("common.cancel"),
    });
    if (!confirmed) return;
    const { removed } = await callAdmin(adminUserRemoveSecondFactors, { uid: row._id });
    void toastMessage(ctx.t("admin.user.factorsRemoved", { count: removed }), "success");
  },
};

/** How a user is named in the console: username, else nickname, else id. */
const userName = (row: UserInfo) => row.username || row.nickname || row._id;

/** Users: accounts, their status, roles, password and sessions. */
export const usersConfig: EntityConfig<UserInfo> = {
  id: "users",
  title: "admin.users",
  entity: "admin.user.entity",
  list: adminUserGetList,
  add: adminUserAdd,
  update: adminUserUpdate,
  remove: adminUserDelete,
  rowName: userName,
  columns: [
    {
      key: "username",
      label: "profile.username",
      primary: true,
      sort: "username",
      render: (row) => userName(row),
    },
    { key: "nickname", label: "profile.nickname", sort: "nickname" },
    { key: "role", label: "admin.roles", render: (row, t) => tagList(row.role, t) },
    {
      key: "status",
      label: "admin.user.status",
      sort: "status",
      render: (row, t) => statusTag(row.status, t),
    },
    { key: "mobile", label: "admin.user.mobile", sort: "mobile" },
    { key: "email", label: "admin.user.email", wideOnly: true, sort: "email", clip: true },
    {
      key: "register_date",
      label: "admin.user.registered",
      wideOnly: true,
      sort: "register_date",
      render: (row, t) => dateCell(row.register_date, t),
    },
  ],
  search: [
    { key: "username", label: "profile.username" },
    { key: "nickname", label: "profile.nickname" },
    { key: "mobile", label: "admin.user.mobile" },
    { key: "email", label: "admin.user.email" },
    { key: "my_invite_code", label: "admin.user.inviteCode", mode: "=" },
  ],
  filters: [
    { key: "status", label: "admin.user.status", options: keyedOptions("admin.user.statuses", STATUSES) },
  ],
  fields: [
    { name: "username", kind: "text", label: "profile.username", required: true },
    {
      name: "password",
      kind: "password",
      label: "register.password",
      required: "create",
      editHint: "admin.user.passwordHint",
      omitWhenEmpty: true,
    },
    { name: "nickname", kind: "text", label: "profile.nickname" },
    { name: "mobile", kind: "text", label: "admin.user.mobile", nullWhenEmpty: true },
    { name: "email", kind: "text", label: "admin.user.email", nullWhenEmpty: true },
    {
      name: "gender",
      kind: "select",
      label: "profile.gender",
      options: keyedOptions("profile.genders", [0, 1, 2]),
    },
    {
      name: "status",
      kind: "select",
      label: "admin.user.status",
      options: keyedOptions("admin.user.statuses", STATUSES),
    },
    {
      name: "allow_login_background",
      kind: "switch",
      label: "admin.user.backOffice",
      hint: "admin.user.backOfficeHint",
    },
    { name: "comment", kind: "textarea", label: "admin.field.comment", nullWhenEmpty: true },
  ],
  defaults: { gender: "0", status: "0" },
  // The rest names its field, or shows in the form.
  refusals: {
    [ERROR_CODES.accountExists]: "username",
    [ERROR_CODES.mobileBound]: "mobile",
    [ERROR_CODES.emailBound]: "email",
  },
  actions: [assignRoles, toggleStatus, resetPassword, revokeSessions, removeSecondFactors],
};
