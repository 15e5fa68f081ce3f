import type { Readable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { Clock } from "../../lib/clock.js";
import { OBJECT_CACHE_CONTROL } from "../../lib/file-protocol.js";
import type { S3Settings } from "../../settings/storage.js";
import { UploadRefused } from "./local-signer.js";
import { isInlineSafe, isSafeKey, isSafePrefix } from "./signing.js";
import type { ObjectHead, ObjectStorage, UploadPolicy, UploadTarget } from "./storage.js";

/** Where presigned POSTs land until reportUpload has checked them (see ObjectStorage.uploadedKey). */
const INCOMING = "incoming/";

/** DeleteObject calls in flight at once while a prefix is deleted. */
const DELETE_CONCURRENCY = 8;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NotFound" || error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404);

/**
 * An S3-compatible bucket: uploads are presigned POSTs (size range, key, type and cache control in the
 * policy), downloads presigned GETs. Stores that do not enforce POST policies are covered by
 * reportUpload's checks.
 */
export class S3Storage implements ObjectStorage {
  readonly kind = "s3" as const;
  /** Uploads and downloads go straight to the bucket, presigned. */
  readonly served = undefined;
  readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    private readonly clock: Clock,
  ) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
  }

  /** The bucket's origin as the SDK addresses it: path style on the endpoint, else a bucket subdomain. */
  browserOrigins(): string[] {
    const { endpoint, bucket, region, forcePathStyle } = this.settings;
    if (!endpoint) return [`https://${bucket}.s3.${region}.amazonaws.com`];
    const url = new URL(endpoint);
    return [forcePathStyle ? url.origin : `${url.protocol}//${bucket}.${url.host}`];
  }

  async uploadTarget(p: UploadPolicy): Promise<UploadTarget> {
    const fields = {
      "Content-Type": p.contentType,
      "Cache-Control": OBJECT_CACHE_CONTROL,
      success_action_status: "200",
    };
    const post = await createPresignedPost(this.client, {
      Bucket: this.settings.bucket,
      Key: this.uploadedKey(p.key),
      Conditions: [
        ["content-length-range", p.minBytes, p.maxBytes],
        ["eq", "$Content-Type", p.contentType],
        ["eq", "$Cache-Control", OBJECT_CACHE_CONTROL],
        ["eq", "$success_action_status", "200"],
      ],
      Fields: fields,
      Expires: Math.max(1, Math.round((p.expiresAt - this.clock.now()) / 1000)),
    });
    return { url: post.url, fields: post.fields };
  }

  uploadedKey(key: string): string {
    return `${INCOMING}${key}`;
  }

  async promote(key: string, etag: string | undefined): Promise<boolean> {
    const bucket = this.settings.bucket;
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: key,
          CopySource: `${bucket}/${this.uploadedKey(key)}`,
          ...(etag ? { CopySourceIfMatch: etag } : {}),
        }),
      );
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412) return false;
      throw error;
    }
    await this.delete(this.uploadedKey(key));
    return true;
  }

  async head(key: string): Promise<ObjectHead | undefined> {
    if (!isSafeKey(key)) return undefined;
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { size: Number(out.ContentLength ?? 0), contentType: out.ContentType ?? "", etag: out.ETag };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  read(key: string, maxBytes: number): Promise<Buffer | undefined> {
    return this.readRange(key, 0, maxBytes);
  }

  async readRange(key: string, start: number, length: number): Promise<Buffer | undefined> {
    if (!isSafeKey(key)) return undefined;
    if (length <= 0) return Buffer.alloc(0);
    try {
      const out = await this.client.send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Range: `bytes=${start}-${start + length - 1}`,
        }),
      );
      const bytes = Buffer.from((await out.Body?.transformToByteArray()) ?? []);
      return bytes.subarray(0, length);
    } catch (error) {
      if (isMissing(error)) return undefined;
      // A range past the end (an empty object has no byte 0): S3 answers 416.
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416)
        return Buffer.alloc(0);
      throw error;
    }
  }

  /**
   * Stores an upload Roster received itself (CloudBase's `/tcb/upload`): read whole, at most the policy's
   * size, then put (unless `keep` says no).
   */
  async writeUpload(p: UploadPolicy, stream: Readable, keep: () => boolean = () => true): Promise<number> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > p.maxBytes || (stream as { truncated?: boolean }).truncated)
        throw new UploadRefused(413, "fileTooLarge", { limit: `${p.maxBytes} B` });
      chunks.push(chunk as Buffer);
    }
    if ((stream as { truncated?: boolean }).truncated)
      throw new UploadRefused(413, "fileTooLarge", { limit: `${p.maxBytes} B` });
    if (size < p.minBytes) throw new UploadRefused(400, "uploadMalformed");
    if (!keep()) return 0;
    await this.put(p.key, Buffer.concat(chunks), p.contentType);
    return size;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        CacheControl: OBJECT_CACHE_CONTROL,
      }),
    );
  }

  async delete(key: string): Promise<void> {
    if (!isSafeKey(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  /**
   * Lists the prefix page by page and deletes each object with DeleteObject, a few at a time (DeleteObjects
   * is not offered by every S3-compatible store, and some refuse the checksum the SDK sends with it).
   */
  async deletePrefix(prefix: string): Promise<number> {
    if (!isSafePrefix(prefix)) throw new Error(`unsafe prefix ${prefix}`);
    const bucket = this.settings.bucket;
    let deleted = 0;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      for (let i = 0; i < keys.length; i += DELETE_CONCURRENCY) {
        const batch = keys.slice(i, i + DELETE_CONCURRENCY);
        await Promise.all(
          batch.map((key) => this.client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))),
        );
      }
      deleted += keys.length;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return deleted;
  }

  /** A presigned GET that answers as `contentType` (the checked type, not the one stored with the upload). */
  async downloadUrl(key: string, seconds: number, contentType = ""): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: key,
      ...(contentType ? { ResponseContentType: contentType } : {}),
      ...(isInlineSafe(contentType) ? {} : { ResponseContentDisposition: "attachment" }),
    });
    return getSignedUrl(this.client, command, { expiresIn: seconds });
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
