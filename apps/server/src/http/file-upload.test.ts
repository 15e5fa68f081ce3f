import { getUploadTarget, reportUpload } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileHarness, type FileHarness, png } from "../test/files.js";

let h: FileHarness;
beforeAll(async () => {
  h = await createFileHarness("local", undefined, { UPLOAD_MAX_BYTES: "100000" });
});
afterAll(() => h.closeAll());

async function target(size: number, name = "a.png") {
  const user = await h.createUser();
  const body = await h.call(getUploadTarget, { name, size }, { as: user });
  return {
    user,
    target: body as unknown as { uploadUrl: string; formData: Record<string, string>; fileID: string },
  };
}

describe("POST /files/upload (Roster's own target)", () => {
  it("stores a file that keeps to its policy and answers {code: 0, fileID}", async () => {
    const bytes = await png();
    const { user, target: t } = await target(bytes.length);
    const res = await h.postUpload(t, bytes);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 0, msg: "", fileID: t.fileID });
    expect(await h.call(reportUpload, { fileID: t.fileID }, { as: user })).toMatchObject({ code: 0 });
  });

  it("never replaces an object: a second upload with a policy still valid is refused (409)", async () => {
    const bytes = await png();
    const { user, target: t } = await target(bytes.length);
    expect((await h.postUpload(t, bytes)).status).toBe(200);
    expect(await h.call(reportUpload, { fileID: t.fileID }, { as: user })).toMatchObject({ code: 0 });
    const evil = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(bytes.length - 2, 0x90)]);
    const again = await h.postUpload(t, evil);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 91009 });
    expect(await h.app.services.storage.read(t.fileID, 1000)).toEqual(bytes);
  });

  it("refuses a file bigger or smaller than signed, and keeps nothing", async () => {
    const { target: t } = await target(50);
    const big = await h.postUpload(t, Buffer.alloc(5000, 1));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: 91000 });
    const small = await h.postUpload(t, Buffer.alloc(10, 1));
    expect(small.status).toBe(400);
    expect(await h.app.services.storage.head(t.fileID)).toBeUndefined();
  });

  it("refuses an expired target (61 s later)", async () => {
    const bytes = await png();
    const { target: t } = await target(bytes.length);
    h.clock.advance(61_000);
    const res = await h.postUpload(t, bytes);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 91013 });
    expect(await h.app.services.storage.head(t.fileID)).toBeUndefined();
  });

  it("refuses tampered fields: another key, another type, a forged policy or signature", async () => {
    const bytes = await png();
    const { target: t } = await target(bytes.length);
    const other = (await target(bytes.length)).target;
    const forged = JSON.parse(Buffer.from(t.formData.policy!, "base64url").toString()) as Record<
      string,
      unknown
    >;
    forged.max = 10_000_000;
    const cases: Record<string, string>[] = [
      { key: other.fileID },
      { key: "../../../../tmp/evil.png" },
      { "Content-Type": "text/html" },
      { policy: Buffer.from(JSON.stringify(forged)).toString("base64url") },
      { "x-roster-signature": "AAAA" },
      { policy: other.formData.policy! },
    ];
    for (const fields of cases) {
      const res = await h.postUpload(t, bytes, { fields });
      expect({ fields, status: res.status }).toEqual({ fields, status: 403 });
      expect(await res.json()).toMatchObject({ code: 91012 });
    }
    expect(await h.app.services.storage.head(t.fileID)).toBeUndefined();
  });

  it("refuses malformed multipart bodies with 400, never 500", async () => {
    const bytes = await png();
    const { target: t } = await target(bytes.length);
    const wrongField = await h.postUpload(t, bytes, { fileField: "upload" });
    expect(wrongField.status).toBe(400);
    expect(await wrongField.json()).toMatchObject({ code: 91015 });
    const noFile = await fetch(h.absolute(t.uploadUrl), {
      method: "POST",
      body: new URLSearchParams(t.formData),
    });
    expect(noFile.status).toBe(415);
    const garbage = await fetch(h.absolute(t.uploadUrl), {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      body: "--xyz\r\nnot a part",
    });
    expect(garbage.status).toBe(400);
    const noBoundary = await fetch(h.absolute(t.uploadUrl), {
      method: "POST",
      headers: { "content-type": "multipart/form-data" },
      body: "x",
    });
    expect(noBoundary.status).toBe(400);
  });

  it("takes a field given twice by its first value, and refuses a field value over the limit instead of cutting it", async () => {
    const bytes = await png();
    const form = (t: { formData: Record<string, string> }, extra: [string, string][]) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(t.formData)) body.append(name, value);
      for (const [name, value] of extra) body.append(name, value);
      body.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "a.png");
      return body;
    };
    const { target: t } = await target(bytes.length);
    const other = (await target(bytes.length)).target;
    // A second key after the signed one does not move the upload.
    const twice = await fetch(h.absolute(t.uploadUrl), {
      method: "POST",
      body: form(t, [["key", other.fileID]]),
    });
    expect(twice.status).toBe(200);
    expect(await twice.json()).toMatchObject({ code: 0, fileID: t.fileID });
    expect(await h.app.services.storage.head(other.fileID)).toBeUndefined();
    const { target: long } = await target(bytes.length);
    const tooLong = await fetch(h.absolute(long.uploadUrl), {
      method: "POST",
      body: form(long, [["comment", "x".repeat(9000)]]),
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ code: 91015 });
  });
});
