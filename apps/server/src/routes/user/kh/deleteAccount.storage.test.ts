import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { adminUserDelete, deleteAccount, getUploadTarget, setAvatar } from "@roster/contract/routes";
import { expect, it } from "vitest";
import { parseAvatarUrl } from "../../../services/files/avatar-urls.js";
import { finalAfter } from "../../../services/files/deletion-queue.js";
import { allDeletions } from "../../../services/files/deletion-repository.js";
import { sweepStorage } from "../../../services/files/sweep.js";
import { describeEachStorage, png } from "../../../test/files.js";
import type { TestUser } from "../../../test/harness.js";

describeEachStorage("user/kh/deleteAccount: the account's objects on %s storage", {}, (h, { mode, s3 }) => {
  const storage = () => h.app.services.storage;

  /** Every object key in storage under `prefix`, as the store itself lists them. */
  async function keysUnder(prefix: string): Promise<string[]> {
    if (mode === "s3") {
      const page = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
      return (page.Contents ?? []).map((o) => o.Key!).sort();
    }
    const fs = await import("node:fs/promises");
    const root = `${h.dataDir}/files/objects/`;
    const found = await fs
      .readdir(`${root}${prefix}`, { recursive: true, withFileTypes: true })
      .catch(() => []);
    return found.filter((e) => e.isFile()).map((e) => `${e.parentPath.slice(root.length)}/${e.name}`);
  }

  /** Everything the account holds in storage: its uploads, their landing copies (S3) and its avatars. */
  const objectsOf = async (uid: string) => [
    ...(await keysUnder(`u/${uid}/`)),
    ...(await keysUnder(`incoming/u/${uid}/`)),
    ...(await keysUnder(`avatars/${uid}/`)),
  ];

  /** A user with an uploaded photo and an avatar made from it; the keys of both. */
  async function userWithFiles(): Promise<{ user: TestUser; keys: string[] }> {
    const user = await h.createUser();
    const report = await h.uploadFile(user, "me.png", await png(40, 30));
    expect(report.code).toBe(0);
    const fileID = (report.file as { file_id: string }).file_id;
    const avatar = await h.call(setAvatar, { fileID }, { as: user });
    expect(avatar.code).toBe(0);
    const url = (avatar.userInfo as { avatar: string }).avatar;
    const keys = [fileID, ...parseAvatarUrl(url)!.keys];
    for (const key of keys) expect(await storage().head(key)).toBeDefined();
    return { user, keys };
  }

  it("deletes the uploads and avatars from storage, and nobody else's", async () => {
    const { user, keys } = await userWithFiles();
    const bystander = await userWithFiles();
    expect(await objectsOf(user.uid)).toHaveLength(keys.length);

    expect((await h.call(deleteAccount, { password: user.password }, { as: user })).code).toBe(0);
    for (const key of keys) expect(await storage().head(key)).toBeUndefined();
    expect(await objectsOf(user.uid)).toEqual([]);
    for (const key of bystander.keys) expect(await storage().head(key)).toBeDefined();

    // One more pass once every upload target the account held has expired; then the queue is empty.
    const queued = (await allDeletions(h.app.services.db)).filter((row) => row.key.includes(user.uid));
    expect(queued.length).toBeGreaterThan(0);
    h.clock.set(finalAfter(h.clock.now()) + 1);
    await sweepStorage(h.app.services);
    expect((await allDeletions(h.app.services.db)).filter((row) => row.key.includes(user.uid))).toEqual([]);
    expect(
      await h.app.services.db.selectFrom("files").select("id").where("user_id", "=", user.uid).execute(),
    ).toEqual([]);
  });

  it("erases the account even when storage fails, and deletes the objects once storage is back", async () => {
    const { user, keys } = await userWithFiles();
    const driver = storage();
    const deletePrefix = driver.deletePrefix.bind(driver);
    driver.deletePrefix = async () => {
      throw new Error("storage is down");
    };
    try {
      expect((await h.call(deleteAccount, { password: user.password }, { as: user })).code).toBe(0);
    } finally {
      driver.deletePrefix = deletePrefix;
    }
    // Nothing half-deleted: the account is gone from the database as a whole, its objects are queued.
    expect(
      await h.app.services.db.selectFrom("users").select("id").where("id", "=", user.uid).execute(),
    ).toEqual([]);
    for (const key of keys) expect(await storage().head(key)).toBeDefined();
    const queued = (await allDeletions(h.app.services.db)).filter((row) => row.key.includes(user.uid));
    expect(queued.map((row) => row.failures)).toEqual(queued.map(() => 1));

    // Retried after the back-off (30 s), not before.
    await sweepStorage(h.app.services);
    for (const key of keys) expect(await storage().head(key)).toBeDefined();
    h.clock.advance(31_000);
    await sweepStorage(h.app.services);
    expect(await objectsOf(user.uid)).toEqual([]);
    h.clock.set(finalAfter(h.clock.now()) + 1);
    await sweepStorage(h.app.services);
    expect((await allDeletions(h.app.services.db)).filter((row) => row.key.includes(user.uid))).toEqual([]);
  });

  it("catches an upload to a target signed before the deletion with its last pass", async () => {
    const user = await h.createUser();
    const bytes = await png(8, 8);
    const target = await h.call(getUploadTarget, { name: "late.png", size: bytes.length }, { as: user });
    expect(target.code).toBe(0);
    expect((await h.call(deleteAccount, { password: user.password }, { as: user })).code).toBe(0);
    const res = await h.postUpload(target as never, bytes, { filename: "late.png" });
    if (mode === "local") {
      // Roster receives uploads itself, only into pending targets: the account's are gone.
      expect(res.status).toBe(404);
      expect(await objectsOf(user.uid)).toEqual([]);
      return;
    }
    // The bucket still takes the bytes of the presigned POST (it does not know the account is gone)...
    expect(res.status).toBe(200);
    expect(await objectsOf(user.uid)).toHaveLength(1);
    // ... and the pass after every target of the account has expired deletes them.
    h.clock.set(finalAfter(h.clock.now()) + 1);
    await sweepStorage(h.app.services);
    expect(await objectsOf(user.uid)).toEqual([]);
  });

  it("deletes the objects of an account an administrator deletes (the same erasure)", async () => {
    const admin = await h.createUser({ roles: ["admin"] });
    const { user, keys } = await userWithFiles();
    expect((await h.call(adminUserDelete, { _id: user.uid }, { as: admin })).code).toBe(0);
    for (const key of keys) expect(await storage().head(key)).toBeUndefined();
    expect(await objectsOf(user.uid)).toEqual([]);
  });

  it("touches no object when the deletion is refused", async () => {
    const { user: lastAdmin, keys } = await userWithFiles();
    const db = h.app.services.db;
    // Make it the only enabled administrator.
    await db.updateTable("users").set({ status: 1 }).where("id", "<>", lastAdmin.uid).execute();
    await db.insertInto("user_roles").values({ user_id: lastAdmin.uid, role_id: "admin" }).execute();
    expect((await h.call(deleteAccount, { password: lastAdmin.password }, { as: lastAdmin })).code).toBe(
      91463,
    );
    for (const key of keys) expect(await storage().head(key)).toBeDefined();
    expect((await allDeletions(db)).filter((row) => row.key.includes(lastAdmin.uid))).toEqual([]);
  });
});
