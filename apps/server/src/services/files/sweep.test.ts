import { getUploadTarget, reportUpload } from "@roster/contract/routes";
import { expect, it } from "vitest";
import { describeEachStorage, png } from "../../test/files.js";
import { bytesUsed } from "./repository.js";
import { REPORT_GRACE_MS, sweepUnreportedUploads } from "./sweep.js";

describeEachStorage("sweeping unreported uploads on %s storage", {}, (h, { mode }) => {
  it("deletes targets never reported (object and reservation) once their grace is over, and nothing else", async () => {
    const user = await h.createUser();
    const bytes = await png();
    const uploaded = await h.call(getUploadTarget, { name: "a.png", size: bytes.length }, { as: user });
    await h.postUpload(uploaded as never, bytes);
    const storage = h.app.services.storage;
    const landed = storage.uploadedKey(uploaded.fileID!);
    expect(await storage.head(landed)).toBeDefined();
    const never = await h.call(getUploadTarget, { name: "b.png", size: 500 }, { as: user });
    const reported = await h.uploadFile(user, "c.png", bytes);
    expect(reported.code).toBe(0);
    // On S3 the reported file also holds what a replay of its presigned POST could send, until it expires.
    const held = mode === "s3" ? 3 * bytes.length : 2 * bytes.length;
    expect(await bytesUsed(h.app.services.db, user.uid)).toBe(held + 500);

    h.clock.advance(60_000 + REPORT_GRACE_MS - 1000);
    expect(await sweepUnreportedUploads(h.app.services)).toBe(0);
    h.clock.advance(2000);
    expect(await sweepUnreportedUploads(h.app.services)).toBeGreaterThanOrEqual(2);
    expect(await storage.head(landed)).toBeUndefined();
    expect(await bytesUsed(h.app.services.db, user.uid)).toBe(bytes.length);
    expect(await h.call(reportUpload, { fileID: never.fileID! }, { as: user })).toMatchObject({
      code: 91005,
    });
    const fileID = (reported.file as { file_id: string }).file_id;
    expect(await h.app.services.storage.head(fileID)).toBeDefined();
  });

  it("sweeps when a process starts", async () => {
    const user = await h.createUser();
    const target = await h.call(getUploadTarget, { name: "a.png", size: 10 }, { as: user });
    h.clock.advance(60_000 + REPORT_GRACE_MS + 1000);
    const peer = await h.peer();
    try {
      // The start-up sweep runs in the background; wait for it.
      for (let i = 0; i < 100 && (await bytesUsed(h.app.services.db, user.uid)) > 0; i++) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(await bytesUsed(h.app.services.db, user.uid)).toBe(0);
      expect(await h.call(reportUpload, { fileID: target.fileID! }, { as: user })).toMatchObject({
        code: 91005,
      });
    } finally {
      await peer.close();
    }
  });
});
