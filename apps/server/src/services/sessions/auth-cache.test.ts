import { adminUserBindRole, adminUserUpdate, getMyUserInfo, login, logout } from "@roster/contract/routes";
import { describe, expect, it } from "vitest";
import { createHarness } from "../../test/harness.js";
import { AuthCache } from "./auth-cache.js";

describe("AuthCache", () => {
  it("reads once while nothing is written, and again after any write", async () => {
    const writes = { count: 0 };
    const cache = new AuthCache<string>(writes);
    let reads = 0;
    const load = async () => `value ${++reads}`;
    expect(await cache.get("s1", load)).toBe("value 1");
    expect(await cache.get("s1", load)).toBe("value 1");
    writes.count++;
    expect(await cache.get("s1", load)).toBe("value 2");
    expect(reads).toBe(2);
  });

  it("does not remember a value read while a write happened", async () => {
    const writes = { count: 0 };
    const cache = new AuthCache<string>(writes);
    let reads = 0;
    const racing = async () => {
      reads++;
      writes.count++; // another call wrote while this one was reading
      return "stale";
    };
    await cache.get("s1", racing);
    await cache.get("s1", async () => `fresh ${++reads}`);
    expect(reads).toBe(2);
  });

  it("remembers nothing without a write counter (PostgreSQL)", async () => {
    const cache = new AuthCache<string>(undefined);
    let reads = 0;
    await cache.get("s1", async () => `value ${++reads}`);
    await cache.get("s1", async () => `value ${++reads}`);
    expect(reads).toBe(2);
  });

  it("never remembers a miss, and stays within its size", async () => {
    const cache = new AuthCache<string>({ count: 0 }, 2);
    let reads = 0;
    const missing = async () => {
      reads++;
      return undefined;
    };
    expect(await cache.get("gone", missing)).toBeUndefined();
    expect(await cache.get("gone", missing)).toBeUndefined();
    expect(reads).toBe(2);
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => key);
    // Full at the third key: it started over, so "a" is read again.
    let again = 0;
    await cache.get("a", async () => {
      again++;
      return "a";
    });
    expect(again).toBe(1);
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
});
