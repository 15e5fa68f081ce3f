import {
  adminLogGetList,
  adminRoleAdd,
  adminUserAdd,
  adminUserBindRole,
  adminUserDelete,
  adminUserResetPassword,
  adminUserRevokeSessions,
  adminUserUpdate,
} from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPermissions, seedRole } from "../../../../../test/admin-fixtures.js";
import {
  type CallOptions,
  createHarness,
  type Harness,
  type TestUser,
  uniqueName,
} from "../../../../../test/harness.js";

// The account an admin-log entry acted on (issue 15): named as it was, filtered and sorted by, and withheld
// from a non-admin reader when it is above that reader (the privilege rule of services/access/privilege.ts).

const PASSWORD = "Secret_777";
let h: Harness;
let admin: TestUser;
let reader: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"], nickname: "Auditor" });
  // A narrow back-office user who may read the admin log and nothing else.
  await seedPermissions(h, [{ permission_id: "log-read", url: [adminLogGetList.path] }]);
  await seedRole(h, "log-reader", { permissions: ["log-read"] });
  reader = await h.createUser({ allow_login_background: 1, roles: ["log-reader"], nickname: "Reader" });
});
afterAll(() => h.close());

type Entry = Awaited<ReturnType<typeof list>>["rows"][number];

/** The admin log as `as` reads it (the contract's output, parsed). */
async function list(data: Record<string, unknown> = {}, options: CallOptions = { as: admin }) {
  const body = await h.call(adminLogGetList.path, { pageSize: 100, ...data }, options);
  expect(body.code).toBe(0);
  return adminLogGetList.output.parse(body);
}

/** The newest entry of `url` as `as` reads it. */
async function latest(url: string, as: TestUser = admin): Promise<Entry> {
  const body = await list({ formData: { url }, columns: [{ key: "url", mode: "=" }], pageSize: 1 }, { as });
  return body.rows[0]!;
}

/** Rows of a filter on one field. */
const find = (as: TestUser, key: string, value: unknown, mode = "=") =>
  list({ formData: { [key]: value }, columns: [{ key, mode }] }, { as });

const setUser = (id: string, fields: Record<string, unknown>) =>
  h.app.services.db.updateTable("users").set(fields).where("id", "=", id).execute();

describe("admin log: the account an entry acted on", () => {
  it("names it for each user action as it was before the call, and by its id only once it is deleted", async () => {
    const before = uniqueName("alice");
    const alice = await h.createUser({ username: before, nickname: "Alice" });
    const created = await h.call(
      adminUserAdd,
      { username: uniqueName("newbie"), password: PASSWORD },
      { as: admin },
    );
    expect(created.code).toBe(0);
    const add = await latest(adminUserAdd.path);
    expect(add).toMatchObject({
      target_id: created._id,
      target_name: created.row?.username,
      target_hidden: false,
    });
    expect(add.summary).toBe(`Auditor added the user ${created.row?.username}`);

    const after = uniqueName("alice2");
    expect((await h.call(adminUserUpdate, { _id: alice.uid, username: after }, { as: admin })).code).toBe(0);
    expect(await latest(adminUserUpdate.path)).toMatchObject({ target_id: alice.uid, target_name: before });

    await h.call(adminUserBindRole, { uid: alice.uid, role_ids: ["log-reader"] }, { as: admin });
    await h.call(adminUserResetPassword, { uid: alice.uid, password: PASSWORD }, { as: admin });
    await h.call(adminUserRevokeSessions, { uid: alice.uid }, { as: admin });
    for (const route of [adminUserBindRole, adminUserResetPassword, adminUserRevokeSessions]) {
      expect(await latest(route.path)).toMatchObject({ target_id: alice.uid, target_name: after });
    }
    const reset = await latest(adminUserResetPassword.path);
    expect(reset.summary).toBe(`Auditor reset the password of ${after}`);
    expect(reset.title).toBe("Reset the password of user");

    expect((await h.call(adminUserDelete, { _id: alice.uid }, { as: admin })).code).toBe(0);
    const deleted = await latest(adminUserDelete.path);
    // A deleted account is erased: its name leaves the log (the entries keep its random id, which leads to
    // nobody), the deletion's own entry included.
    expect(deleted).toMatchObject({
      target_id: alice.uid,
      target_name: null,
      summary: `Auditor deleted the user ${alice.uid}`,
    });
    // The older entries lose the name too, and read in the reader's language.
    const zh = await h.call(adminLogGetList, { pageSize: 100 }, { as: admin, client: { locale: "zh-Hans" } });
    const sentences = (zh.rows ?? []).filter((r) => r.target_id === alice.uid).map((r) => r.summary);
    expect(sentences).toEqual([
      `Auditor 删除了用户 ${alice.uid}`,
      `Auditor 强制 ${alice.uid} 下线`,
      `Auditor 重置了 ${alice.uid} 的密码`,
      `Auditor 为 ${alice.uid} 分配了角色`,
      `Auditor 修改了用户 ${alice.uid}`,
    ]);
  });

  it("calls an account by username, else nickname, else its masked mobile or e-mail", async () => {
    const user = await h.createUser();
    const named = async (fields: Record<string, unknown>) => {
      await setUser(user.uid, fields);
      await h.call(adminUserRevokeSessions, { uid: user.uid }, { as: admin });
      return (await latest(adminUserRevokeSessions.path)).target_name;
    };
    expect(await named({ username: null, nickname: "Nick" })).toBe("Nick");
    const mobile = `139${String(Date.now()).slice(-8)}`;
    expect(await named({ nickname: "", mobile })).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    expect(await named({ mobile: null, email: "zoe.target@example.com" })).toBe("zo***@example.com");
    expect(await named({ email: null })).toBeNull();
    expect((await latest(adminUserRevokeSessions.path)).summary).toBe(
      `Auditor revoked the sessions of ${user.uid}`,
    );
  });

  it("names none for actions on no one account, and keeps a refused call's account", async () => {
    await h.call(adminRoleAdd, { role_id: uniqueName("r"), role_name: "R" }, { as: admin });
    expect(await latest(adminRoleAdd.path)).toMatchObject({
      target_id: null,
      target_name: null,
      target_hidden: false,
      summary: "Auditor added a role",
    });
    // An id of no account: refused (90004), the id kept without a name.
    expect(
      (await h.call(adminUserResetPassword, { uid: "nobody-at-all", password: PASSWORD }, { as: admin }))
        .code,
    ).toBe(90004);
    expect(await latest(adminUserResetPassword.path)).toMatchObject({
      target_id: "nobody-at-all",
      target_name: null,
      summary: "Auditor's action on nobody-at-all was refused (code 90004): Reset the password of user",
    });
    // A refused add created no account: no target.
    const taken = await h.createUser();
    expect(
      (await h.call(adminUserAdd, { username: taken.username, password: PASSWORD }, { as: admin })).code,
    ).not.toBe(0);
    const refused = await latest(adminUserAdd.path);
    expect(refused).toMatchObject({ target_id: null, target_name: null });
    expect(refused.summary).toMatch(/^Auditor's action was refused \(code \d+\): Add user$/);
  });

  it("filters and sorts by the account", async () => {
    const zed = await h.createUser({ username: uniqueName("zz_sort") });
    const amy = await h.createUser({ username: uniqueName("aa_sort") });
    for (const user of [zed, amy, zed])
      await h.call(adminUserRevokeSessions, { uid: user.uid }, { as: admin });
    expect((await find(admin, "target_name", zed.username)).total).toBe(2);
    expect((await find(admin, "target_id", amy.uid)).total).toBe(1);
    expect((await find(admin, "target_name", "_sort", "%%")).total).toBe(3);
    const sorted = (type: "asc" | "desc") =>
      list({
        formData: { target_name: "_sort" },
        columns: [{ key: "target_name", mode: "%%" }],
        sortRule: [{ name: "target_name", type }],
      });
    expect((await sorted("asc")).rows.map((r) => r.target_name)).toEqual([
      amy.username,
      zed.username,
      zed.username,
    ]);
    expect((await sorted("desc")).rows.map((r) => r.target_name)).toEqual([
      zed.username,
      zed.username,
      amy.username,
    ]);
    // Entries with no account sort last both ways.
    const all = await list({ sortRule: [{ name: "target_name", type: "desc" }] });
    const firstNull = all.rows.findIndex((r) => r.target_name === null);
    expect(firstNull).toBeGreaterThan(0);
    expect(all.rows.slice(firstNull).every((r) => r.target_name === null)).toBe(true);
  });
});

describe("admin log: accounts above a non-admin reader", () => {
  it("shows the reader accounts within its rights, and withholds those above it", async () => {
    const plain = await h.createUser({ username: uniqueName("plain") });
    const peer = await h.createUser({
      username: uniqueName("peer"),
      allow_login_background: 1,
      roles: ["log-reader"],
    });
    const boss = await h.createUser({ username: uniqueName("boss"), roles: ["admin"] });
    await seedPermissions(h, [{ permission_id: "payroll-run", url: ["admin/payroll/sys/run"] }]);
    await seedRole(h, "payroll", { permissions: ["payroll-run"] });
    const payroll = await h.createUser({ username: uniqueName("payroll"), roles: ["payroll"] });
    for (const user of [plain, peer, boss, payroll]) {
      await h.call(adminUserResetPassword, { uid: user.uid, password: PASSWORD }, { as: admin });
    }
    const seen = async (user: TestUser) => (await find(reader, "target_id", user.uid)).rows;
    expect(await seen(plain)).toMatchObject([
      { target_name: plain.username, request_param: { uid: plain.uid } },
    ]);
    expect(await seen(peer)).toMatchObject([{ target_name: peer.username, target_hidden: false }]);
    expect(await seen(boss)).toEqual([]);
    expect(await seen(payroll)).toEqual([]);

    const hidden = (await list({}, { as: reader })).rows.filter((r) => r.target_hidden);
    expect(hidden).toHaveLength(2);
    for (const row of hidden) {
      expect(row).toMatchObject({ target_id: null, target_name: null, request_param: {} });
      expect(row.summary).toBe("Auditor reset the password of an account above your rights");
    }
    const text = JSON.stringify(await list({}, { as: reader }));
    for (const user of [boss, payroll]) {
      expect(text).not.toContain(user.username);
      expect(text).not.toContain(user.uid);
    }
    // Filters and sorting compare what the reader sees.
    expect((await find(reader, "target_name", boss.username)).total).toBe(0);
    expect((await find(reader, "target_name", "boss", "%%")).total).toBe(0);
    expect((await find(admin, "target_name", boss.username)).total).toBe(1);
  });

  it("withholds an account that was above the reader then, even once deleted or lowered", async () => {
    const boss = await h.createUser({ username: uniqueName("oldboss"), roles: ["admin"] });
    await h.call(adminUserResetPassword, { uid: boss.uid, password: PASSWORD }, { as: admin });
    expect((await h.call(adminUserDelete, { _id: boss.uid }, { as: admin })).code).toBe(0);
    // Erased: the admin sees both entries by the account's id only; the reader, not even that.
    expect((await find(admin, "target_id", boss.uid)).rows.map((r) => r.target_name)).toEqual([null, null]);
    expect((await find(reader, "target_id", boss.uid)).total).toBe(0);

    // Lowered: an admin when acted on, a plain user now; raised: the other way round.
    const lowered = await h.createUser({ username: uniqueName("lowered"), roles: ["admin"] });
    const raised = await h.createUser({ username: uniqueName("raised") });
    for (const user of [lowered, raised])
      await h.call(adminUserRevokeSessions, { uid: user.uid }, { as: admin });
    await h.call(adminUserBindRole, { uid: lowered.uid, role_ids: [] }, { as: admin });
    await h.call(adminUserBindRole, { uid: raised.uid, role_ids: ["admin"] }, { as: admin });
    const byReader = (user: TestUser) => find(reader, "target_name", user.username);
    // The bind that lowered it: the account had the admin role then.
    expect((await byReader(lowered)).total).toBe(0);
    expect((await byReader(raised)).total).toBe(0);
    expect((await find(admin, "target_name", raised.username)).total).toBe(2);
  });

  it("is refused to callers without admin-log rights, and written for none of them", async () => {
    const before = (await list()).total;
    await seedPermissions(h, [{ permission_id: "users-read", url: ["admin/system/user/sys/getList"] }]);
    await seedRole(h, "user-reader", { permissions: ["users-read"] });
    const narrow = await h.createUser({ allow_login_background: 1, roles: ["user-reader"] });
    const plain = await h.createUser();
    expect((await h.call(adminLogGetList, {})).code).toBe(30204);
    expect((await h.call(adminLogGetList, {}, { as: plain })).code).toBe(403);
    expect((await h.call(adminLogGetList, {}, { as: narrow })).code).toBe(403);
    // The reader may not act: its refused call is not logged, and names nobody.
    expect(
      (await h.call(adminUserResetPassword, { uid: plain.uid, password: PASSWORD }, { as: reader })).code,
    ).toBe(403);
    expect((await list()).total).toBe(before);
  });
});

describe("admin log: parallel calls", () => {
  it("writes one entry per call, each naming its own account (100 adds, 100 revokes at once)", async () => {
    const names = Array.from({ length: 100 }, (_, i) => uniqueName(`bulk${i}x`));
    const added = await Promise.all(
      names.map((username) => h.call(adminUserAdd, { username, password: PASSWORD }, { as: admin })),
    );
    expect(added.map((b) => b.code)).toEqual(names.map(() => 0));
    const byName = new Map(added.map((b) => [b.row?.username, b._id]));
    const logged = await find(admin, "target_name", "bulk", "%*");
    expect(logged.total).toBe(100);
    for (const row of logged.rows) expect(byName.get(row.target_name ?? "")).toBe(row.target_id);
    expect(new Set(logged.rows.map((r) => r.target_id)).size).toBe(100);

    const target = await h.createUser({ username: uniqueName("busy") });
    const revoked = await Promise.all(
      Array.from({ length: 100 }, () => h.call(adminUserRevokeSessions, { uid: target.uid }, { as: admin })),
    );
    expect(revoked.every((b) => b.code === 0)).toBe(true);
    const entries = await find(admin, "target_id", target.uid);
    expect(entries.total).toBe(100);
    expect(entries.rows.every((r) => r.target_name === target.username)).toBe(true);
  });
});
