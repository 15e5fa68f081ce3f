import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { RosterError } from "@roster/contract";
import type { Clock } from "../../services/core/clock.js";
import { newId } from "../../services/core/ids.js";
import { DOWNLOAD_PREFIX, OBJECT_CACHE_CONTROL, UPLOAD_PATH } from "../../services/files/protocol.js";
import { isSafeKey, sign, signatureMatches } from "./signing.js";
import type { ObjectHead, ObjectStorage, UploadPolicy, UploadTarget } from "./storage.js";

/** The policy as it travels in the `policy` field (base64url JSON). */
interface WirePolicy {
  key: string;
  ct: string;
  min: number;
  max: number;
  exp: number;
}

/** A thrown upload refusal with its HTTP status. */
export class UploadRefused extends RosterError {
  constructor(
    readonly status: number,
    name: ConstructorParameters<typeof RosterError>[0],
    params: ConstructorParameters<typeof RosterError>[1] = {},
  ) {
    super(name, params);
  }
}

/**
 * Files under `DATA_DIR/files`: objects in `objects/<key>`, their type in `meta/<key>.json`. Uploads are
 * multipart POSTs to Roster's own endpoint (http/file-upload.ts), checked against a signed policy;
 * downloads are signed URLs served by http/file-download.ts.
 */
export class LocalStorage implements ObjectStorage {
  readonly kind = "local" as const;
  private readonly objects: string;
  private readonly meta: string;
  private readonly tmp: string;

  constructor(
    root: string,
    private readonly key: Buffer,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {
    this.objects = path.join(root, "objects");
    this.meta = path.join(root, "meta");
    this.tmp = path.join(root, "tmp");
  }

  async uploadTarget(p: UploadPolicy): Promise<UploadTarget> {
    const wire: WirePolicy = {
      key: p.key,
      ct: p.contentType,
      min: p.minBytes,
      max: p.maxBytes,
      exp: p.expiresAt,
    };
    const policy = Buffer.from(JSON.stringify(wire)).toString("base64url");
    return {
      url: `${this.publicUrl}${UPLOAD_PATH}`,
      fields: {
        key: p.key,
        "Content-Type": p.contentType,
        "Cache-Control": OBJECT_CACHE_CONTROL,
        success_action_status: "200",
        policy,
        "x-roster-signature": sign(this.key, `upload\n${policy}`),
      },
    };
  }

  /** Checks the form fields of an upload against their signed policy; throws the refusal. */
  checkUploadFields(fields: Record<string, string>): UploadPolicy {
    const policy = fields.policy ?? "";
    const signature = fields["x-roster-signature"] ?? "";
    if (!signatureMatches(this.key, `upload\n${policy}`, signature))
      throw new UploadRefused(403, "uploadPolicyInvalid");
    const wire = JSON.parse(Buffer.from(policy, "base64url").toString("utf8")) as WirePolicy;
    if (fields.key !== wire.key || fields["Content-Type"] !== wire.ct || !isSafeKey(wire.key))
      throw new UploadRefused(403, "uploadPolicyInvalid");
    if (this.clock.now() > wire.exp) throw new UploadRefused(403, "uploadTargetExpired");
    return {
      key: wire.key,
      contentType: wire.ct,
      minBytes: wire.min,
      maxBytes: wire.max,
      expiresAt: wire.exp,
    };
  }

  /**
   * Streams an upload to a temporary file, never holding it in memory, and moves it into place once it
   * ended within the policy's size range. Refusals leave nothing behind.
   */
  async writeUpload(p: UploadPolicy, stream: Readable): Promise<number> {
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
      await this.place(p.key, temp, p.contentType);
      return size;
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  private async place(key: string, source: string, contentType: string): Promise<void> {
    const target = this.objectPath(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.mkdir(path.dirname(this.metaPath(key)), { recursive: true });
    await fs.writeFile(this.metaPath(key), JSON.stringify({ contentType }));
    await fs.rename(source, target);
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

  async downloadUrl(key: string, seconds: number): Promise<string> {
    const exp = Math.floor(this.clock.now() / 1000) + seconds;
    const sig = sign(this.key, `download\n${key}\n${exp}`);
    return `${this.publicUrl}${DOWNLOAD_PREFIX}${key}?exp=${exp}&sig=${sig}`;
  }

  /** Whether a download URL's `exp` and `sig` are good for `key` now. */
  checkDownload(key: string, exp: string, sig: string): boolean {
    if (!isSafeKey(key) || !/^\d{1,12}$/.test(exp)) return false;
    if (Number(exp) * 1000 < this.clock.now()) return false;
    return signatureMatches(this.key, `download\n${key}\n${exp}`, sig);
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
