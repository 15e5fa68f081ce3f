import { type Kysely, sql } from "kysely";

/** Users, sessions, roles, permissions, the login log, lockout counters and app versions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("username", "text")
    .addColumn("password_hash", "text")
    .addColumn("nickname", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("avatar", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("gender", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("mobile", "text")
    .addColumn("mobile_confirmed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("email", "text")
    .addColumn("email_confirmed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("my_invite_code", "text")
    .addColumn("invite_time", "bigint")
    .addColumn("allow_login_background", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("disable_update_password", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("social_info", "text")
    .addColumn("comment", "text")
    .addColumn("register_date", "bigint", (c) => c.notNull())
    .addColumn("register_ip", "text")
    .addColumn("register_env", "text")
    .addColumn("last_login_date", "bigint")
    .addColumn("last_login_ip", "text")
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  // Usernames are stored lower-cased; a confirmed mobile or e-mail belongs to one account only.
  await db.schema.createIndex("users_username_uq").unique().on("users").column("username").execute();
  await db.schema
    .createIndex("users_mobile_confirmed_uq")
    .unique()
    .on("users")
    .column("mobile")
    .where(sql.ref("mobile_confirmed"), "=", 1)
    .execute();
  await db.schema
    .createIndex("users_email_confirmed_uq")
    .unique()
    .on("users")
    .column("email")
    .where(sql.ref("email_confirmed"), "=", 1)
    .execute();
  await db.schema.createIndex("users_invite_code_uq").unique().on("users").column("my_invite_code").execute();
  await db.schema.createIndex("users_register_date_idx").on("users").column("register_date").execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("last_seen_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("revoked_at", "bigint")
    .addColumn("device_id", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("platform", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("appid", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("ip", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("user_agent", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("sessions_user_idx")
    .on("sessions")
    .columns(["user_id", "created_at"])
    .execute();

  await db.schema
    .createTable("roles")
    .addColumn("role_id", "text", (c) => c.primaryKey())
    .addColumn("role_name", "text", (c) => c.notNull())
    .addColumn("comment", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("enable", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("permissions")
    .addColumn("permission_id", "text", (c) => c.primaryKey())
    .addColumn("permission_name", "text", (c) => c.notNull())
    .addColumn("comment", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("url", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("match_mode", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("level", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("curd_category", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("parent_id", "text")
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("enable", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("user_roles")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role_id", "text", (c) => c.notNull().references("roles.role_id").onDelete("cascade"))
    .addPrimaryKeyConstraint("user_roles_pk", ["user_id", "role_id"])
    .execute();
  await db.schema.createIndex("user_roles_role_idx").on("user_roles").column("role_id").execute();

  await db.schema
    .createTable("role_permissions")
    .addColumn("role_id", "text", (c) => c.notNull().references("roles.role_id").onDelete("cascade"))
    .addColumn("permission_id", "text", (c) =>
      c.notNull().references("permissions.permission_id").onDelete("cascade"),
    )
    .addPrimaryKeyConstraint("role_permissions_pk", ["role_id", "permission_id"])
    .execute();

  await db.schema
    .createTable("login_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text")
    .addColumn("login_type", "text", (c) => c.notNull())
    .addColumn("state", "integer", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("user_agent", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("device_id", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("platform", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("appid", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("login_log_user_day_idx").on("login_log").columns(["user_id", "day"]).execute();

  await db.schema
    .createTable("login_failures")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("error_times", "integer", (c) => c.notNull())
    .addColumn("last_error_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("login_failures_pk", ["user_id", "ip"])
    .execute();

  await db.schema
    .createTable("app_versions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("appid", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("contents", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("platform", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("min_uni_version", "text")
    .addColumn("url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("stable_publish", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("is_silently", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_mandatory", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("app_versions_lookup_idx")
    .on("app_versions")
    .columns(["appid", "platform"])
    .execute();

  // The built-in role: admin holds every permission.
  const now = Date.now();
  await sql`insert into roles (role_id, role_name, comment, enable, created_at)
            values ('admin', 'Administrator', 'Holds every permission', 1, ${now})`.execute(db);
}
