import { expect } from "vitest";
import { newId } from "../lib/ids.js";
import type { Harness } from "./harness.js";

/** An account whose data the erasure tests seed and look for. */
export interface SeededAccount {
  uid: string;
  username: string;
  /** Its mobile and e-mail (confirmed), if it has them. */
  addresses: string[];
  /** The provider account it is linked to. */
  openid: string;
  /** Accounts around it in the invite graph: it was invited by `inviter`, and invited `invitee`, who invited `grandInvitee`. */
  inviter: string;
  invitee: string;
  grandInvitee: string;
  /** Its rows in the send log. */
  sendIds: string[];
}

/**
 * Writes a row of everything an account can have, in every table that holds one (as the routes would
 * have written them), plus an inviter above it and two generations of invitees below it.
 */
export async function seedAccountData(
  h: Harness,
  account: { uid: string; username: string; addresses?: string[] },
): Promise<SeededAccount> {
  const db = h.app.services.db;
  const now = h.clock.now();
  const { uid } = account;
  const addresses = account.addresses ?? [];
  const sendIds: string[] = [];
  const openid = `openid-${newId()}`;
  const unionid = `union-${newId()}`;
  await db
    .insertInto("user_identities")
    .values({
      id: newId(),
      user_id: uid,
      provider: "weixin",
      platform: "mp-weixin",
      appid: "wx-app",
      openid,
      unionid,
      profile: JSON.stringify({ nickname: "Wei" }),
      linked_at: now,
    })
    .execute();
  await db.insertInto("social_unions").values({ provider: "weixin", unionid, user_id: uid }).execute();
  await db
    .insertInto("social_session_keys")
    .values({ provider: "weixin", appid: "wx-app", openid, session_key: "key==", updated_at: now })
    .execute();
  await db
    .insertInto("identity_documents")
    .values({ user_id: uid, kind: "idcard", sealed: "sealed-text", created_at: now, updated_at: now })
    .execute();
  await db
    .insertInto("user_consents")
    .values({ user_id: uid, document: "terms", version: "1", accepted_at: now, ip: "203.0.113.7" })
    .execute();
  await db
    .insertInto("tcb_refresh_tokens")
    .values({
      token_hash: newId(),
      user_id: uid,
      session_id: null,
      anonymous_uuid: null,
      created_at: now,
      revoked_at: null,
    })
    .execute();
  await db
    .insertInto("tcb_pending_signups")
    .values({
      email: `pending-${newId()}@example.com`,
      password_hash: null,
      user_id: uid,
      created_at: now,
      expires_at: now + 60_000,
    })
    .execute();
  const activity = newId();
  await db
    .insertInto("lucky_draw_activities")
    .values({
      id: activity,
      name: "Spring draw",
      description: "",
      start_at: now - 1000,
      end_at: now + 86_400_000,
      enable: 1,
      daily_draws: 3,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto("lucky_draw_records")
    .values({
      id: newId(),
      activity_id: activity,
      user_id: uid,
      day: "2025-01-01",
      prize_id: null,
      prize_name: null,
      created_at: now,
    })
    .execute();
  await db
    .insertInto("demo_notes")
    .values({ id: newId(), user_id: uid, title: "Mine", body: "", public: 1, add_time: now })
    .execute();
  await db
    .insertInto("vk_test")
    .values({
      id: newId(),
      user_id: uid,
      name: "row",
      money: 5,
      latitude: 1,
      longitude: 2,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto("login_failures")
    .values({ user_id: uid, ip: "203.0.113.9", error_times: 1, last_error_at: now })
    .execute();
  await db
    .insertInto("files")
    .values({
      id: newId(),
      file_id: `https://elsewhere.example/${newId()}.png`,
      user_id: uid,
      status: "ready",
      stored: 0,
      provider: "aliyun",
      name: "elsewhere.png",
      original_name: "elsewhere.png",
      size: 10,
      content_type: "",
      type: "image",
      url: "https://elsewhere.example/x.png",
      category_id: null,
      width: null,
      height: null,
      orientation: null,
      duration: null,
      expires_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const recipient of addresses) {
    const channel = recipient.includes("@") ? "email" : "mobile";
    await db
      .insertInto("verify_codes")
      .values({
        id: newId(),
        channel,
        recipient,
        purpose: "login",
        code_hash: "00",
        attempts: 0,
        state: 0,
        ip: "203.0.113.7",
        created_at: now,
        expires_at: now + 180_000,
        used_at: null,
      })
      .execute();
    await db
      .insertInto("provider_outbox")
      .values({
        id: newId(),
        channel: channel === "mobile" ? "sms" : "email",
        recipient,
        subject: "",
        text: "code 123456",
        html: null,
        created_at: now,
      })
      .execute();
    const sendId = newId();
    sendIds.push(sendId);
    await db
      .insertInto("verify_sends")
      .values({
        id: sendId,
        channel,
        recipient,
        ip: "203.0.113.7",
        day: "2025-01-01",
        ok: 1,
        created_at: now,
      })
      .execute();
  }
  await db
    .insertInto("login_log")
    .values({
      id: newId(),
      user_id: uid,
      login_type: "password",
      state: 1,
      ip: "203.0.113.7",
      user_agent: "Mozilla/5.0 (Pixel 8)",
      device_id: "device-1",
      platform: "web",
      appid: "app",
      day: "2025-01-01",
      created_at: now,
    })
    .execute();
  const adminLog = (user_id: string, request: unknown) => ({
    id: newId(),
    user_id,
    user_name: user_id === uid ? account.username : "HR clerk",
    title: "userUpdate",
    ip: "203.0.113.7",
    url: "admin/system/user/sys/update",
    request: JSON.stringify(request),
    response_code: 0,
    request_id: "r",
    created_at: now,
  });
  await db
    .insertInto("admin_log")
    .values([
      adminLog(uid, { _id: "someone-else", nickname: "X" }),
      adminLog("clerk", { _id: uid, nickname: "New name" }),
      adminLog("clerk", { username: account.username, nickname: "Created" }),
      ...addresses.map((address) => adminLog("clerk", { _id: "other", note: address })),
    ])
    .execute();

  const inviter = await h.createUser();
  const invitee = await h.createUser();
  const grandInvitee = await h.createUser();
  const link = (user_id: string, ancestor_id: string, depth: number) => ({
    user_id,
    ancestor_id,
    depth,
    created_at: now,
  });
  await db
    .insertInto("user_inviters")
    .values([
      link(uid, inviter.uid, 1),
      link(invitee.uid, uid, 1),
      link(invitee.uid, inviter.uid, 2),
      link(grandInvitee.uid, invitee.uid, 1),
      link(grandInvitee.uid, uid, 2),
      link(grandInvitee.uid, inviter.uid, 3),
    ])
    .execute();
  return {
    uid,
    username: account.username,
    addresses,
    openid,
    inviter: inviter.uid,
    invitee: invitee.uid,
    grandInvitee: grandInvitee.uid,
    sendIds,
  };
}

/** Counts of everything of `seeded` that an erasure must remove (every one 0 afterwards). */
export async function leftoversOf(h: Harness, seeded: SeededAccount): Promise<Record<string, number>> {
  const db = h.app.services.db;
  const { uid, addresses } = seeded;
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  const byUser = (
    table:
      | "users"
      | "sessions"
      | "user_roles"
      | "login_failures"
      | "user_identities"
      | "social_unions"
      | "identity_documents"
      | "user_consents"
      | "tcb_refresh_tokens"
      | "tcb_pending_signups"
      | "lucky_draw_records"
      | "demo_notes"
      | "vk_test"
      | "files",
  ) =>
    count(
      db
        .selectFrom(table)
        .selectAll()
        .where(table === "users" ? "id" : "user_id", "=", uid)
        .execute(),
    );
  const anyAddress = addresses.length ? addresses : ["-"];
  return {
    users: await byUser("users"),
    sessions: await byUser("sessions"),
    user_roles: await byUser("user_roles"),
    login_failures: await byUser("login_failures"),
    user_identities: await byUser("user_identities"),
    social_unions: await byUser("social_unions"),
    social_session_keys: await count(
      db.selectFrom("social_session_keys").selectAll().where("openid", "=", seeded.openid).execute(),
    ),
    identity_documents: await byUser("identity_documents"),
    user_consents: await byUser("user_consents"),
    tcb_refresh_tokens: await byUser("tcb_refresh_tokens"),
    tcb_pending_signups: await byUser("tcb_pending_signups"),
    lucky_draw_records: await byUser("lucky_draw_records"),
    demo_notes: await byUser("demo_notes"),
    vk_test: await byUser("vk_test"),
    files: await byUser("files"),
    verify_codes: await count(
      db.selectFrom("verify_codes").selectAll().where("recipient", "in", anyAddress).execute(),
    ),
    provider_outbox: await count(
      db.selectFrom("provider_outbox").selectAll().where("recipient", "in", anyAddress).execute(),
    ),
    verify_sends: await count(
      db.selectFrom("verify_sends").selectAll().where("recipient", "in", anyAddress).execute(),
    ),
    user_inviters: await count(
      db
        .selectFrom("user_inviters")
        .selectAll()
        .where((eb) => eb.or([eb("user_id", "=", uid), eb("ancestor_id", "=", uid)]))
        .execute(),
    ),
    login_log_personal: await count(
      db
        .selectFrom("login_log")
        .selectAll()
        .where("user_id", "=", uid)
        .where((eb) => eb.or([eb("ip", "<>", ""), eb("user_agent", "<>", ""), eb("device_id", "<>", "")]))
        .execute(),
    ),
    admin_log_personal: await count(
      db
        .selectFrom("admin_log")
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([eb("user_id", "=", uid), eb.or([eb("user_name", "<>", ""), eb("ip", "<>", "")])]),
            // The entry of an administrator's deletion names the account by its id, and nothing else.
            eb.and([eb("request", "like", `%${uid}%`), eb("request", "<>", JSON.stringify({ _id: uid }))]),
            eb("request", "like", `%"username":"${seeded.username}"%`),
            ...addresses.map((address) => eb("request", "like", `%${address}%`)),
          ]),
        )
        .execute(),
    ),
  };
}

/**
 * Asserts that nothing of `seeded` is left, that the records kept for the operator are still there (its
 * login-log rows and the admin-log rows by or about it), and that its invitees keep their accounts with
 * the chain below the erased account only.
 */
export async function expectErased(h: Harness, seeded: SeededAccount): Promise<void> {
  const left = await leftoversOf(h, seeded);
  expect(left).toEqual(Object.fromEntries(Object.keys(left).map((key) => [key, 0])));
  const db = h.app.services.db;
  expect(
    await db.selectFrom("login_log").select("id").where("user_id", "=", seeded.uid).execute(),
  ).not.toEqual([]);
  expect(
    await db.selectFrom("admin_log").select("id").where("user_id", "=", seeded.uid).execute(),
  ).toHaveLength(1);
  // The send log keeps its rows (the senders' IP caps) without the addresses.
  if (seeded.sendIds.length) {
    const sends = await db
      .selectFrom("verify_sends")
      .select(["recipient", "ip"])
      .where("id", "in", seeded.sendIds)
      .execute();
    expect(sends).toEqual(seeded.sendIds.map(() => ({ recipient: "", ip: "203.0.113.7" })));
  }
  const chain = async (userId: string) =>
    (
      await db
        .selectFrom("user_inviters")
        .select(["ancestor_id", "depth"])
        .where("user_id", "=", userId)
        .orderBy("depth")
        .execute()
    ).map((row) => `${row.ancestor_id}@${row.depth}`);
  expect(await chain(seeded.invitee)).toEqual([]);
  expect(await chain(seeded.grandInvitee)).toEqual([`${seeded.invitee}@1`]);
  for (const id of [seeded.inviter, seeded.invitee, seeded.grandInvitee]) {
    expect(await db.selectFrom("users").select("id").where("id", "=", id).executeTakeFirst()).toBeDefined();
  }
}
