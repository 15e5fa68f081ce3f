import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Clock } from "../../lib/clock.js";
import { newId } from "../../lib/ids.js";
import { LocalSigner, UploadRefused } from "./local-signer.js";
import { isSafeKey, isSafePrefix } from "./signing.js";

export { UploadRefused } from "./local-signer.js";

import type { ObjectHead, ObjectStorage, ServedByRoster, UploadPolicy, UploadTarget } from "./storage.js";

/**
 * Files under `DATA_DIR/files`: objects in `objects/<key>`, their type in `meta/<key>.json`. Uploads are
 * multipart POSTs to Roster's own endpoint (http/file-upload.ts), checked against a signed policy;
 * downloads are signed URLs served by http/file-download.ts.
 */
export class LocalStorage implements ObjectStorage, ServedByRoster {
  readonly kind = "local" as const;
  /** Uploads and downloads go through Roster: this store is their endpoints' {@link ServedByRoster}. */
  readonly served: ServedByRoster = this;

  /** Uploads and downloads go to Roster itself. */
  browserOrigins(): string[] {
    return [];
  }
  private readonly objects: string;
  private readonly meta: string;
  private readonly tmp: string;

  private readonly signer: LocalSigner;

  constructor(root: string, key: Buffer, clock: Clock, publicUrl: string) {
    this.signer = new LocalSigner(key, clock, publicUrl);
    this.objects = path.join(root, "objects");
    this.meta = path.join(root, "meta");
    this.tmp = path.join(root, "tmp");
  }

  async uploadTarget(p: UploadPolicy): Promise<UploadTarget> {
    return this.signer.uploadTarget(p);
  }

  /** Objects are write-once here: the upload is the object. */
  uploadedKey(key: string): string {
    return key;
  }

  async promote(): Promise<boolean> {
    return true;
  }

  /** Checks the form fields of an upload against their signed policy; throws the refusal. */
  checkUploadFields(fields: Record<string, string>): UploadPolicy {
    return this.signer.checkUploadFields(fields);
  }

  /**
   * Streams an upload to a temporary file, never holding it in memory, and moves it into place once it
   * ended within the policy's size range (unless `keep` says no). Refusals leave nothing behind.
   */
  async writeUpload(p: UploadPolicy, stream: Readable, keep: () => boolean = () => true): Promise<number> {
    await fs.mkdir(this.tmp, { recursive: true });
    const temp = path.join(this.tmp, newId());
    let size = 0;
    let tooLarge = false;
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > p.maxBytes && !tooLarge) {
        tooLarge = true;
        stream.destroy(new UploadRefused(413, "fileTooLarge", { limit: `${p.maxBytes} B` }));
      }
    });
    try {
      await pipeline(stream, createWriteStream(temp));
      if ((stream as { truncated?: boolean }).truncated)
        throw new UploadRefused(413, "fileTooLarge", { limit: `${p.maxBytes} B` });
      if (size < p.minBytes) throw new UploadRefused(400, "uploadMalformed");
      if (!keep()) {
        await fs.rm(temp, { force: true });
        return 0;
      }
      await this.place(p.key, temp, p.contentType);
      return size;
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  /**
   * Moves a finished file into place, durable (synced) and write-once: a second upload with a policy that is
   * still valid cannot replace an object after reportUpload checked it. The type is claimed first, by a
   * link (which fails when the name exists): an upload that loses a race for the key never rewrites the
   * type under a reader of the winner's (it once truncated it while the winner's report read it).
   */
  private async place(key: string, source: string, contentType: string): Promise<void> {
    const target = this.objectPath(key);
    const meta = this.metaPath(key);
    const metaSource = `${source}.type`;
    try {
      const handle = await fs.open(source, "r+");
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.mkdir(path.dirname(meta), { recursive: true });
      await fs.writeFile(metaSource, JSON.stringify({ contentType }));
      await linkOnce(metaSource, meta);
      await linkOnce(source, target).catch(async (error: unknown) => {
        // Nothing of a failed upload stays: not even the type it claimed.
        await fs.rm(meta, { force: true });
        throw error;
      });
    } finally {
      await fs.rm(source, { force: true });
      await fs.rm(metaSource, { force: true });
    }
  }

  async head(key: string): Promise<ObjectHead | undefined> {
    if (!isSafeKey(key)) return undefined;
    try {
      const [stat, meta] = await Promise.all([
        fs.stat(this.objectPath(key)),
        fs.readFile(this.metaPath(key), "utf8"),
      ]);
      return { size: stat.size, contentType: (JSON.parse(meta) as { contentType: string }).contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  }

  read(key: string, maxBytes: number): Promise<Buffer | undefined> {
    return this.readRange(key, 0, maxBytes);
  }

  async readRange(key: string, start: number, length: number): Promise<Buffer | undefined> {
    if (!isSafeKey(key)) return undefined;
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.objectPath(key), "r");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
    try {
      const size = (await handle.stat()).size;
      const buffer = Buffer.alloc(Math.max(0, Math.min(size - start, length)));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    if (!isSafeKey(key)) throw new Error(`unsafe key ${key}`);
    await this.delete(key);
    await fs.mkdir(this.tmp, { recursive: true });
    const temp = path.join(this.tmp, newId());
    await fs.writeFile(temp, bytes);
    await this.place(key, temp, contentType);
  }

  async delete(key: string): Promise<void> {
    if (!isSafeKey(key)) return;
    await fs.rm(this.objectPath(key), { force: true });
    await fs.rm(this.metaPath(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<number> {
    if (!isSafePrefix(prefix)) throw new Error(`unsafe prefix ${prefix}`);
    const folder = this.objectPath(prefix.slice(0, -1));
    const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true }).catch((error) => {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    });
    await fs.rm(folder, { recursive: true, force: true });
    await fs.rm(path.join(this.meta, ...prefix.slice(0, -1).split("/")), { recursive: true, force: true });
    return entries.filter((entry) => entry.isFile()).length;
  }

  async downloadUrl(key: string, seconds: number): Promise<string> {
    return this.signer.downloadUrl(key, seconds);
  }

  /** Whether a download URL's `exp` and `sig` are good for `key` now. */
  checkDownload(key: string, exp: string, sig: string): boolean {
    return this.signer.checkDownload(key, exp, sig);
  }

  /** A stream of `key`'s bytes from `start` to `end` (inclusive). */
  openRead(key: string, start: number, end: number): Readable {
    return createReadStream(this.objectPath(key), { start, end });
  }

  async close(): Promise<void> {}

  private objectPath(key: string): string {
    return path.join(this.objects, ...key.split("/"));
  }

  private metaPath(key: string): string {
    return `${path.join(this.meta, ...key.split("/"))}.json`;
  }
}

/** Links `source` as `target`; a `target` that exists already is a second upload of its key (409). */
async function linkOnce(source: string, target: string): Promise<void> {
  try {
    await fs.link(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST")
      throw new UploadRefused(409, "uploadAlreadyReported");
    throw error;
  }
}
