import { getFileInfo, getUploadTarget, reportUpload } from "@roster/contract/routes";
import { expect, it } from "vitest";
import { REPORT_GRACE_MS, sweepUnreportedUploads } from "../../../services/files/sweep.js";
import { describeEachStorage, EXECUTABLE, jpegWithExif, mp4, png } from "../../../test/files.js";

describeEachStorage("file/kh/reportUpload on %s storage", {}, (h, { mode }) => {
  const storage = () => h.app.services.storage;
  /** The upload as it landed (S3: under incoming/ until reported) and the object it became. */
  const stored = async (fileID: string) =>
    (await storage().head(storage().uploadedKey(fileID))) ?? (await storage().head(fileID));

  it("keeps the record of an uploaded image with its width, height and orientation", async () => {
    const user = await h.createUser();
    const bytes = await png(7, 5);
    const body = await h.uploadFile(user, "photo.png", bytes, { category_id: "c1" });
    expect(body).toMatchObject({
      code: 0,
      file: {
        name: "photo.png",
        size: bytes.length,
        type: "image",
        content_type: "image/png",
        provider: mode,
        category_id: "c1",
        width: 7,
        height: 5,
        orientation: "up",
        user_id: user.uid,
      },
    });
    const file = body.file as { url: string; file_id: string };
    const download = await fetch(h.absolute(file.url));
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);
  });

  it("reads the EXIF orientation of a JPEG", async () => {
    const user = await h.createUser();
    const body = await h.uploadFile(user, "turned.jpg", await jpegWithExif(40, 20));
    expect(body).toMatchObject({ code: 0, file: { width: 40, height: 20, orientation: "right" } });
  });

  it("reads the duration of an MP4 whose moov comes after the media, in seconds with 3 decimals", async () => {
    const user = await h.createUser();
    const body = await h.uploadFile(user, "clip.mp4", mp4(123_456, 1000));
    expect(body).toMatchObject({ code: 0, file: { type: "video", duration: 123.456 } });
    const v1 = await h.uploadFile(user, "long.mov", mp4(90_000 * 61 + 1, 90_000, 1), {
      contentType: "video/mp4",
    });
    expect(v1).toMatchObject({ code: 0, file: { duration: 61 } });
  });

  it("refuses and deletes a program named .png", async () => {
    const user = await h.createUser();
    const target = await h.call(getUploadTarget, { name: "cat.png", size: EXECUTABLE.length }, { as: user });
    const res = await h.postUpload(target as never, EXECUTABLE);
    expect(res.status).toBe(200);
    expect(await stored(target.fileID!)).toBeDefined();
    const body = await h.call(reportUpload, { fileID: target.fileID! }, { as: user });
    expect(body).toMatchObject({ code: 91008 });
    expect(await stored(target.fileID!)).toBeUndefined();
    expect(await h.call(reportUpload, { fileID: target.fileID! }, { as: user })).toMatchObject({
      code: 91005,
    });
  });

  it("refuses text named .png, and accepts any bytes as .bin", async () => {
    const user = await h.createUser();
    expect(await h.uploadFile(user, "fake.png", Buffer.from("hello, not an image"))).toMatchObject({
      code: 91008,
    });
    expect(await h.uploadFile(user, "data.bin", Buffer.from("hello"))).toMatchObject({
      code: 0,
      file: { type: "other" },
    });
  });

  it("catches an object bigger than signed even where storage does not enforce the policy", async () => {
    const user = await h.createUser();
    const bytes = await png();
    const target = await h.call(getUploadTarget, { name: "a.png", size: 10 }, { as: user });
    const res = await h.postUpload(target as never, bytes);
    if (mode === "local") {
      // Roster's own target enforces the policy itself.
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ code: 91000 });
      expect(await h.call(reportUpload, { fileID: target.fileID! }, { as: user })).toMatchObject({
        code: 91006,
      });
    } else {
      // s3rver accepts it (no content-length-range check): reportUpload refuses and deletes it.
      expect(res.status).toBe(200);
      expect(await h.call(reportUpload, { fileID: target.fileID! }, { as: user })).toMatchObject({
        code: 91007,
      });
      expect(await stored(target.fileID!)).toBeUndefined();
    }
  });

  it("answers 91006 before the upload and 91009 when reported twice", async () => {
    const user = await h.createUser();
    const bytes = await png();
    const target = await h.call(getUploadTarget, { name: "a.png", size: bytes.length }, { as: user });
    expect(await h.call(reportUpload, { fileID: target.fileID! }, { as: user })).toMatchObject({
      code: 91006,
    });
    await h.postUpload(target as never, bytes);
    expect(await h.call(reportUpload, { fileID: target.fileID! }, { as: user })).toMatchObject({ code: 0 });
    expect(await h.call(reportUpload, { fileID: target.fileID! }, { as: user })).toMatchObject({
      code: 91009,
    });
  });

  it("serves exactly the checked bytes even when the signed POST is replayed after the report", async () => {
    const user = await h.createUser();
    const bytes = await png();
    const target = await h.call(getUploadTarget, { name: "a.png", size: bytes.length }, { as: user });
    await h.postUpload(target as never, bytes);
    expect(await h.call(reportUpload, { fileID: target.fileID! }, { as: user })).toMatchObject({ code: 0 });
    const evil = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(bytes.length - 2, 0x90)]);
    const replay = await h.postUpload(target as never, evil);
    // Roster's own target is write-once (409); S3 takes the POST into incoming/, which nothing serves.
    expect(replay.status).toBe(mode === "local" ? 409 : 200);
    expect(await storage().read(target.fileID!, 10_000)).toEqual(bytes);
    const info = await h.call(getFileInfo, { fileList: [target.fileID!] }, { as: user });
    const url = (info.fileList as { url: string }[])[0]!.url;
    expect(Buffer.from(await (await fetch(h.absolute(url))).arrayBuffer())).toEqual(bytes);
    if (mode === "s3") {
      expect(await storage().head(storage().uploadedKey(target.fileID!))).toBeDefined();
      h.clock.advance(60_000 + REPORT_GRACE_MS + 1000);
      await sweepUnreportedUploads(h.app.services);
      expect(await storage().head(storage().uploadedKey(target.fileID!))).toBeUndefined();
      expect(await storage().read(target.fileID!, 10_000)).toEqual(bytes);
    }
  });

  it("lets only the target's owner report it", async () => {
    const [owner, other, admin] = [
      await h.createUser(),
      await h.createUser(),
      await h.createUser({ roles: ["admin"] }),
    ];
    const bytes = await png();
    const target = await h.call(getUploadTarget, { name: "a.png", size: bytes.length }, { as: owner });
    await h.postUpload(target as never, bytes);
    for (const stranger of [other, admin]) {
      expect(await h.call(reportUpload, { fileID: target.fileID! }, { as: stranger })).toMatchObject({
        code: 91005,
      });
    }
    expect((await h.callRaw(reportUpload, { fileID: target.fileID! })).body).toMatchObject({ code: 30204 });
    expect(await h.call(reportUpload, { fileID: target.fileID! }, { as: owner })).toMatchObject({ code: 0 });
    expect(await h.call(getFileInfo, { fileList: [target.fileID!] }, { as: owner })).toMatchObject({
      fileList: [{ fileID: target.fileID, code: 0, width: 4, height: 3 }],
    });
  });
});
