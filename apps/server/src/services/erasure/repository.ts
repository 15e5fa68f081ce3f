import { type SqlBool, sql } from "kysely";
import type { Db } from "../../db/types.js";

/** The ids of the accounts that are enabled administrators: role `admin` (enabled), not disabled or closed. */
export async function enabledAdminIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("users")
    .innerJoin("user_roles", "user_roles.user_id", "users.id")
    .innerJoin("roles", "roles.role_id", "user_roles.role_id")
    .select("users.id")
    .where("roles.role_id", "=", "admin")
    .where("roles.enable", "=", 1)
    .where("users.status", "not in", [1, 4])
    .execute();
  return rows.map((row) => row.id);
}

/** Whether an account other than `userId` has confirmed `value` as its mobile or e-mail. */
export async function confirmedByOther(
  db: Db,
  column: "mobile" | "email",
  value: string,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where(column, "=", value)
    .where(column === "mobile" ? "mobile_confirmed" : "email_confirmed", "=", 1)
    .where("id", "<>", userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes the mini-program session keys of these provider accounts. */
export async function deleteSessionKeys(
  db: Db,
  identities: readonly { provider: string; appid: string; openid: string }[],
): Promise<void> {
  for (const { provider, appid, openid } of identities) {
    await db
      .deleteFrom("social_session_keys")
      .where("provider", "=", provider)
      .where("appid", "=", appid)
      .where("openid", "=", openid)
      .execute();
  }
}

/**
 * Forgets what was sent to these addresses: their codes (any purpose, any state) and the console
 * providers' messages are deleted; the send log keeps its rows, for the senders' IP caps, without the
 * address.
 */
export async function forgetAddresses(db: Db, recipients: readonly string[]): Promise<void> {
  if (recipients.length === 0) return;
  await db.deleteFrom("verify_codes").where("recipient", "in", recipients).execute();
  await db.deleteFrom("provider_outbox").where("recipient", "in", recipients).execute();
  await db.updateTable("verify_sends").set({ recipient: "" }).where("recipient", "in", recipients).execute();
}

/** Keeps the account's login-log rows (type, outcome, platform, app, day, time) without address or device. */
export async function anonymiseLoginLog(db: Db, userId: string): Promise<void> {
  await db
    .updateTable("login_log")
    .set({ ip: "", user_agent: "", device_id: "" })
    .where("user_id", "=", userId)
    .execute();
}

/** `text` as a LIKE pattern that matches it anywhere, its wildcards escaped (with `\`). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Admin-log rows: those the account wrote keep what was done, without its name and IP; the request of any
 * row that holds one of `mentions` (the account's id, mobile, e-mail, `"username":"<name>"`) is replaced
 * by `replacement`.
 */
export async function anonymiseAdminLog(
  db: Db,
  userId: string,
  mentions: readonly string[],
  replacement: string,
): Promise<void> {
  await db.updateTable("admin_log").set({ user_name: "", ip: "" }).where("user_id", "=", userId).execute();
  // Entries about the account keep its random id, not its name.
  await db.updateTable("admin_log").set({ target_name: null }).where("target_id", "=", userId).execute();
  if (mentions.length === 0) return;
  await db
    .updateTable("admin_log")
    .set({ request: replacement })
    .where((eb) =>
      eb.or(mentions.map((text) => sql<SqlBool>`${eb.ref("request")} like ${containing(text)} escape '\\'`)),
    )
    .execute();
}

/** Bind parameters per statement, well under SQLite's and PostgreSQL's limits. */
const CHUNK = 500;

/**
 * Cuts the inviter chains that pass through `userId`: each descendant keeps its links below the account and
 * loses the account and every ancestor reached through it. (The links to the account itself go with its
 * row.)
 */
export async function cutInviteChainsThrough(db: Db, userId: string): Promise<void> {
  const links = await db
    .selectFrom("user_inviters")
    .select(["user_id", "depth"])
    .where("ancestor_id", "=", userId)
    .execute();
  const byDepth = new Map<number, string[]>();
  for (const link of links) byDepth.set(link.depth, [...(byDepth.get(link.depth) ?? []), link.user_id]);
  for (const [depth, ids] of byDepth) {
    for (let i = 0; i < ids.length; i += CHUNK) {
      await db
        .deleteFrom("user_inviters")
        .where("user_id", "in", ids.slice(i, i + CHUNK))
        .where("depth", ">", depth)
        .execute();
    }
  }
}

/** Deletes the account's upload records and targets (their objects are queued apart). */
export async function deleteFileRowsOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom("files").where("user_id", "=", userId).execute();
}

/**
 * Deletes the account's row, only while its session epoch is still `ifSessionEpoch` (when given); the
 * database cascades to every table that refers to it. Answers whether it was deleted.
 */
export async function deleteUserRow(db: Db, userId: string, ifSessionEpoch?: number): Promise<boolean> {
  let query = db.deleteFrom("users").where("id", "=", userId);
  if (ifSessionEpoch !== undefined) query = query.where("session_epoch", "=", ifSessionEpoch);
  const result = await query.executeTakeFirst();
  return result.numDeletedRows > 0n;
}
