import { RosterError, UPLOAD_TARGET_SECONDS } from "@roster/contract";
import { newId } from "../../lib/ids.js";
import type { Services } from "../services.js";
import { releaseExpiredHolds } from "./holds.js";
import { assertAllowed, cloudPathSegments, extensionOf, kindOf, mib, mimeOf, safeSegment } from "./naming.js";
import { headroom, quotaError, uploaderOf } from "./quota.js";
import { insertFile, lockOwnerQuota } from "./repository.js";

/** What a client asks to upload. */
export interface UploadRequest {
  name: string;
  size: number;
  contentType?: string | undefined;
  cloudPath?: string | undefined;
  category_id?: string | undefined;
}

/** How a target is issued, beyond the request. */
export interface TargetOptions {
  /** The `provider` of the record (default: the storage's kind). */
  provider?: string;
  /** False: the size is not known yet (the SDKs never say it); the target takes any size up to the limit. */
  exactSize?: boolean;
  /** The signer's IP: anonymous uploads count against its daily cap. */
  ip?: string;
  /** The bytes come through Roster's own endpoint whatever the storage (CloudBase's `/tcb/upload`). */
  throughRoster?: boolean;
  /** Refusals on arrival are answered by the report, not the upload (the uni-cloud SDK reads its status only). */
  verdictAtReport?: boolean;
}

/** A signed target, as getUploadTarget answers it. */
export interface IssuedTarget {
  uploadUrl: string;
  formData: Record<string, string>;
  fileID: string;
  expiresIn: typeof UPLOAD_TARGET_SECONDS;
}

/**
 * The type a client declared, if it is of the extension's media kind (image, video, audio); the extension's
 * type otherwise. Other files always get their extension's type (`application/octet-stream` when unknown):
 * a declared type would be stored and served as it is (`image/x+xml` for an XHTML page).
 */
function contentTypeFor(ext: string, declared: string | undefined): string {
  const fallback = mimeOf(ext);
  const kind = kindOf(ext);
  if (kind === "other" || !declared || !/^[a-z0-9.+-]+\/[a-z0-9.+-]+$/i.test(declared)) return fallback;
  const major = declared.toLowerCase().split("/")[0];
  return major === kind || (kind === "video" && major === "audio") ? declared.toLowerCase() : fallback;
}

/**
 * Checks a planned upload (size, extension, type, cloudPath), reserves its bytes in the holder's quota (in
 * one transaction, under the holder's lock: exact under parallel calls) and signs a target valid 60 s. The
 * object key, which is the fileID, is `u/<owner>/<random>/<cloudPath or name>`. Nothing lands unreserved:
 * - a target of exact size reserves it, and the target takes exactly that size;
 * - a target of open size that the bucket receives (presigned POST, STORAGE=s3) reserves the most it
 *   accepts, UPLOAD_MAX_BYTES or what the quota leaves, whichever is less; the report settles it;
 * - a target of open size that Roster receives itself reserves its bytes as they arrive (services/files/
 *   receive.ts); signing it needs some room left.
 * Anonymous uploads (`ownerId` empty) count against the shared anonymous quota and their IP's daily cap.
 */
export async function issueUploadTarget(
  services: Services,
  ownerId: string,
  request: UploadRequest,
  options: TargetOptions = {},
): Promise<IssuedTarget> {
  const { config, clock, storage } = services;
  const limits = config.storage;
  const exactSize = options.exactSize ?? true;
  const ext = extensionOf(request.cloudPath ?? request.name);
  const kind = assertAllowed(limits, ext);
  if (request.size > limits.maxBytes) throw new RosterError("fileTooLarge", { limit: mib(limits.maxBytes) });
  const segments =
    request.cloudPath !== undefined ? cloudPathSegments(request.cloudPath) : [safeSegment(request.name)];
  const key = ["u", ownerId === "" ? "anonymous" : ownerId, newId(), ...segments].join("/");
  const contentType = contentTypeFor(ext, request.contentType);
  const holder = { owner: ownerId, uploader: ownerId === "" ? uploaderOf(services, options.ip ?? "") : null };
  const presigned = !options.throughRoster && !storage.served;
  await releaseExpiredHolds(services, ownerId).catch(storageFailed(services));
  const now = clock.now();
  const expiresAt = now + UPLOAD_TARGET_SECONDS * 1000;

  const maxBytes = await services.db.transaction().execute(async (trx) => {
    await lockOwnerQuota(trx, services.dialect, ownerId);
    const room = await headroom(trx, services, holder);
    const wanted = exactSize ? request.size : presigned ? Math.min(limits.maxBytes, room.bytes) : 0;
    if (wanted > room.bytes || (!exactSize && room.bytes <= 0)) throw quotaError(services, room.refusal);
    await insertFile(trx, {
      id: newId(),
      file_id: key,
      user_id: ownerId,
      status: "pending",
      stored: 1,
      provider: options.provider ?? storage.kind,
      name: request.name,
      original_name: request.name,
      size: exactSize ? request.size : 0,
      size_exact: exactSize ? 1 : 0,
      reserved: !exactSize && presigned ? wanted : 0,
      presigned: presigned ? 1 : 0,
      uploader: holder.uploader,
      content_type: contentType,
      type: kind,
      url: "",
      category_id: request.category_id ?? null,
      width: null,
      height: null,
      orientation: null,
      duration: null,
      expires_at: expiresAt,
      created_at: now,
      updated_at: now,
    });
    return exactSize || presigned ? wanted : limits.maxBytes;
  });
  if (options.throughRoster)
    return { uploadUrl: "", formData: {}, fileID: key, expiresIn: UPLOAD_TARGET_SECONDS };
  const target = await storage
    .uploadTarget({
      key,
      contentType,
      minBytes: exactSize ? request.size : 0,
      maxBytes,
      expiresAt,
      verdictAtReport: options.verdictAtReport ?? false,
    })
    .catch(storageFailed(services));
  return { uploadUrl: target.url, formData: target.fields, fileID: key, expiresIn: UPLOAD_TARGET_SECONDS };
}

/** The provider of extStorage targets (user/pub/getUploadFileOptionsForExtStorage). */
export const EXT_STORAGE_PROVIDER = "extStorage";

/**
 * Where a target's upload lands before it is checked: the storage's upload key (S3: `incoming/<key>`,
 * promoted by the check, so that a replayed POST cannot replace a checked object; local: the key itself).
 */
export const landingKey = (services: Services, row: { file_id: string }): string =>
  services.storage.uploadedKey(row.file_id);

/** Logs a storage fault and answers `storageUnavailable` instead. */
export const storageFailed =
  (services: Services) =>
  (error: unknown): never => {
    if (error instanceof RosterError) throw error;
    services.logger.error({ err: error }, "storage call failed");
    throw new RosterError("storageUnavailable");
  };
