import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ERRORS } from "@roster/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bytesUsed } from "../../services/files/repository.js";
import { png } from "../../test/files.js";
import { createHarness, type Harness } from "../../test/harness.js";
import { installUniShim, type UniCloudInstance } from "../../test/uni-shim.js";
import { buildHttpServer } from "../server.js";

/**
 * The unmodified `@dcloudio/uni-cloud` client SDK (aliyun and private providers) against a running Roster,
 * through the `global.uni` shim of reference cloud-space-protocol §9.
 */

const SPACE = "space-1";
const SECRET = "test-client-secret-0123456789";
const OSS_HOST = "oss.roster.test";
const { shim, uniCloud } = installUniShim();

let h: Harness;
let http: FastifyInstance;
let endpoint: string;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "roster-gw-"));
  h = await createHarness({
    WEB_DIST: "/nonexistent",
    DATA_DIR: dir,
    CLOUD_SPACE_ID: SPACE,
    CLOUD_CLIENT_SECRET: SECRET,
    CLOUD_PROVIDER_HOST: OSS_HOST,
    CLOUD_ACCESS_TOKEN_SECONDS: "60",
    CLOUD_ANONYMOUS_UPLOADS: "1",
  });
  http = await buildHttpServer(h.app);
  await http.listen({ host: "127.0.0.1", port: 0 });
  const { port } = http.server.address() as { port: number };
  endpoint = `http://127.0.0.1:${port}`;
  // The aliyun provider uploads to https://<host> only: the TLS front, played by a rewrite.
  shim.rewrites.set(`https://${OSS_HOST}`, endpoint);
});
afterAll(async () => {
  await http.close();
  await h.close();
});
beforeEach(() => {
  shim.sent.length = 0;
  shim.storage.clear();
});

const aliyun = (secret = SECRET) =>
  uniCloud.init({ provider: "aliyun", spaceId: SPACE, clientSecret: secret, endpoint });
const privateSpace = (secret = SECRET) =>
  uniCloud.init({ provider: "private", spaceId: SPACE, clientSecret: secret, endpoint });

const methodsSent = () => shim.sent.map((r) => r.data?.method);
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: { code?: unknown; message?: string }) => error,
  );

async function signIn(space: UniCloudInstance) {
  const user = await h.register();
  const login = await space.callFunction({
    name: "router",
    data: { $url: "user/pub/login", data: { username: user.username, password: user.password } },
  });
  const result = login.result as { code: number; vk_uni_token: { token: string } };
  expect(result.code).toBe(0);
  // As the vk client does with the router's answer: keep the token where the SDK reads it.
  shim.storage.set("uni_id_token", result.vk_uni_token.token);
  return { user, token: result.vk_uni_token.token };
}

async function localFile(name: string, bytes: Buffer) {
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return file;
}

describe.each([
  ["aliyun", aliyun],
  ["private", privateSpace],
] as const)("uni-cloud %s provider", (provider, space) => {
  it("calls router: user/pub/login, then a kh route with the token from the answer", async () => {
    const sdk = space();
    const { user } = await signIn(sdk);
    const me = await sdk.callFunction({ name: "router", data: { $url: "user/kh/getMyUserInfo", data: {} } });
    expect(me).toMatchObject({ success: true, errCode: 0, result: { code: 0, userInfo: { _id: user.uid } } });
    expect(typeof me.requestId).toBe("string");
    if (provider === "aliyun") {
      expect(methodsSent()[0]).toBe("serverless.auth.user.anonymousAuthorize");
      expect(shim.sent.at(-1)!.header["x-basement-token"]).toBe(shim.sent.at(-1)!.data!.token);
    } else {
      expect(methodsSent()).not.toContain("serverless.auth.user.anonymousAuthorize");
      expect(shim.sent.at(-1)!.header["x-client-token"]).toBe(shim.storage.get("uni_id_token"));
    }
  });

  it("answers an unknown function with FUNCTION_NOT_FOUND", async () => {
    const error = await rejection(space().callFunction({ name: "no-such-function", data: {} }));
    expect(error.code).toBe("FUNCTION_NOT_FOUND");
    expect(error.message).toContain("no-such-function");
  });

  it("rejects a wrong client secret with GATEWAY_INVALID_SIGN", async () => {
    const error = await rejection(
      space("wrong-secret-0123456789").callFunction({ name: "router", data: {} }),
    );
    expect(error.code).toBe("GATEWAY_INVALID_SIGN");
  });
});

describe("aliyun access tokens", () => {
  it("re-authorizes exactly once on an expired token and retries with the same timestamp", async () => {
    const sdk = aliyun();
    await sdk.callFunction({ name: "router", data: { $url: "user/pub/checkVersion", data: {} } });
    expect(methodsSent()).toEqual([
      "serverless.auth.user.anonymousAuthorize",
      "serverless.function.runtime.invoke",
    ]);
    shim.sent.length = 0;
    h.clock.advance(61_000);
    const again = await sdk.callFunction({
      name: "router",
      data: { $url: "user/pub/checkVersion", data: {} },
    });
    expect(again.success).toBe(true);
    expect(methodsSent()).toEqual([
      "serverless.function.runtime.invoke",
      "serverless.auth.user.anonymousAuthorize",
      "serverless.function.runtime.invoke",
    ]);
    const [rejected, , retried] = shim.sent;
    expect(retried!.data!.timestamp).toBe(rejected!.data!.timestamp);
    expect(retried!.data!.token).not.toBe(rejected!.data!.token);
  });

  it("gives up after one retry when the new token fails too", async () => {
    const sdk = aliyun();
    await sdk.callFunction({ name: "router", data: { $url: "user/pub/checkVersion", data: {} } });
    shim.sent.length = 0;
    h.clock.advance(61_000);
    // Each new token has expired by the time the SDK uses it: the server's clock jumps after it is issued.
    shim.afterResponse = (sent) => {
      if (sent.data?.method === "serverless.auth.user.anonymousAuthorize") h.clock.advance(61_000);
    };
    try {
      const error = await rejection(sdk.callFunction({ name: "router", data: {} }));
      expect(error.code).toBe("GATEWAY_INVALID_TOKEN");
    } finally {
      shim.afterResponse = undefined;
    }
    expect(methodsSent()).toEqual([
      "serverless.function.runtime.invoke",
      "serverless.auth.user.anonymousAuthorize",
      "serverless.function.runtime.invoke",
    ]);
  });
});

describe("private storage", () => {
  it("uploads for the signed-in user, reads URLs in input order, deletes", async () => {
    const sdk = privateSpace();
    const { user } = await signIn(sdk);
    const bytes = await png(8, 6);
    const upload = await sdk.uploadFile({
      filePath: await localFile("a.png", bytes),
      cloudPath: "avatars/a.png",
    });
    expect(upload.success).toBe(true);
    expect(upload.fileID).toMatch(new RegExp(`^u/${user.uid}/[^/]+/avatars/a\\.png$`));
    const sign = shim.sent.find((r) => r.data?.method === "serverless.file.resource.generateProximalSign")!;
    expect(JSON.parse(String(sign.data!.params))).toEqual({ cloudPath: "avatars/a.png" });

    const missing = `u/${user.uid}/nope/b.png`;
    const urls = await sdk.getTempFileURL({ fileList: [upload.fileID, missing, upload.fileID] });
    expect(urls.fileList.map((f) => f.fileID)).toEqual([upload.fileID, missing, upload.fileID]);
    expect(urls.fileList[1]!.tempFileURL).toBe("");
    const download = await fetch(urls.fileList[0]!.tempFileURL);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

    const deleted = await sdk.deleteFile({ fileList: [upload.fileID] });
    expect(deleted.fileList).toEqual([{ fileID: upload.fileID, code: 0, msg: "" }]);
    const after = await sdk.getTempFileURL({ fileList: [upload.fileID] });
    expect(after.fileList[0]!.tempFileURL).toBe("");
  });

  it("another user cannot read or delete the upload", async () => {
    const sdk = privateSpace();
    await signIn(sdk);
    const upload = await sdk.uploadFile({
      filePath: await localFile("c.png", await png()),
      cloudPath: "c.png",
    });
    shim.storage.clear();
    await signIn(sdk);
    const urls = await sdk.getTempFileURL({ fileList: [upload.fileID] });
    expect(urls.fileList[0]!.tempFileURL).toBe("");
    const deleted = await sdk.deleteFile({ fileList: [upload.fileID] });
    expect(deleted.fileList[0]!.code).not.toBe(0);
  });

  it("refuses bytes that are not what the name says, and anonymous storage when it is off", async () => {
    const sdk = privateSpace();
    await signIn(sdk);
    const fake = await rejection(
      sdk.uploadFile({
        filePath: await localFile("x.png", Buffer.from("not a png at all")),
        cloudPath: "x.png",
      }),
    );
    expect(fake.code).toBe(String(ERRORS.fileContentMismatch.code));
    shim.storage.clear();
    const settings = h.config.cloudGateway!;
    settings.anonymousUploads = false;
    try {
      const anonymous = await rejection(
        sdk.uploadFile({ filePath: await localFile("y.png", await png()), cloudPath: "y.png" }),
      );
      expect(anonymous.code).toBe("STORAGE_ACCESS_DENIED");
      const del = await rejection(sdk.deleteFile({ fileList: ["u/x/y/z.png"] }));
      expect(del.code).toBe("uni-id-check-token-failed");
    } finally {
      settings.anonymousUploads = true;
    }
  });
});

describe("gateway uploads share the files service's quota", () => {
  it("refuses the upload past the owner's quota, exactly under parallel uploads", async () => {
    const sdk = privateSpace();
    const { user } = await signIn(sdk);
    const bytes = await png(6, 6);
    const limits = h.config.storage;
    const quota = limits.quotaBytes;
    limits.quotaBytes = bytes.length * 2 + 10;
    try {
      const file = await localFile("q.png", bytes);
      const results = await Promise.allSettled(
        [1, 2, 3, 4].map((n) => sdk.uploadFile({ filePath: file, cloudPath: `q/${n}.png` })),
      );
      const done = results.filter((r) => r.status === "fulfilled");
      expect(done).toHaveLength(2);
      for (const r of results)
        if (r.status === "rejected")
          expect((r.reason as { code: unknown }).code).toBe(String(ERRORS.uploadQuotaExceeded.code));
      const records = await h.call("file/kh/getList", {}, { as: user.token });
      expect(records.total).toBe(2);
    } finally {
      limits.quotaBytes = quota;
    }
  });
});

describe("anonymous gateway uploads share a bounded anonymous quota", () => {
  it("refuses the anonymous upload past ANONYMOUS_UPLOAD_QUOTA_BYTES with its code, from the report", async () => {
    const sdk = privateSpace();
    const bytes = await png(6, 5);
    const limits = h.config.storage;
    const quota = limits.anonymousQuotaBytes;
    limits.anonymousQuotaBytes = (await bytesUsed(h.app.services.db, "")) + bytes.length + 10;
    try {
      const file = await localFile("anon.png", bytes);
      const first = await sdk.uploadFile({ filePath: file, cloudPath: "anon/1.png" });
      expect(first.fileID).toMatch(/^u\/anonymous\//);
      const second = await rejection(sdk.uploadFile({ filePath: file, cloudPath: "anon/2.png" }));
      expect(second.code).toBe("91900");
    } finally {
      limits.anonymousQuotaBytes = quota;
    }
  });
});

describe("aliyun storage", () => {
  it("uploads to the storage host, reports, and reads the file by its ID", async () => {
    const sdk = aliyun();
    const bytes = await png(5, 5);
    const upload = await sdk.uploadFile({
      filePath: await localFile("p.png", bytes),
      cloudPath: "pics/p.png",
    });
    expect(upload.fileID).toMatch(
      new RegExp(`^https://${OSS_HOST}/client/oss/u/anonymous/[^/]+/pics/p\\.png$`),
    );
    expect(methodsSent()).toEqual([
      "serverless.auth.user.anonymousAuthorize",
      "serverless.file.resource.generateProximalSign",
      "serverless.file.resource.report",
    ]);
    expect(shim.uploads.at(-1)).toMatchObject({ url: `${endpoint}/client/oss`, status: 200 });

    const unknown = `https://${OSS_HOST}/client/oss/u/anonymous/nope/q.png`;
    const urls = await sdk.getTempFileURL({ fileList: [unknown, upload.fileID] });
    expect(urls.fileList[0]).toEqual({ fileID: unknown, tempFileURL: unknown });
    expect(urls.fileList[1]!.tempFileURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\/download\//);
    const download = await fetch(urls.fileList[1]!.tempFileURL);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

    const info = await sdk.getFileInfo!({ fileList: [upload.fileID] });
    expect(info.fileList[0]).toMatchObject({ id: upload.fileID });
    // The file ID itself, through the TLS front: a redirect to a short-lived download.
    const direct = await fetch(upload.fileID.replace(`https://${OSS_HOST}`, endpoint));
    expect(Buffer.from(await direct.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("refuses forged upload forms and unknown file IDs", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ key: "u/anonymous/x/y.png", policy: "e30", Signature: "forged" }))
      form.append(k, v);
    form.append("file", new Blob([new Uint8Array(await png())]), "y.png");
    const forged = await fetch(`${endpoint}/client/oss`, { method: "POST", body: form });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ success: false, error: { code: expect.any(String) } });
    const unknown = await fetch(`${endpoint}/client/oss/u/anonymous/nope/y.png`, { redirect: "manual" });
    expect(unknown.status).toBe(404);
    // A signed-in user's private upload is no anonymous file: its key does not open it.
    const sdk = privateSpace();
    await signIn(sdk);
    const upload = await sdk.uploadFile({
      filePath: await localFile("s.png", await png()),
      cloudPath: "s.png",
    });
    const foreign = await fetch(`${endpoint}/client/oss/${upload.fileID}`, { redirect: "manual" });
    expect(foreign.status).toBe(404);
  });

  it("private without a token: anonymous uploads, read by file ID only", async () => {
    const sdk = privateSpace();
    const bytes = await png(3, 3);
    const upload = await sdk.uploadFile({ filePath: await localFile("n.png", bytes), cloudPath: "n.png" });
    expect(upload.fileID).toMatch(/^u\/anonymous\/[^/]+\/n\.png$/);
    const urls = await sdk.getTempFileURL({ fileList: [upload.fileID] });
    const download = await fetch(urls.fileList[0]!.tempFileURL);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    const error = await rejection(sdk.deleteFile({ fileList: [upload.fileID] }));
    expect(error.code).toBe("uni-id-check-token-failed");
  });

  it("refuses aliyun uploads when anonymous storage is off", async () => {
    const settings = h.config.cloudGateway!;
    settings.anonymousUploads = false;
    try {
      const error = await rejection(
        aliyun().uploadFile({ filePath: await localFile("r.png", await png()), cloudPath: "r.png" }),
      );
      expect(error.code).toBe("STORAGE_ACCESS_DENIED");
    } finally {
      settings.anonymousUploads = true;
    }
  });
});
