import type { Readable } from "node:stream";

/** What a signed upload allows: one key, one content type, a size range, until a time. */
export interface UploadPolicy {
  key: string;
  contentType: string;
  minBytes: number;
  maxBytes: number;
  /** Epoch ms after which the upload is refused. */
  expiresAt: number;
  /**
   * Where Roster receives the upload itself: a refusal on arrival is answered by the report, the upload
   * answering 200 (the uni-cloud SDK reads nothing but its status). Ignored by presigned POSTs.
   */
  verdictAtReport?: boolean;
}

/** A multipart POST target: the URL and the form fields to send before the file. */
export interface UploadTarget {
  url: string;
  fields: Record<string, string>;
}

/** What storage says about a stored object. */
export interface ObjectHead {
  size: number;
  contentType: string;
  /** The object's version tag (S3 ETag), when the store has one. */
  etag?: string | undefined;
}

/** What a store whose uploads and downloads go through Roster offers the HTTP endpoints. */
export interface ServedByRoster {
  /** Checks the form fields of an upload against their signed policy; throws the refusal (UploadRefused). */
  checkUploadFields(fields: Record<string, string>): UploadPolicy;
  /** Whether a download URL's `exp` and `sig` are good for `key` now. */
  checkDownload(key: string, exp: string, sig: string): boolean;
  /** A stream of `key`'s bytes from `start` to `end` (inclusive). */
  openRead(key: string, start: number, end: number): Readable;
}

/**
 * Object storage (STORAGE): `local` (files under DATA_DIR, uploads and downloads served by Roster) or `s3`
 * (any S3-compatible store; uploads are presigned POSTs, downloads presigned GETs). Keys are made by
 * Roster, never taken from a client as they are.
 */
export interface ObjectStorage {
  readonly kind: "local" | "s3";
  /**
   * How Roster itself receives uploads and serves downloads, for a store whose bytes go through Roster
   * (local: `POST /files/upload`, `GET /files/download`, which reserve an upload's bytes as they arrive);
   * undefined where they go straight to the bucket (S3 presigned POSTs and GETs), so that a target of open
   * size reserves the most it accepts when it is signed. The HTTP layer asks this, never a store's class.
   */
  readonly served: ServedByRoster | undefined;
  /** A signed multipart POST target for `policy`; the upload lands at `uploadedKey(policy.key)`. */
  uploadTarget(policy: UploadPolicy): Promise<UploadTarget>;
  /**
   * Where an upload for `key` lands before it is checked: `key` itself where objects are write-once (local),
   * `incoming/<key>` on S3, where a presigned POST may be replayed while it is valid.
   */
  uploadedKey(key: string): string;
  /**
   * Makes a checked upload the object `key`: on S3 a server-side copy of exactly the version that was
   * checked (`etag`), then the upload is deleted; nothing where the upload already is the object. False when
   * the upload changed since it was checked.
   */
  promote(key: string, etag: string | undefined): Promise<boolean>;
  /**
   * Stores an upload that Roster receives itself at `policy.key`, within the policy's size range (refusals:
   * UploadRefused, nothing left behind); `keep`, asked once the stream ended, may drop it. Answers the size
   * stored (0 when dropped).
   */
  writeUpload(policy: UploadPolicy, stream: Readable, keep?: () => boolean): Promise<number>;
  /** The object's size and type, or undefined when there is none. */
  head(key: string): Promise<ObjectHead | undefined>;
  /** The first `maxBytes` bytes at most (undefined: no object). */
  read(key: string, maxBytes: number): Promise<Buffer | undefined>;
  /** Up to `length` bytes from `start` (fewer at the end; undefined: no object). */
  readRange(key: string, start: number, length: number): Promise<Buffer | undefined>;
  /** Stores an object made by Roster (avatars). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Deletes the object; no error when it does not exist. */
  delete(key: string): Promise<void>;
  /**
   * Deletes every object whose key starts with `prefix` (a folder: safe segments ending in `/`), answering
   * how many there were; no error when there are none. Refuses any other prefix.
   */
  deletePrefix(prefix: string): Promise<number>;
  /**
   * A download URL valid `seconds` (an absolute or server-relative URL); content that a browser should not
   * render inline (by `contentType`) comes as an attachment.
   */
  downloadUrl(key: string, seconds: number, contentType?: string): Promise<string>;
  /**
   * Origins other than Roster's own that browsers send uploads to and load files from (the bucket's, on
   * S3): the web app's content security policy lets them in.
   */
  browserOrigins(): string[];
  /** Releases connections. */
  close(): Promise<void>;
}
