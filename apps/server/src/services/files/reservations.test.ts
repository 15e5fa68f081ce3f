import fs from "node:fs/promises";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import {
  deleteFile,
  fileGetList,
  getUploadFileOptionsForExtStorage,
  getUploadTarget,
  reportUpload,
} from "@roster/contract/routes";
import { afterEach, beforeAll, expect, it } from "vitest";
import type { StorageConfig } from "../../settings/storage.js";
import { describeEachStorage, EXECUTABLE, png } from "../../test/files.js";
import type { TestUser } from "../../test/harness.js";
import { bytesUsed } from "./repository.js";
import { REPORT_GRACE_MS, sweepUnreportedUploads } from "./sweep.js";

/**
 * Issue 27, item 1, from the attacker's side: every way to put bytes on Roster's storage reserves them in
 * a quota first (an account's; anonymous uploads: a shared one and a per-IP daily cap), and nothing is
 * served before it passed reportUpload's checks.
 */

const MiB = 1024 * 1024;

describeEachStorage(
  "upload reservations on %s storage",
  { EXT_STORAGE_ANONYMOUS: "1" },
  (h, { mode, s3 }) => {
    let saved: StorageConfig;
    beforeAll(() => {
      saved = { ...h.config.storage };
    });
    afterEach(() => Object.assign(h.config.storage, saved));

    const limits = (values: Partial<StorageConfig>) => Object.assign(h.config.storage, values);

    /** Bytes of every object under `u/` and `incoming/u/` in storage. */
    async function storedBytes(): Promise<number> {
      if (mode === "local") {
        const root = path.join(h.dataDir, "files", "objects");
        const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
        let total = 0;
        for (const entry of entries)
          if (entry.isFile()) total += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
        return total;
      }
      const page = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      return (page.Contents ?? [])
        .filter((o) => /^(incoming\/)?u\//.test(o.Key ?? ""))
        .reduce((sum, o) => sum + (o.Size ?? 0), 0);
    }

    const extTarget = (as: TestUser | undefined, cloudPath: string, ip = "203.0.113.1") =>
      h.call(getUploadFileOptionsForExtStorage, { cloudPath }, { ...(as ? { as } : {}), client: { ip } });
    const post = (
      target: { uploadFileOptions?: { url: string; formData: Record<string, string> } },
      bytes: Buffer,
    ) =>
      h.postUpload(
        { uploadUrl: target.uploadFileOptions!.url, formData: target.uploadFileOptions!.formData },
        bytes,
      );

    it("six open-size targets against a 1 MiB quota never put more than the quota on storage", async () => {
      limits({ maxBytes: 4 * MiB, quotaBytes: 1 * MiB });
      const user = await h.createUser();
      const before = await storedBytes();
      const targets = [];
      for (let i = 0; i < 6; i++) targets.push(await extTarget(user, `public/big${i}.bin`));
      const signed = targets.filter((t) => t.code === 0);
      const big = Buffer.alloc(2 * MiB, 7);
      if (mode === "s3") {
        // The bucket takes the bytes: the first target reserves the whole quota, and accepts no more.
        expect(signed).toHaveLength(1);
        expect(targets.slice(1).map((t) => t.code)).toEqual([91004, 91004, 91004, 91004, 91004]);
        const policy = JSON.parse(
          Buffer.from(signed[0]!.uploadFileOptions!.formData.Policy!, "base64").toString(),
        );
        expect(policy.conditions).toContainEqual(["content-length-range", 0, MiB]);
        // s3rver does not enforce the policy (real S3 refuses the POST): the check refuses it, nothing is served.
        await post(signed[0]!, big);
        const fetched = await fetch(h.absolute(signed[0]!.fileURL!), { redirect: "manual" });
        expect(fetched.status).toBe(422);
        expect(await fetched.json()).toMatchObject({ code: 91004 });
      } else {
        // Roster takes the bytes and reserves them as they arrive: each upload stops at what the quota leaves.
        expect(signed).toHaveLength(6);
        const statuses = await Promise.all(signed.map(async (t) => (await post(t, big)).status));
        expect(statuses).toEqual([413, 413, 413, 413, 413, 413]);
      }
      expect(await storedBytes()).toBe(before);
      if (mode === "s3") {
        // The refused target's POST could still be replayed: it holds its reservation until it expires.
        expect(await bytesUsed(h.app.services.db, user.uid)).toBe(MiB);
        h.clock.advance(61_000);
      }
      // What fits is still taken.
      const small = await extTarget(user, "public/small.bin");
      expect((await post(small, Buffer.alloc(MiB / 2, 1))).status).toBe(200);
      expect((await fetch(h.absolute(small.fileURL!))).status).toBe(200);
      expect(await bytesUsed(h.app.services.db, user.uid)).toBeGreaterThanOrEqual(MiB / 2);
    });

    it("never serves an executable uploaded as public/cat.png, and its fileURL answers nothing before", async () => {
      const user = await h.createUser();
      const target = await extTarget(user, "public/cat.png");
      expect(target.code).toBe(0);
      const early = await fetch(h.absolute(target.fileURL!), { redirect: "manual" });
      expect(early.status).toBe(404);
      expect((await post(target, EXECUTABLE)).status).toBe(200);
      const res = await fetch(h.absolute(target.fileURL!), { redirect: "manual" });
      expect(res.status).toBe(422);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await res.json()).toMatchObject({ code: 91008 });
      expect((await h.call(fileGetList, {}, { as: user })).total).toBe(0);
      expect(
        await h.app.services.storage.head(h.app.services.storage.uploadedKey(target.fileID!)),
      ).toBeUndefined();
      // On S3 the refused target's POST holds what it accepts until it expires.
      const held = mode === "s3" ? h.config.storage.maxBytes : 0;
      expect(await bytesUsed(h.app.services.db, user.uid)).toBe(held);
      h.clock.advance(61_000);
      await sweepUnreportedUploads(h.app.services);
      expect(await bytesUsed(h.app.services.db, user.uid)).toBe(0);
    });

    it("serves an upload that passed its check from its first fetch on, as the type it was found to be", async () => {
      const user = await h.createUser();
      const bytes = await png(5, 4);
      const target = await extTarget(user, "public/ok.png");
      await post(target, bytes);
      const res = await fetch(h.absolute(target.fileURL!));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
      expect(await h.call(fileGetList, {}, { as: user })).toMatchObject({ total: 1 });
    });

    it("answers no download for an upload that is not checked yet", async () => {
      const user = await h.createUser();
      const bytes = await png();
      const target = await h.call(getUploadTarget, { name: "a.png", size: bytes.length }, { as: user });
      await h.postUpload(target as never, bytes);
      // A download URL made for the object before its report (as extStorage's fileURL used to be).
      const early = await h.app.services.storage.downloadUrl(target.fileID!, 600, "image/png");
      expect((await fetch(h.absolute(early))).status).toBe(404);
      expect(await h.call(reportUpload, { fileID: target.fileID! }, { as: user })).toMatchObject({ code: 0 });
      expect((await fetch(h.absolute(early))).status).toBe(200);
    });

    it("anonymous uploads share a bounded quota and each IP has a daily cap", async () => {
      limits({ maxBytes: 1000, anonymousQuotaBytes: 3000, anonymousIpDailyBytes: 1200 });
      await h.app.services.db.deleteFrom("files").where("user_id", "=", "").execute();
      const [a, b, c, d] = ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4"];
      if (mode === "s3") {
        // Each target reserves, when signed, the most it accepts within both limits.
        const reservedOf = async (ip: string) => {
          const t = await extTarget(undefined, `public/${ip}-${Math.random()}.bin`, ip);
          if (t.code !== 0) return t.code;
          const policy = JSON.parse(Buffer.from(t.uploadFileOptions!.formData.Policy!, "base64").toString());
          return (policy.conditions as unknown[]).find(
            (x) => Array.isArray(x) && x[0] === "content-length-range",
          );
        };
        expect(await reservedOf(a)).toEqual(["content-length-range", 0, 1000]);
        expect(await reservedOf(a)).toEqual(["content-length-range", 0, 200]);
        expect(await reservedOf(a)).toBe(91901);
        expect(await reservedOf(b)).toEqual(["content-length-range", 0, 1000]);
        expect(await reservedOf(c)).toEqual(["content-length-range", 0, 800]);
        expect(await reservedOf(d)).toBe(91900);
      } else {
        const upload = async (ip: string, size: number) => {
          const t = await extTarget(undefined, `public/${ip}-${size}-${Math.random()}.bin`, ip);
          if (t.code !== 0) return t.code;
          const res = await post(t, Buffer.alloc(size, 3));
          if (res.status !== 200) return ((await res.json()) as { code: number }).code;
          // Its first fetch checks and keeps it (unchecked uploads are swept).
          return (await fetch(h.absolute(t.fileURL!))).status === 200 ? 0 : -1;
        };
        expect(await upload(a, 600)).toBe(0);
        expect(await upload(a, 700)).toBe(91901);
        expect(await upload(a, 500)).toBe(0);
        expect(await upload(b, 1000)).toBe(0);
        expect(await upload(c, 1000)).toBe(91900);
        expect(await upload(c, 800)).toBe(0);
        // A day later the IP's cap is back (the shared quota is what refuses now).
        h.clock.advance(24 * 60 * 60 * 1000 + 1000);
        await sweepUnreportedUploads(h.app.services);
        expect(await upload(a, 150)).toBe(91900);
        expect(await upload(a, 100)).toBe(0);
      }
      expect(await bytesUsed(h.app.services.db, "")).toBeLessThanOrEqual(3000);
    });

    it("keeps an IP's daily cap exact under 100 parallel anonymous uploads", async () => {
      limits({ maxBytes: 1000, anonymousQuotaBytes: 100_000, anonymousIpDailyBytes: 1200 });
      await h.app.services.db.deleteFrom("files").where("user_id", "=", "").execute();
      const ip = "192.0.2.77";
      const targets = await Promise.all(
        Array.from({ length: 100 }, (_, i) => extTarget(undefined, `public/p${i}.bin`, ip)),
      );
      const signed = targets.filter((t) => t.code === 0);
      if (mode === "s3") {
        expect(signed).toHaveLength(2);
        expect(targets.filter((t) => t.code === 91901)).toHaveLength(98);
      } else {
        expect(signed).toHaveLength(100);
        const statuses = await Promise.all(
          signed.map(async (t) => (await post(t, Buffer.alloc(100, 1))).status),
        );
        expect(statuses.filter((s) => s === 200)).toHaveLength(12);
        expect(statuses.filter((s) => s === 413)).toHaveLength(88);
      }
      expect(await bytesUsed(h.app.services.db, "")).toBeLessThanOrEqual(1200);
    });

    it("a replayed or repeated upload after the report or the deletion never lands unreserved", async () => {
      limits({ maxBytes: 1000, quotaBytes: 100_000 });
      const user = await h.createUser();
      const bytes = await png();
      const before = await storedBytes();
      const target = await h.call(getUploadTarget, { name: "a.png", size: bytes.length }, { as: user });
      await h.postUpload(target as never, bytes);
      expect(await h.call(reportUpload, { fileID: target.fileID! }, { as: user })).toMatchObject({ code: 0 });
      expect(await h.call(deleteFile, { fileList: [target.fileID!] }, { as: user })).toMatchObject({
        fileList: [{ code: 0 }],
      });
      const replay = await h.postUpload(
        target as never,
        Buffer.concat([Buffer.from("MZ"), Buffer.alloc(bytes.length - 2)]),
      );
      if (mode === "local") {
        // Roster takes uploads only into pending targets.
        expect(replay.status).toBe(404);
        expect(await storedBytes()).toBe(before);
        expect(await bytesUsed(h.app.services.db, user.uid)).toBe(0);
      } else {
        // The bucket takes the replay: the deleted file's row still holds what it may send, until the sweep.
        expect(replay.status).toBe(200);
        expect(await bytesUsed(h.app.services.db, user.uid)).toBe(bytes.length);
        h.clock.advance(60_000 + REPORT_GRACE_MS + 1000);
        await sweepUnreportedUploads(h.app.services);
        expect(await bytesUsed(h.app.services.db, user.uid)).toBe(0);
        expect(
          await h.app.services.storage.head(h.app.services.storage.uploadedKey(target.fileID!)),
        ).toBeUndefined();
      }
    });

    if (mode === "s3") {
      it("holds what a replay of a checked file's presigned POST may send until the POST expired", async () => {
        limits({ maxBytes: 1000, quotaBytes: 100_000 });
        const user = await h.createUser();
        const bytes = await png();
        const target = await extTarget(user, "public/held.png");
        await post(target, bytes);
        expect((await fetch(h.absolute(target.fileURL!))).status).toBe(200);
        // The object, and up to 1000 bytes a replay of the POST may still put in incoming/.
        expect(await bytesUsed(h.app.services.db, user.uid)).toBe(bytes.length + 1000);
        expect((await post(target, Buffer.alloc(900, 1))).status).toBe(200);
        h.clock.advance(61_000);
        // The next reservation frees the hold: the replayed copy is gone.
        expect((await extTarget(user, "public/next.png")).code).toBe(0);
        expect(
          await h.app.services.storage.head(h.app.services.storage.uploadedKey(target.fileID!)),
        ).toBeUndefined();
        expect(await bytesUsed(h.app.services.db, user.uid)).toBe(bytes.length + 1000);
      });
    }
  },
);
