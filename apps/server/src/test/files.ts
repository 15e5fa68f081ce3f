import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { getUploadTarget, reportUpload } from "@roster/contract/routes";
import type { FastifyInstance } from "fastify";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe } from "vitest";
import { buildHttpServer } from "../http/server.js";
import { createHarness, type Harness, type TestUser } from "./harness.js";

/** A storage driver the file tests run against. */
export type StorageMode = "local" | "s3";

/** Both drivers: every file test runs on each. */
export const STORAGE_MODES: readonly StorageMode[] = ["local", "s3"];

/** An s3rver (real S3 protocol) on 127.0.0.1, a random port and a temporary folder, with one bucket. */
export interface S3Server {
  env: Record<string, string>;
  client: S3Client;
  bucket: string;
  close(): Promise<void>;
}

/** Starts s3rver and creates the bucket. */
export async function startS3Server(): Promise<S3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "roster-s3rver-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory });
  const { port } = (await server.run()) as { port: number };
  const bucket = "roster-files";
  const env = {
    STORAGE: "s3",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "us-east-1",
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "1",
  };
  const client = new S3Client({
    region: "us-east-1",
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    env,
    client,
    bucket,
    async close() {
      client.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/** A harness whose app also listens on 127.0.0.1 (uploads and downloads are HTTP), on one driver. */
export interface FileHarness extends Harness {
  mode: StorageMode;
  http: FastifyInstance;
  /** `http://127.0.0.1:<port>` */
  base: string;
  dataDir: string;
  /** Absolute URL of a URL Roster handed out (relative ones are on this server). */
  absolute(url: string): string;
  /** POSTs a target's form fields and then the file, as a browser does. */
  postUpload(
    target: { uploadUrl: string; formData: Record<string, string> },
    bytes: Buffer,
    options?: { fields?: Record<string, string>; filename?: string; fileField?: string },
  ): Promise<Response>;
  /** getUploadTarget + upload + reportUpload as `user`; the report's body. */
  uploadFile(
    user: TestUser,
    name: string,
    bytes: Buffer,
    extra?: Record<string, unknown>,
  ): Promise<Record<string, unknown>>;
  closeAll(): Promise<void>;
}

/** A file harness on `mode` (`s3` needs the s3rver). */
export async function createFileHarness(
  mode: StorageMode,
  s3: S3Server | undefined,
  env: Record<string, string> = {},
  overrides: Parameters<typeof createHarness>[1] = {},
): Promise<FileHarness> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "roster-files-"));
  const h = await createHarness(
    {
      WEB_DIST: "/nonexistent",
      DATA_DIR: dataDir,
      ...(mode === "s3" ? s3!.env : {}),
      ...env,
    },
    overrides,
  );
  const http = await buildHttpServer(h.app);
  await http.listen({ host: "127.0.0.1", port: 0 });
  const address = http.server.address() as { port: number };
  const base = `http://127.0.0.1:${address.port}`;
  const absolute = (url: string) => new URL(url, base).toString();
  const postUpload: FileHarness["postUpload"] = async (target, bytes, options = {}) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...target.formData, ...options.fields })) form.append(k, v);
    form.append(
      options.fileField ?? "file",
      new Blob([new Uint8Array(bytes)]),
      options.filename ?? "upload.bin",
    );
    return fetch(absolute(target.uploadUrl), { method: "POST", body: form });
  };
  const uploadFile: FileHarness["uploadFile"] = async (user, name, bytes, extra = {}) => {
    const target = await h.call(getUploadTarget, { name, size: bytes.length, ...extra }, { as: user });
    if (target.code !== 0) return target;
    const res = await postUpload(target as never, bytes, { filename: name });
    if (res.status !== 200 && res.status !== 204)
      throw new Error(`upload failed: ${res.status} ${await res.text()}`);
    return h.call(reportUpload, { fileID: target.fileID as string }, { as: user });
  };
  return {
    ...h,
    mode,
    http,
    base,
    dataDir,
    absolute,
    postUpload,
    uploadFile,
    async closeAll() {
      await http.close();
      await h.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What a suite made before its `beforeAll` ran, standing for it from then on: a property read before
 * then fails with the suite's name instead of an undefined.
 */
function madeLater<T extends object>(what: string, read: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const made = read();
      if (!made) throw new Error(`${what} is used before its suite's beforeAll ran`);
      const value: unknown = Reflect.get(made, key, made);
      return typeof value === "function" ? value.bind(made) : value;
    },
  });
}

/** What `describeEachStorage` hands its suite besides the harness. */
export interface StorageSuite {
  mode: StorageMode;
  /** The s3rver the `s3` suite stores on (for a second harness, or to list the bucket). */
  s3: S3Server;
}

/**
 * A suite run on each storage driver (the title's `%s` is the mode): one s3rver for the file, one file
 * harness per mode on `env`, both made before the suite's tests and closed after them. The suite's
 * `h` stands for its mode's harness.
 */
export function describeEachStorage(
  title: string,
  env: Record<string, string>,
  suite: (h: FileHarness, context: StorageSuite) => void,
): void {
  let s3: S3Server | undefined;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3?.close());
  describe.each(STORAGE_MODES)(title, (mode) => {
    let h: FileHarness | undefined;
    beforeAll(async () => {
      h = await createFileHarness(mode, s3, env);
    });
    afterAll(() => h?.closeAll());
    suite(
      madeLater("the file harness", () => h),
      { mode, s3: madeLater("the s3rver", () => s3) },
    );
  });
}

/** A real PNG of `width` x `height`, optionally with EXIF orientation. */
export function png(width = 4, height = 3): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 10, b: 10 } } })
    .png()
    .toBuffer();
}

/** A real JPEG carrying EXIF (orientation 6 and a GPS-like comment) to check that avatars drop it. */
export function jpegWithExif(width = 40, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 200, b: 10 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "GPS 52.5200N 13.4050E" } } })
    .toBuffer();
}

/** A minimal MP4: `ftyp`, an `mdat` and a `moov` after it whose `mvhd` says `duration / timescale`. */
export function mp4(durationUnits: number, timescale: number, version: 0 | 1 = 0): Buffer {
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length, 0);
    head.write(type, 4, "latin1");
    return Buffer.concat([head, body]);
  };
  const ftyp = box(
    "ftyp",
    Buffer.concat([Buffer.from("isom"), Buffer.alloc(4), Buffer.from("isomiso2mp41")]),
  );
  const mdat = box("mdat", Buffer.alloc(64, 7));
  let mvhd: Buffer;
  if (version === 1) {
    mvhd = Buffer.alloc(112);
    mvhd[0] = 1;
    mvhd.writeUInt32BE(timescale, 20);
    mvhd.writeBigUInt64BE(BigInt(durationUnits), 24);
  } else {
    mvhd = Buffer.alloc(100);
    mvhd.writeUInt32BE(timescale, 12);
    mvhd.writeUInt32BE(durationUnits, 16);
  }
  return Buffer.concat([ftyp, mdat, box("moov", box("mvhd", mvhd))]);
}

/** A Windows program's first bytes (MZ header), to be named `.png`. */
export const EXECUTABLE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);
