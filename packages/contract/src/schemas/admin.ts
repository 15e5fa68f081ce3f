import { z } from "zod";
import { LIMITS } from "../limits.js";
import {
  emailField,
  genderField,
  mobileField,
  newPasswordField,
  nicknameField,
  plainString,
  requiredText,
  text,
  urlField,
  usernameField,
} from "./fields.js";
import { jsonValue } from "./json.js";

/**
 * Wire shapes of the admin console's records (reference §6.3 field names, `_id` as the key, flags as
 * booleans, times as epoch ms in `create_date`). Strict, so that a test catches any column that leaks.
 */

/** A flag as clients send it (`true`/`false` or 0/1); stored as 0/1. */
export const flagField = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((v): 0 | 1 => (v === true || v === 1 ? 1 : 0));

/** An id an admin chooses (role_id, permission_id, menu_id, data_id): letters, digits and `_ - . :`. */
export const keyField = plainString()
  .trim()
  .min(1, { message: "required" })
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/, { message: "invalid" });

/** A record id (`_id`, `uid`). */
export const recordIdField = plainString().trim().min(1, { message: "required" }).max(64);

/** A role: upstream `uni-id-roles`, with the ids of its permissions and menus. */
export const roleRowSchema = z.strictObject({
  _id: z.string(),
  role_id: z.string(),
  role_name: z.string(),
  comment: z.string(),
  enable: z.boolean(),
  create_date: z.number(),
  permission: z.array(z.string()),
  menu: z.array(z.string()),
});

/** A permission: upstream `uni-id-permissions`; `url` is always an array of patterns. */
export const permissionRowSchema = z.strictObject({
  _id: z.string(),
  permission_id: z.string(),
  permission_name: z.string(),
  comment: z.string(),
  url: z.array(z.string()),
  /** 0 exact, 1 wildcard, 2 regex. */
  match_mode: z.number().int(),
  /** Danger level 0-4. */
  level: z.number().int(),
  /** 0 none, 1 create, 2 delete, 3 update, 4 read, 5 special. */
  curd_category: z.number().int(),
  parent_id: z.string().nullable(),
  sort: z.number().int(),
  enable: z.boolean(),
  create_date: z.number(),
});

/** A menu entry: upstream `opendb-admin-menus`. `parent_id` null for a root. */
export const menuRowSchema = z.strictObject({
  _id: z.string(),
  menu_id: z.string(),
  name: z.string(),
  icon: z.string(),
  url: z.string(),
  comment: z.string(),
  sort: z.number().int(),
  parent_id: z.string().nullable(),
  enable: z.boolean(),
  hidden_menu: z.boolean(),
  create_date: z.number(),
});

/** A menu entry as the wire carries it. */
export type MenuRow = z.infer<typeof menuRowSchema>;

/** A menu entry in the tree of getMenu, with its sub-menus sorted by `sort`. */
export interface MenuNode extends MenuRow {
  children: MenuNode[];
}

/** The schema of {@link MenuNode} (recursive). */
export const menuNodeSchema: z.ZodType<MenuNode> = menuRowSchema.extend({
  get children() {
    return z.array(menuNodeSchema);
  },
});

/** An app version: upstream `opendb-app-versions` (what checkVersion reads). */
export const appVersionRowSchema = z.strictObject({
  _id: z.string(),
  appid: z.string(),
  name: z.string(),
  title: z.string(),
  contents: z.string(),
  platform: z.string(),
  type: z.enum(["native_app", "wgt"]),
  version: z.string(),
  min_uni_version: z.string().optional(),
  url: z.string(),
  stable_publish: z.boolean(),
  is_silently: z.boolean(),
  is_mandatory: z.boolean(),
  create_date: z.number(),
});

/**
 * One admin-log entry: who changed what, with the request minus secrets and the answer's code; the account
 * it acted on (`target_id`, and `target_name` as it was then: username, else nickname, else masked mobile or
 * e-mail) when its route names one; and the whole as a sentence in the reader's language (`summary`). An
 * account above a non-admin reader is withheld: `target_hidden`, no id, name or request.
 */
export const adminLogRowSchema = z.strictObject({
  _id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  title: z.string(),
  target_id: z.string().nullable(),
  target_name: z.string().nullable(),
  target_hidden: z.boolean(),
  summary: z.string(),
  ip: z.string(),
  url: z.string(),
  request_param: z.record(z.string(), z.unknown()),
  response_code: z.number().int(),
  request_id: z.string(),
  create_date: z.number(),
});

/** Data of a page component (upstream `vk-components-dynamic`), read by its `data_id`. */
export const componentRowSchema = z.strictObject({
  _id: z.string(),
  data_id: z.string(),
  title: z.string(),
  description: z.string(),
  data: z.unknown(),
  enable: z.boolean(),
  create_date: z.number(),
  update_date: z.number(),
});

/** Account states an admin may set: 0 normal, 1 disabled, 2 under review, 3 rejected, 4 closed. */
export const userStatusField = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);

/**
 * The user fields of admin add and update (reference §6.3). A mobile or e-mail an admin enters counts as
 * confirmed: the organisation vouches for it, and it becomes a way to sign in.
 */
export const adminUserFields = {
  username: usernameField,
  password: newPasswordField,
  nickname: nicknameField.optional(),
  mobile: mobileField.nullish(),
  email: emailField.nullish(),
  status: userStatusField.optional(),
  allow_login_background: flagField.optional(),
  gender: genderField.optional(),
  comment: text(256).nullish(),
};

/** A permission's url patterns: one pattern or a list, stored as a list; empty entries are dropped. */
export const permissionUrlField = z
  .union([text(512), z.array(text(512)).max(50)])
  .transform((v) => (Array.isArray(v) ? v : [v]).filter((u) => u !== ""))
  .refine((v) => v.length > 0, { message: "required" });

/** 0 exact path, 1 wildcard, 2 regular expression. */
export const matchModeField = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** Danger level of a permission: 0 none to 4. */
export const permissionLevelField = z.number().int().min(0).max(4);

/** 0 none, 1 create, 2 delete, 3 update, 4 read, 5 special. */
export const curdCategoryField = z.number().int().min(0).max(5);

/** Display order: smaller first. */
export const sortField = z.number().int().min(-1_000_000_000).max(1_000_000_000);

/** A parent id: `null` or `""` (upstream's empty parent) make a root; absent leaves it as it is. */
export const parentIdField = z.union([z.literal("").transform(() => null), keyField]).nullish();

/** The data of a page component: any JSON value up to 64 KiB serialized and 32 levels deep. */
export const componentDataField = jsonValue({
  maxDepth: LIMITS.componentDataMaxDepth,
  maxBytes: LIMITS.componentDataMaxBytes,
});

/** Dotted numeric version, e.g. 1.2.3. */
const versionText = plainString()
  .trim()
  .min(1, { message: "required" })
  .max(32)
  .regex(/^\d+(\.\d+){0,3}$/, { message: "invalid" });

/** The fields of an app version (reference §6.4, upstream `opendb-app-versions`). */
export const appVersionFields = {
  appid: plainString().trim().min(1, { message: "required" }).max(64),
  name: text(64).optional(),
  title: text(140).optional(),
  contents: text(4096).optional(),
  platform: z.enum(["Android", "iOS"]),
  type: z.enum(["native_app", "wgt"]),
  version: versionText,
  min_uni_version: versionText.nullish(),
  url: urlField.refine((v) => v !== "", { message: "required" }),
  stable_publish: flagField.optional(),
  is_silently: flagField.optional(),
  is_mandatory: flagField.optional(),
};

/** The fields of `admin/system/role/sys/add`; `update` takes any of them. */
export const roleFields = {
  role_id: keyField,
  role_name: requiredText(64),
  comment: text(256).optional(),
  enable: flagField.optional(),
};

/** The fields of `admin/system/permission/sys/add`; `update` takes any of them. */
export const permissionFields = {
  permission_id: keyField,
  permission_name: requiredText(64),
  comment: text(256).optional(),
  url: permissionUrlField,
  match_mode: matchModeField.optional(),
  level: permissionLevelField.optional(),
  curd_category: curdCategoryField.optional(),
  parent_id: parentIdField,
  sort: sortField.optional(),
  enable: flagField.optional(),
};

/** The fields of `admin/system/menu/sys/add`; `update` takes any of them. */
export const menuFields = {
  menu_id: keyField,
  name: requiredText(64),
  icon: text(256).optional(),
  url: urlField.optional(),
  comment: text(256).optional(),
  sort: sortField.optional(),
  parent_id: parentIdField,
  enable: flagField.optional(),
  hidden_menu: flagField.optional(),
};

/** The fields of `admin/system/components-dynamic/sys/add`; `update` takes any of them. */
export const componentFields = {
  data_id: keyField,
  title: text(140).optional(),
  description: text(1024).optional(),
  data: componentDataField,
  enable: flagField.optional(),
};

/**
 * The input of an `update` whose record is named by `_id` or by its own id field `key` (role_id,
 * permission_id, menu_id, data_id; ids never change): any of the `add` fields, at least one of the two ids.
 */
export function updateInput<F extends z.ZodRawShape>(fields: F, key: keyof F & string) {
  return z.object({ _id: keyField.optional(), ...z.object(fields).partial().shape }).refine(
    (v) => {
      const ids = v as Record<string, unknown>;
      return Boolean(ids._id ?? ids[key]);
    },
    { message: "required", path: [key] },
  );
}
