import {
  adminUserBindRole,
  adminUserUpdate,
  getMyUserInfo,
  login,
  logout,
  updateUser,
} from "@roster/contract/routes";
import { describe, expect, it } from "vitest";
import type { AuthChangeListener } from "../../db/auth-changes.js";
import { createHarness } from "../../test/harness.js";
import { AuthCache } from "./auth-cache.js";

interface Value {
  user: { id: string; auth_version: number };
  epoch: number;
  read: number;
}

/** A feed the test drives by hand. */
function handFeed(synchronous: boolean) {
  let listener: AuthChangeListener | undefined;
  return {
    synchronous,
    subscribe: (l: AuthChangeListener) => {
      listener = l;
      return () => {};
    },
    changed: (userId: string) => listener?.changed(userId),
    reset: () => listener?.reset(),
  };
}

const noVersion = async () => {
  throw new Error("a synchronous feed needs no version check");
};

/** A loader of user `userId`'s value at `version`, counting its reads. */
function loader(userId: string, version = 0) {
  const counter = {
    reads: 0,
    load: async (): Promise<Value> => ({
      user: { id: userId, auth_version: version },
      epoch: 0,
      read: ++counter.reads,
    }),
  };
  return counter;
}

describe("AuthCache", () => {
  it("with a synchronous feed: remembers per session and forgets only the changed user's sessions", async () => {
    const feed = handFeed(true);
    const cache = new AuthCache<Value>(feed, noVersion);
    const alice = loader("alice");
    const bob = loader("bob");
    await cache.get("a1", alice.load);
    await cache.get("a2", alice.load);
    await cache.get("b1", bob.load);
    expect((await cache.get("a1", alice.load))?.read).toBe(1);
    expect(alice.reads).toBe(2);

    feed.changed("alice");
    expect(cache.size).toBe(1);
    expect((await cache.get("b1", bob.load))?.read).toBe(1); // bob kept
    expect((await cache.get("a1", alice.load))?.read).toBe(3); // alice read again
    expect(bob.reads).toBe(1);

    feed.reset();
    expect(cache.size).toBe(0);
  });

  it("does not keep a load its user's change raced (another user's change does not matter)", async () => {
    const feed = handFeed(true);
    const cache = new AuthCache<Value>(feed, noVersion);
    const alice = loader("alice");
    await cache.get("a1", async () => {
      feed.changed("alice"); // written while this read was under way
      return alice.load();
    });
    await cache.get("a1", alice.load);
    expect(alice.reads).toBe(2);
    await cache.get("a1", alice.load);
    expect(alice.reads).toBe(2);

    const bob = loader("bob");
    await cache.get("b1", async () => {
      feed.changed("carol");
      return bob.load();
    });
    await cache.get("b1", bob.load);
    expect(bob.reads).toBe(1);

    const carol = loader("carol");
    await cache.get("c1", async () => {
      feed.reset();
      return carol.load();
    });
    expect(cache.size).toBe(0); // everything forgotten, carol's racing load not kept
    await cache.get("c1", carol.load);
    expect(carol.reads).toBe(2);
  });

  it("without a synchronous feed: uses a hit only while the user's version is the one it was read with", async () => {
    const feed = handFeed(false);
    let version = 3;
    let checks = 0;
    const cache = new AuthCache<Value>(feed, async () => {
      checks++;
      return version;
    });
    const load = async (): Promise<Value> => ({
      user: { id: "alice", auth_version: version },
      epoch: 0,
      read: checks,
    });
    let reads = 0;
    const counted = async () => {
      reads++;
      return load();
    };
    await cache.get("a1", counted);
    await cache.get("a1", counted);
    expect([reads, checks]).toEqual([1, 1]);
    version = 4; // another process changed alice; no message came
    await cache.get("a1", counted);
    expect([reads, checks]).toEqual([2, 2]);
    await cache.get("a1", counted);
    expect([reads, checks]).toEqual([2, 3]);
    feed.changed("alice"); // the message: dropped before any check
    await cache.get("a1", counted);
    expect([reads, checks]).toEqual([3, 3]);
  });

  it("without a synchronous feed: uses a hit only while the shared tables' epoch is the one it was read with", async () => {
    const feed = handFeed(false);
    let epoch = 7;
    const asked: number[] = [];
    const cache = new AuthCache<Value>(feed, async (_userId, readWith) => {
      asked.push(readWith);
      return readWith === epoch ? 0 : undefined;
    });
    let reads = 0;
    const load = async (): Promise<Value> => ({
      user: { id: "alice", auth_version: 0 },
      epoch,
      read: ++reads,
    });
    await cache.get("a1", load);
    expect((await cache.get("a1", load))?.read).toBe(1);
    epoch = 8; // a menu edited on another process; no message came
    expect((await cache.get("a1", load))?.read).toBe(2);
    expect((await cache.get("a1", load))?.read).toBe(2);
    expect(asked).toEqual([7, 7, 8]);
  });

  it("reload reads in place of a hit, forgets the user's other sessions and keeps what it read", async () => {
    const cache = new AuthCache<Value>(handFeed(true), noVersion);
    const alice = loader("alice");
    await cache.get("s1", alice.load);
    await cache.get("s2", alice.load);
    await cache.get("b1", loader("bob").load);
    expect((await cache.reload("s1", alice.load))?.read).toBe(3);
    expect((await cache.get("s1", alice.load))?.read).toBe(3);
    expect(cache.size).toBe(2);
    expect((await cache.get("s2", alice.load))?.read).toBe(4);
    // A change racing the reload: not kept.
    const racing = {
      load: async (): Promise<Value> => {
        cache.changed("alice");
        return alice.load();
      },
    };
    await cache.reload("s1", racing.load);
    expect((await cache.get("s1", alice.load))?.read).toBe(6);
  });

  it("never remembers a miss, stays within its size (oldest out), and 0 entries is off", async () => {
    const cache = new AuthCache<Value>(handFeed(true), noVersion, 2);
    let misses = 0;
    const missing = async () => {
      misses++;
      return undefined;
    };
    await cache.get("gone", missing);
    await cache.get("gone", missing);
    expect(misses).toBe(2);
    const users = ["a", "b", "c"].map((id) => loader(id));
    for (const [i, user] of users.entries()) await cache.get(`s${i}`, user.load);
    expect(cache.size).toBe(2);
    await cache.get("s0", users[0]!.load); // the oldest left
    await cache.get("s2", users[2]!.load); // the newest stayed
    expect(users.map((u) => u.reads)).toEqual([2, 1, 1]);

    const off = new AuthCache<Value>(handFeed(true), noVersion, 0);
    const again = loader("a");
    await off.get("s", again.load);
    await off.get("s", again.load);
    expect(again.reads).toBe(2);
  });
});

describe("authentication with the cache", () => {
  it("sees a revoked session, a disabled account and a new role on the very next call", async () => {
    const h = await createHarness();
    try {
      const admin = await h.createUser({ roles: ["admin"] });
      const user = await h.register();
      expect((await h.call(getMyUserInfo, {}, { as: user })).code).toBe(0);
      expect((await h.call(getMyUserInfo, {}, { as: user })).code).toBe(0);

      await h.call(adminUserBindRole, { uid: user.uid, role_ids: ["query-all"] }, { as: admin });
      const me = await h.call(getMyUserInfo, {}, { as: user });
      expect((me.userInfo as { role: string[] }).role).toEqual(["query-all"]);

      // Disabling signs the account out everywhere.
      await h.call(adminUserUpdate, { _id: user.uid, status: 1 }, { as: admin });
      expect((await h.call(getMyUserInfo, {}, { as: user })).code).toBe(30202);

      await h.call(adminUserUpdate, { _id: user.uid, status: 0 }, { as: admin });
      const again = await h.call(login, { username: user.username, password: user.password });
      const token = (again.vk_uni_token as { token: string }).token;
      expect((await h.call(getMyUserInfo, {}, { as: token })).code).toBe(0);
      await h.call(logout, {}, { as: token });
      expect((await h.call(getMyUserInfo, {}, { as: token })).code).toBe(30202);
    } finally {
      await h.close();
    }
  });

  it("keeps a session through writes that are not its user's, and a hit makes no query on SQLite", async () => {
    const h = await createHarness();
    try {
      const alice = await h.register();
      const bob = await h.register();
      await h.call(getMyUserInfo, {}, { as: alice });
      const hit = await h.queriesOf(() => h.call(getMyUserInfo, {}, { as: alice }));
      expect(hit.result.code).toBe(0);
      const check =
        h.dialect === "sqlite" ? [] : [expect.stringMatching(/^select "auth_version" from "users"/)];
      expect(hit.queries).toEqual(check);

      // Other users' sign-ins and profile edits, the login log: alice's session stays remembered.
      expect((await h.call(updateUser, { nickname: "Bob" }, { as: bob })).code).toBe(0);
      await h.call(login, { username: bob.username, password: bob.password });
      const after = await h.queriesOf(() => h.call(getMyUserInfo, {}, { as: alice }));
      expect(after.queries).toEqual(check);

      // Her own edit answers with her profile read with her session (authentication's one query, after the
      // write), and her next call finds that read cached: it sees the edit with no more queries than a hit.
      const edit = await h.queriesOf(() => h.call(updateUser, { nickname: "Alice" }, { as: alice }));
      expect(edit.result).toMatchObject({ code: 0, userInfo: { nickname: "Alice" } });
      expect(edit.queries).toEqual([
        ...check,
        expect.stringMatching(/^update "users" set "nickname"/),
        expect.stringMatching(/^select "users"\.\*, "sessions"\."id"/),
      ]);
      const mine = await h.queriesOf(() => h.call(getMyUserInfo, {}, { as: alice }));
      expect(mine.result).toMatchObject({ code: 0, userInfo: { nickname: "Alice" } });
      expect(mine.queries).toEqual(check);
      // Exactly what a fresh read answers.
      h.app.services.authCache.reset();
      const fresh = await h.call(getMyUserInfo, {}, { as: alice });
      expect(fresh.userInfo).toEqual(edit.result.userInfo);
    } finally {
      await h.close();
    }
  });
});
