import { checkToken, getMyUserInfo } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPermissions, seedRole } from "../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../test/harness.js";
import { loadAccess } from "../access/access.js";
import { insertInviterLinks, inviterChain } from "../invites/repository.js";
import { insertIdentity } from "../social/repository.js";
import { identitiesOfUser } from "../users/repository.js";
import { authenticate } from "./authentication.js";

let h: Harness;
/** A user with a bound permission, a disabled role, level and query-all roles, two inviters, two identities. */
let rich: TestUser;
let admin: TestUser;
let plain: TestUser;
let disabledOnly: TestUser;
/** The rich user's inviter chain, direct inviter first. */
let chain: string[];

beforeAll(async () => {
  h = await createHarness();
  const db = h.app.services.db;
  await seedPermissions(h, [
    { permission_id: "b.read", url: ["user/kh/b"] },
    { permission_id: "B_write", url: ["user/kh/B"], level: 1 },
    { permission_id: "a-list", url: ["user/kh/a"], curd_category: 4, level: 2 },
    { permission_id: "c.hidden", url: ["user/kh/c"], curd_category: 4, level: 4 },
    { permission_id: "d.off", url: ["user/kh/d"], level: 1, enable: 0 },
    { permission_id: "e.level3", url: ["user/kh/e"], level: 3 },
  ]);
  await seedRole(h, "editor", { permissions: ["b.read", "d.off"] });
  await seedRole(h, "dormant", { enable: 0, permissions: ["e.level3"] });
  const first = await h.createUser();
  const second = await h.createUser();
  rich = await h.createUser({ roles: ["editor", "dormant", "admin-lv1", "query-all"] });
  admin = await h.createUser({ roles: ["admin", "editor"] });
  plain = await h.createUser();
  disabledOnly = await h.createUser({ roles: ["dormant"] });
  chain = [second.uid, first.uid];
  const now = h.clock.now();
  await insertInviterLinks(db, [
    { user_id: second.uid, ancestor_id: first.uid, depth: 1, created_at: now },
    { user_id: rich.uid, ancestor_id: second.uid, depth: 1, created_at: now },
    { user_id: rich.uid, ancestor_id: first.uid, depth: 2, created_at: now },
  ]);
  const identity = { user_id: rich.uid, platform: "mp-weixin", appid: "wx1", linked_at: now };
  await insertIdentity(db, {
    ...identity,
    id: "id-2",
    provider: "weixin",
    openid: "o-2",
    unionid: "u-2",
    profile: JSON.stringify({ nickname: "Rich" }),
  });
  await insertIdentity(db, {
    ...identity,
    id: "id-1",
    provider: "qq",
    openid: "o-1",
    unionid: null,
    profile: null,
  });
});
afterAll(() => h.close());

describe("authentication reads", () => {
  it("what the separate reads of the session's parts give, for every shape of access", async () => {
    for (const user of [rich, admin, plain, disabledOnly]) {
      const db = h.app.services.db;
      const auth = await authenticate(h.app.services, user.token);
      expect(auth.uid).toBe(user.uid);
      expect(auth.user).toEqual(
        await db.selectFrom("users").selectAll().where("id", "=", user.uid).executeTakeFirst(),
      );
      expect(auth.access).toEqual(await loadAccess(db, user.uid));
      expect(await auth.inviterChain()).toEqual(await inviterChain(db, user.uid));
      expect(await auth.identities()).toEqual(await identitiesOfUser(db, user.uid));
    }
    const auth = await authenticate(h.app.services, rich.token);
    // The parts themselves, so that the comparison above cannot pass on two empty answers.
    expect(auth.access.roles).toEqual(["admin-lv1", "dormant", "editor", "query-all"]);
    expect(auth.access.permissions.map((p) => p.permission_id)).toEqual(["B_write", "a-list", "b.read"]);
    expect(await auth.inviterChain()).toEqual(chain);
    expect((await auth.identities()).map((i) => i.id).sort()).toEqual(["id-1", "id-2"]);
    expect((await authenticate(h.app.services, admin.token)).access).toMatchObject({
      isAdmin: true,
      permissions: [],
    });
  });
});

describe("round trips of a signed-in call", () => {
  /** Nothing remembered: the next call reads the database. */
  const cold = () => h.app.services.authCache.reset();

  for (const [name, route] of [
    ["getMyUserInfo", getMyUserInfo],
    ["checkToken", checkToken],
  ] as const) {
    it(`${name} reads everything authentication needs in one query`, async () => {
      cold();
      const { result, queries } = await h.queriesOf(() => h.call(route, {}, { as: rich }));
      expect(result).toMatchObject({ code: 0, userInfo: { _id: rich.uid, inviter_uid: chain } });
      expect(queries).toHaveLength(1);
      expect(queries[0]).toMatch(/from "sessions"/);

      // A second call: answered from the session cache, with no query on SQLite (its one process hears of
      // every change at its statement) and one read of the user's version on PostgreSQL.
      const again = await h.queriesOf(() => h.call(route, {}, { as: rich }));
      expect(again.result).toEqual(result);
      if (h.dialect === "sqlite") expect(again.queries).toEqual([]);
      else expect(again.queries).toEqual([expect.stringMatching(/^select "auth_version" from "users"/)]);
    });
  }
});
