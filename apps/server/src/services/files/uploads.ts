import { RosterError, UPLOAD_TARGET_SECONDS } from "@roster/contract";
import { newId } from "../core/ids.js";
import type { Services } from "../services.js";
import { assertAllowed, cloudPathSegments, extensionOf, kindOf, mib, mimeOf, safeSegment } from "./naming.js";
import { bytesUsed, insertFile, lockOwnerQuota } from "./repository.js";

/** What a client asks to upload. */
export interface UploadRequest {
  name: string;
  size: number;
  contentType?: string | undefined;
  cloudPath?: string | undefined;
  category_id?: string | undefined;
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
 * Checks a planned upload (size, extension, type, cloudPath), reserves its bytes in the owner's quota (in
 * one transaction, under the owner's lock: exact under parallel calls) and signs a target valid 60 s. The
 * object key, which is the fileID, is `u/<owner>/<random>/<cloudPath or name>`. Without `exactSize` the
 * target takes any size up to UPLOAD_MAX_BYTES and the quota is checked when it is reported.
 */
export async function issueUploadTarget(
  services: Services,
  ownerId: string,
  request: UploadRequest,
  provider: string = services.storage.kind,
  exactSize = true,
): Promise<IssuedTarget> {
  const { config, clock } = services;
  const limits = config.storage;
  const ext = extensionOf(request.cloudPath ?? request.name);
  const kind = assertAllowed(limits, ext);
  if (request.size > limits.maxBytes) throw new RosterError("fileTooLarge", { limit: mib(limits.maxBytes) });
  const segments =
    request.cloudPath !== undefined ? cloudPathSegments(request.cloudPath) : [safeSegment(request.name)];
  const key = ["u", ownerId === "" ? "anonymous" : ownerId, newId(), ...segments].join("/");
  const contentType = contentTypeFor(ext, request.contentType);
  const now = clock.now();
  const expiresAt = now + UPLOAD_TARGET_SECONDS * 1000;

  await services.db.transaction().execute(async (trx) => {
    await lockOwnerQuota(trx, services.dialect, ownerId);
    if ((await bytesUsed(trx, ownerId)) + request.size > limits.quotaBytes)
      throw new RosterError("uploadQuotaExceeded", { limit: mib(limits.quotaBytes) });
    await insertFile(trx, {
      id: newId(),
      file_id: key,
      user_id: ownerId,
      status: "pending",
      stored: 1,
      provider,
      name: request.name,
      original_name: request.name,
      size: request.size,
      size_exact: exactSize ? 1 : 0,
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
  });
  const target = await services.storage
    .uploadTarget({
      key,
      contentType,
      minBytes: exactSize ? request.size : 0,
      maxBytes: exactSize ? request.size : limits.maxBytes,
      expiresAt,
      direct: isDirect({ size_exact: exactSize ? 1 : 0, provider }),
    })
    .catch(storageFailed(services));
  return { uploadUrl: target.url, formData: target.fields, fileID: key, expiresIn: UPLOAD_TARGET_SECONDS };
}

/** The provider of extStorage targets (user/pub/getUploadFileOptionsForExtStorage). */
export const EXT_STORAGE_PROVIDER = "extStorage";

/** extStorage targets (open size, whose URL the client uses at once) land at their key directly. */
const isDirect = (row: { size_exact: number; provider: string }): boolean =>
  row.size_exact === 0 && row.provider === EXT_STORAGE_PROVIDER;

/**
 * Where a target's upload lands: the object key itself for extStorage targets, else the storage's upload
 * key (S3: `incoming/`, promoted by reportUpload, so that a replayed POST cannot replace a checked object).
 */
export const landingKey = (
  services: Services,
  row: { file_id: string; size_exact: number; provider: string },
): string => (isDirect(row) ? row.file_id : services.storage.uploadedKey(row.file_id));

/** Logs a storage fault and answers `storageUnavailable` instead. */
export const storageFailed =
  (services: Services) =>
  (error: unknown): never => {
    if (error instanceof RosterError) throw error;
    services.logger.error({ err: error }, "storage call failed");
    throw new RosterError("storageUnavailable");
  };
