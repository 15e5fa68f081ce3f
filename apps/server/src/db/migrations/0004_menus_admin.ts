import { type Kysely, sql } from "kysely";

/**
 * Menus granted through roles, the admin log, and page-component data; plus the built-in roles of the
 * reference §2.2 (admin-lv1/2/3 and query-all), whose permissions come from the permissions' level and
 * category rather than from role_permissions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("menus")
    .addColumn("menu_id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("icon", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("comment", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    // Not a foreign key: the console refuses dangling parents and cycles; getMenu drops what it cannot place.
    .addColumn("parent_id", "text")
    .addColumn("enable", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("menus_parent_idx").on("menus").columns(["parent_id", "sort"]).execute();

  await db.schema
    .createTable("role_menus")
    .addColumn("role_id", "text", (c) => c.notNull().references("roles.role_id").onDelete("cascade"))
    .addColumn("menu_id", "text", (c) => c.notNull().references("menus.menu_id").onDelete("cascade"))
    .addPrimaryKeyConstraint("role_menus_pk", ["role_id", "menu_id"])
    .execute();
  await db.schema.createIndex("role_menus_menu_idx").on("role_menus").column("menu_id").execute();
  await db.schema
    .createIndex("role_permissions_permission_idx")
    .on("role_permissions")
    .column("permission_id")
    .execute();

  await db.schema
    .createTable("admin_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("user_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("ip", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("request", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("response_code", "integer", (c) => c.notNull())
    .addColumn("request_id", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("admin_log_created_idx")
    .on("admin_log")
    .columns(["created_at", "id"])
    .execute();
  await db.schema
    .createIndex("admin_log_user_idx")
    .on("admin_log")
    .columns(["user_id", "created_at"])
    .execute();

  await db.schema
    .createTable("components_dynamic")
    .addColumn("data_id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("data", "text", (c) => c.notNull().defaultTo("null"))
    .addColumn("enable", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();

  const now = Date.now();
  await sql`insert into roles (role_id, role_name, comment, enable, created_at) values
    ('admin-lv1', 'Admin level 1', 'Built-in: every enabled permission of level 1', 1, ${now}),
    ('admin-lv2', 'Admin level 2', 'Built-in: every enabled permission of level 1-2', 1, ${now}),
    ('admin-lv3', 'Admin level 3', 'Built-in: every enabled permission of level 1-3', 1, ${now}),
    ('query-all', 'Query all', 'Built-in: every enabled read permission (category 4) below level 4', 1, ${now})
    on conflict (role_id) do nothing`.execute(db);
}
