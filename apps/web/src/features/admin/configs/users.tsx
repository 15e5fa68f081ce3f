import type { UserInfo } from "@roster/contract";
import * as ERROR_CODES from "@roster/contract/errors/codes";
import {
  adminUserAdd,
  adminUserBindRole,
  adminUserDelete,
  adminUserGetList,
  adminUserResetPassword,
  adminUserRevokeSessions,
  adminUserUpdate,
} from "@roster/contract/routes";
import Dialog from "antd-mobile/es/components/dialog";
import { currentLocale, type TFunction } from "../../../i18n";
import { toastMessage } from "../../../lib/request";
import styles from "../admin.module.css";
import { callAdmin, QUIET } from "../api";
import { BindDialog } from "../entity/BindDialog";
import { contractProblems } from "../entity/form-model";
import { InputDialog } from "../entity/InputDialog";
import type { EntityConfig, RowAction } from "../entity/types";
import { dateCell, keyedOptions, tagList } from "./render";
import { type RoleRow, roleSource } from "./roles";

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
  label: "admin.user.assignRoles",
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
    const label = ctx.t("admin.user.newPassword");
    ctx.open(
      <InputDialog
        title={ctx.t("admin.user.resetTitle", { name: userName(row) })}
        field={{ name: "password", kind: "password", label: "admin.user.newPassword", required: true }}
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
      label: "admin.user.username",
      primary: true,
      sort: "username",
      render: (row) => userName(row),
    },
    { key: "nickname", label: "admin.user.nickname", sort: "nickname" },
    { key: "role", label: "admin.user.roles", render: (row, t) => tagList(row.role, t) },
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
    { key: "username", label: "admin.user.username" },
    { key: "nickname", label: "admin.user.nickname" },
    { key: "mobile", label: "admin.user.mobile" },
    { key: "email", label: "admin.user.email" },
    { key: "my_invite_code", label: "admin.user.inviteCode", mode: "=" },
  ],
  filters: [
    { key: "status", label: "admin.user.status", options: keyedOptions("admin.user.statuses", STATUSES) },
  ],
  fields: [
    { name: "username", kind: "text", label: "admin.user.username", required: true },
    {
      name: "password",
      kind: "password",
      label: "admin.user.password",
      required: "create",
      editHint: "admin.user.passwordHint",
      omitWhenEmpty: true,
    },
    { name: "nickname", kind: "text", label: "admin.user.nickname" },
    { name: "mobile", kind: "text", label: "admin.user.mobile", nullWhenEmpty: true },
    { name: "email", kind: "text", label: "admin.user.email", nullWhenEmpty: true },
    {
      name: "gender",
      kind: "select",
      label: "admin.user.gender",
      options: keyedOptions("admin.user.genders", [0, 1, 2]),
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
  actions: [assignRoles, toggleStatus, resetPassword, revokeSessions],
};
