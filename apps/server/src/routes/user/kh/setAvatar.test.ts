import fs from "node:fs/promises";
import path from "node:path";
import { setAvatar } from "@roster/contract/routes";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileHarness, type FileHarness, jpegWithExif, png } from "../../../test/files.js";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("user/kh/setAvatar", () => {
  it("sets the avatar and answers the fresh userInfo", async () => {
    const user = await h.createUser();
    const body = await h.call(setAvatar, { avatar: "/files/avatar.png" }, { as: user });
    expect(body).toMatchObject({
      code: 0,
      needUpdateUserInfo: true,
      userInfo: { avatar: "/files/avatar.png" },
    });
  });

  it("refuses avatars that leave Roster's origin or are not https, and keeps the old one", async () => {
    const user = await h.createUser();
    await h.call(setAvatar, { avatar: "/files/mine.png" }, { as: user });
    for (const avatar of ["/\\evil.example/a.png", "/\\/evil.example/a.png", "http://cdn.example.com/a.png"])
      expect(await h.call(setAvatar, { avatar }, { as: user }), avatar).toMatchObject({
        code: -1,
        key: "avatar",
      });
    expect((await h.call("user/kh/getMyUserInfo", {}, { as: user })).userInfo).toMatchObject({
      avatar: "/files/mine.png",
    });
  });

  it("needs an https URL or a local path", async () => {
    const user = await h.createUser();
    expect(await h.call("user/kh/setAvatar", {}, { as: user })).toMatchObject({ code: -1, key: "avatar" });
    expect(await h.call(setAvatar, { avatar: "" }, { as: user })).toMatchObject({
      code: -1,
      key: "avatar",
    });
    expect(await h.call(setAvatar, { avatar: "data:text/html,x" }, { as: user })).toMatchObject({
      code: -1,
    });
  });
});

describe("user/kh/setAvatar with an uploaded image", () => {
  let f: FileHarness;
  beforeAll(async () => {
    f = await createFileHarness("local", undefined);
  });
  afterAll(() => f.closeAll());

  it("re-encodes the image as 512 and 128 px WebP without EXIF, under new URLs, and deletes the old one on request", async () => {
    const user = await f.createUser();
    const source = await jpegWithExif(800, 400);
    expect(source.includes(Buffer.from("GPS"))).toBe(true);
    const fileID = ((await f.uploadFile(user, "me.jpg", source)).file as { file_id: string }).file_id;
    const first = await f.call(setAvatar, { fileID }, { as: user });
    expect(first).toMatchObject({ code: 0 });
    const info = first.userInfo!;
    expect(info.avatar).toMatch(new RegExp(`^/files/avatar/avatars/${user.uid}/[0-9a-f]{24}-512\\.webp$`));
    expect(info.avatar_file).toEqual({
      url: info.avatar,
      url128: info.avatar.replace("-512.webp", "-128.webp"),
    });
    for (const [url, size] of [
      [info.avatar, 512],
      [info.avatar_file!.url128, 128],
    ] as const) {
      const res = await fetch(f.absolute(url));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      const bytes = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: "webp", width: size, height: size });
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from("GPS"))).toBe(false);
    }
    const second = await f.call(setAvatar, { fileID, deleteOldFile: true }, { as: user });
    expect(second.userInfo!.avatar).not.toBe(info.avatar);
    expect((await fetch(f.absolute(info.avatar))).status).toBe(404);
    expect((await fetch(f.absolute(second.userInfo!.avatar))).status).toBe(200);
    // Back to a URL avatar: avatar_file goes away.
    const plain = await f.call(setAvatar, { avatar: "https://example.com/a.png" }, { as: user });
    expect(plain.userInfo).toMatchObject({ avatar: "https://example.com/a.png" });
    expect(plain.userInfo!.avatar_file).toBeUndefined();
  });

  it("keeps one avatar's objects per account: a loop of setAvatar does not pile copies up", async () => {
    const user = await f.createUser();
    const fileID = ((await f.uploadFile(user, "me.png", await png(64, 64))).file as { file_id: string })
      .file_id;
    for (let i = 0; i < 5; i++) expect((await f.call(setAvatar, { fileID }, { as: user })).code).toBe(0);
    const folder = path.join(f.dataDir, "files", "objects", "avatars", user.uid);
    expect(await fs.readdir(folder)).toHaveLength(2);
    // Leaving a Roster-made avatar for a URL deletes its objects too (updateUser as setAvatar).
    expect(
      (await f.call("user/kh/updateUser", { avatar: "https://cdn.example.com/a.png" }, { as: user })).code,
    ).toBe(0);
    expect(await fs.readdir(folder)).toEqual([]);
  });

  it("refuses others' files, files that are not images, and unknown ids", async () => {
    const [owner, other] = [await f.createUser(), await f.createUser()];
    const image = ((await f.uploadFile(owner, "me.png", await png())).file as { file_id: string }).file_id;
    const data = ((await f.uploadFile(owner, "a.bin", Buffer.from("x"))).file as { file_id: string }).file_id;
    expect(await f.call(setAvatar, { fileID: image }, { as: other })).toMatchObject({ code: 91005 });
    expect(await f.call(setAvatar, { fileID: data }, { as: owner })).toMatchObject({ code: 91010 });
    expect(await f.call(setAvatar, { fileID: "u/x/y.png" }, { as: owner })).toMatchObject({ code: 91005 });
    expect(await f.call(setAvatar, { fileID: "" }, { as: owner })).toMatchObject({ code: -1 });
  });
});
