import { defaultClientInfo } from "../lib/client-info.js";
import { newUserRow } from "../services/accounts/accounts.js";
import type { Harness } from "./harness.js";

/**
 * The world of the privilege property test: permissions, roles and accounts built from a generated
 * scenario. The admin is account 0, the caller (the attacker) account 1.
 */
/** Url rules the scenario draws permissions from, and the attacker draws edits from. */
export const URL_POOL: readonly (readonly [0 | 1 | 2, string])[] = [
  [0, "admin/system/admin-log/sys/getList"],
  [0, "admin/system/user/sys/getList"],
  [0, "admin/system/user/sys/resetPassword"],
  [0, "admin/system/menu/sys/update"],
  [0, "user/sys/encryptPwd"],
  [0, "hr/sys/payroll"],
  [1, "admin/system/user/sys/*"],
  [1, "admin/system/menu/sys/*"],
  [1, "admin/system/app-version/sys/*"],
  [1, "admin/system/*"],
  [1, "admin/hr/*"],
  [1, "user/sys/*"],
  [1, "*/getList"],
  [1, "*"],
  [2, "^admin/system/(user|role)/sys/"],
  [2, "^admin/system/components-dynamic/"],
  [2, "^hr/sys/payroll$"],
  [2, ".*"],
];

/** The calls of the attacker: the caller's own role always grants some of them, by exact path. */
export const TOOLS: readonly string[] = [
  "admin/system/permission/sys/add",
  "admin/system/permission/sys/update",
  "admin/system/permission/sys/delete",
  "admin/system/role/sys/bindPermission",
  "admin/system/role/sys/update",
  "admin/system/role/sys/delete",
  "admin/system/user/sys/add",
  "admin/system/user/sys/bindRole",
  "admin/system/user/sys/update",
  "admin/system/user/sys/resetPassword",
  "user/sys/setVerifyCode",
  "user/sys/getOutbox",
];

/** The roles any scenario has besides its own: the built-in ones. */
export const BUILT_IN_ROLES = ["admin-lv1", "admin-lv2", "admin-lv3", "query-all"] as const;

/** One generated scenario. */
export interface Scenario {
  permissions: { url: number; level: number; read: boolean; enable: boolean }[];
  roles: { permissions: number[]; enable: boolean }[];
  /** The caller's own role holds `tools` and `permissions`; `roles` adds custom or built-in ones. */
  caller: { tools: number[]; permissions: number[]; roles: number[]; backOffice: boolean };
  others: { roles: number[]; backOffice: boolean; emailConfirmed: boolean; mobileConfirmed: boolean }[];
}

/** What the run knows about the world it built. */
export interface World {
  permissionIds: string[];
  roleIds: string[];
  /** Index 0 is the admin, 1 the caller, then the others. */
  users: { uid: string; username: string; email: string; mobile: string; token: string }[];
}

const TABLES = [
  "admin_log",
  "provider_outbox",
  "verify_sends",
  "verify_codes",
  "login_failures",
  "login_name_failures",
  "login_log",
  "users",
  "role_menus",
  "menus",
  "permissions",
] as const;

const permissionRow = (permission_id: string, [match_mode, url]: readonly [number, string], extra = {}) => ({
  permission_id,
  permission_name: permission_id,
  comment: "",
  url: JSON.stringify([url]),
  match_mode,
  level: 0,
  curd_category: 0,
  parent_id: null,
  sort: 0,
  enable: 1,
  created_at: 0,
  ...extra,
});

/** Empties what a previous run left and builds the scenario's world, in one transaction. */
export async function buildWorld(h: Harness, scenario: Scenario, run: number): Promise<World> {
  const permissionIds = scenario.permissions.map((_, i) => `p${i}`);
  const permissions = scenario.permissions.map((p, i) =>
    permissionRow(permissionIds[i]!, URL_POOL[p.url % URL_POOL.length]!, {
      level: p.level,
      curd_category: p.read ? 4 : 0,
      enable: p.enable ? 1 : 0,
    }),
  );
  const tools = [...new Set(scenario.caller.tools.map((t) => TOOLS[t % TOOLS.length]!))];
  permissions.push(...tools.map((url) => permissionRow(`tool:${url}`, [0, url])));
  const custom = scenario.roles.map((_, i) => `r${i}`);
  const pick = (indices: number[], pool: string[]) => [
    ...new Set(indices.map((i) => pool[i % pool.length]!)),
  ];
  const roles = [
    ...scenario.roles.map((r, i) => ({
      id: custom[i]!,
      enable: r.enable,
      grants: pick(r.permissions, permissionIds),
    })),
    {
      id: "mine",
      enable: true,
      grants: [...tools.map((t) => `tool:${t}`), ...pick(scenario.caller.permissions, permissionIds)],
    },
  ];
  const roleIds = [...custom, "mine", ...BUILT_IN_ROLES, "admin"];
  const people = [
    { roles: ["admin"], backOffice: true, ...confirmed },
    {
      roles: [...new Set(["mine", ...pick(scenario.caller.roles, roleIds.slice(0, -1))])],
      backOffice: scenario.caller.backOffice,
      ...confirmed,
    },
    // Each custom role has a holder, so that what the attacker does to a role reaches someone.
    ...scenario.others.map((o, i) => ({
      ...o,
      roles: [...new Set([custom[i % custom.length]!, ...pick(o.roles, [...custom, ...BUILT_IN_ROLES])])],
    })),
  ];
  const svc = h.app.services;
  const hash = await knownHash(h);
  const users = people.map((person, i) => {
    const email = `u${i}.r${run}@example.com`;
    const mobile = `139${String(run % 10_000).padStart(4, "0")}${String(i).padStart(4, "0")}`;
    const row = newUserRow(svc, defaultClientInfo(), {
      username: `u${i}r${run}`,
      password_hash: hash,
      allow_login_background: person.backOffice ? 1 : 0,
      ...{ email, email_confirmed: person.emailConfirmed ? 1 : 0 },
      ...{ mobile, mobile_confirmed: person.mobileConfirmed ? 1 : 0 },
    });
    return { row, roles: person.roles };
  });
  await svc.db.transaction().execute(async (trx) => {
    for (const table of TABLES) await trx.deleteFrom(table).execute();
    await trx
      .deleteFrom("roles")
      .where("role_id", "not in", ["admin", ...BUILT_IN_ROLES])
      .execute();
    await trx.updateTable("roles").set({ enable: 1 }).execute();
    const missing = BUILT_IN_ROLES.map((role_id) => ({
      role_id,
      role_name: role_id,
      comment: "",
      enable: 1,
      created_at: 0,
    }));
    await trx
      .insertInto("roles")
      .values(missing)
      .onConflict((oc) => oc.column("role_id").doNothing())
      .execute();
    await trx.insertInto("permissions").values(permissions).execute();
    await trx
      .insertInto("roles")
      .values(
        roles.map((r) => ({
          role_id: r.id,
          role_name: r.id,
          comment: "",
          enable: r.enable ? 1 : 0,
          created_at: 0,
        })),
      )
      .execute();
    const grants = roles.flatMap((r) => r.grants.map((permission_id) => ({ role_id: r.id, permission_id })));
    if (grants.length) await trx.insertInto("role_permissions").values(grants).execute();
    await trx
      .insertInto("users")
      .values(users.map((u) => u.row))
      .execute();
    const links = users.flatMap((u) => u.roles.map((role_id) => ({ user_id: u.row.id, role_id })));
    await trx.insertInto("user_roles").values(links).execute();
  });
  return {
    permissionIds,
    roleIds,
    // Only the caller signs in: the attacker must earn every other session.
    users: await Promise.all(
      users.map(async ({ row }, i) => ({
        uid: row.id,
        username: row.username!,
        email: row.email!,
        mobile: row.mobile!,
        token: i === 1 ? await signIn(h, row.username!) : "",
      })),
    ),
  };
}

const confirmed = { emailConfirmed: true, mobileConfirmed: true };

/** The password every world account starts with (the attacker never learns it). */
const START_PASSWORD = "World_12345";
const hashes = new WeakMap<Harness, string>();

async function knownHash(h: Harness): Promise<string> {
  const hash = hashes.get(h) ?? (await h.app.services.passwords.hash(START_PASSWORD));
  hashes.set(h, hash);
  return hash;
}

async function signIn(h: Harness, username: string): Promise<string> {
  const body = await h.call("user/pub/login", { username, password: START_PASSWORD });
  if (body.code !== 0) throw new Error(`world sign-in failed: ${JSON.stringify(body)}`);
  return (body.vk_uni_token as { token: string }).token;
}
