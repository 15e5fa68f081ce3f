import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileHarness, type FileHarness, png, type S3Server, startS3Server } from "../../test/files.js";
import { installUniShim } from "../../test/uni-shim.js";

/** The uni-cloud SDK's storage calls on STORAGE=s3 (s3rver): uploads go to the bucket, never through Roster. */

const SPACE = "space-s3";
const SECRET = "test-client-secret-s3-0123456789";
const { shim, uniCloud } = installUniShim();

let s3: S3Server;
let h: FileHarness;
beforeAll(async () => {
  s3 = await startS3Server();
  h = await createFileHarness("s3", s3, {
    CLOUD_SPACE_ID: SPACE,
    CLOUD_CLIENT_SECRET: SECRET,
    CLOUD_PROVIDER_HOST: "oss.roster.test",
    CLOUD_ANONYMOUS_UPLOADS: "1",
  });
});
afterAll(async () => {
  await h.closeAll();
  await s3.close();
});

describe("gateway storage on S3", () => {
  it("private: uploads to the bucket's presigned POST, reports, reads and deletes", async () => {
    const sdk = uniCloud.init({
      provider: "private",
      spaceId: SPACE,
      clientSecret: SECRET,
      endpoint: h.base,
    });
    const user = await h.register();
    shim.storage.set("uni_id_token", user.token);
    const bytes = await png(7, 7);
    const file = path.join(h.dataDir, "s3.png");
    await writeFile(file, bytes);
    const upload = await sdk.uploadFile({ filePath: file, cloudPath: "docs/s3.png" });
    expect(upload.fileID).toMatch(new RegExp(`^u/${user.uid}/[^/]+/docs/s3\\.png$`));
    expect(shim.uploads.at(-1)!.url).toContain(s3.env.S3_ENDPOINT);
    // A replay of the presigned POST after the report cannot replace the checked object.
    const sent = shim.uploads.at(-1)!;
    const replay = new FormData();
    for (const [k, v] of Object.entries(sent.fields)) replay.append(k, v);
    replay.append("file", new Blob([new Uint8Array(await png(9, 9))]), "s3.png");
    expect((await fetch(sent.url, { method: "POST", body: replay })).status).toBeLessThan(400);
    const urls = await sdk.getTempFileURL({ fileList: [upload.fileID] });
    const download = await fetch(urls.fileList[0]!.tempFileURL);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    const deleted = await sdk.deleteFile({ fileList: [upload.fileID] });
    expect(deleted.fileList[0]!.code).toBe(0);
  });

  it("aliyun: answers STORAGE_NOT_SUPPORTED (its form cannot carry a presigned POST)", async () => {
    const sdk = uniCloud.init({ provider: "aliyun", spaceId: SPACE, clientSecret: SECRET, endpoint: h.base });
    const file = path.join(h.dataDir, "a.png");
    await writeFile(file, await png());
    const error = await sdk.uploadFile({ filePath: file, cloudPath: "a.png" }).then(
      () => undefined,
      (e: { code: unknown }) => e,
    );
    expect(error?.code).toBe("STORAGE_NOT_SUPPORTED");
  });
});
