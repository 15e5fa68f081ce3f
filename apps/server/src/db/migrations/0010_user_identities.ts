import type { Kysely } from "kysely";

/**
 * Social sign-in (issue 11):
 * - `user_identities`: one row per provider account linked to a Roster user (provider, platform, appid,
 *   openid, unionid, a profile snapshot as JSON text, linked_at). An openid is unique within its provider
 *   and app, so two sign-ins racing with one new openid make one account: the loser's insert fails and it
 *   reads the winner's row back. `unionid` is indexed to find the same person under another app.
 * - `social_session_keys`: the latest mini-program session key of an openid (WeChat, QQ, Douyin), kept
 *   server-side only for the encryptedData flows; clients hold a signed reference, never the key.
 * - `social_unions`: which account a provider's unionid belongs to, claimed in the transaction that links
 *   its first identity. Its primary key makes parallel first sign-ins of one person under different apps
 *   (different openids, one unionid) end in one account as well.
 * Existing users are untouched: they simply have no identities yet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("user_identities")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("platform", "text", (c) => c.notNull())
    .addColumn("appid", "text", (c) => c.notNull())
    .addColumn("openid", "text", (c) => c.notNull())
    .addColumn("unionid", "text")
    .addColumn("profile", "text")
    .addColumn("linked_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("user_identities_openid_uq")
    .on("user_identities")
    .columns(["provider", "appid", "openid"])
    .unique()
    .execute();
  await db.schema
    .createIndex("user_identities_unionid_idx")
    .on("user_identities")
    .columns(["provider", "unionid"])
    .execute();
  await db.schema
    .createIndex("user_identities_user_idx")
    .on("user_identities")
    .columns(["user_id", "provider"])
    .execute();
  await db.schema
    .createTable("social_unions")
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("unionid", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("social_unions_pk", ["provider", "unionid"])
    .execute();
  await db.schema
    .createTable("social_session_keys")
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("appid", "text", (c) => c.notNull())
    .addColumn("openid", "text", (c) => c.notNull())
    .addColumn("session_key", "text", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("social_session_keys_pk", ["provider", "appid", "openid"])
    .execute();
}
