import { createHmac, timingSafeEqual } from "node:crypto";
import type { Readable } from "node:stream";
import { RosterError, UPLOAD_TARGET_SECONDS } from "@roster/contract";
import { UploadRefused } from "../../providers/storage/local.js";
import { fileCallerOf } from "../files/access.js";
import { deleteFiles, tempFileUrls } from "../files/batch.js";
import { receiveUpload as receiveIntoTarget } from "../files/receive.js";
import { finishUpload } from "../files/report.js";
import { findStoredFile } from "../files/repository.js";
import { issueUploadTarget, storageFailed } from "../files/uploads.js";
import type { Services } from "../services.js";
import { signedInUser, type TcbContext } from "./auth.js";

/**
 * Storage of the CloudBase gateway, on Roster's files service (the same checks, quotas and ownership as
 * file/kh/*). Only signed-in accounts upload: an anonymous visitor has no Roster account to hold a quota
 * or own a file. Uploads go to Roster's own `POST /tcb/upload` (COS's form fields), which answers 201.
 */

/** Where the gateway's own upload endpoint is, under the gateway's prefix. */
export const TCB_UPLOAD_PATH = "/tcb/upload";

const uploadKey = (svc: Services) =>
  createHmac("sha256", svc.codeKey).update("roster/tcb-upload/v1").digest();

/** The upload's `signature` (COS's authorization): the file id, its owner and expiry, under a server key. */
function signUpload(svc: Services, fileId: string, uid: string, expiresAt: number): string {
  const body = `${uid}.${expiresAt}`;
  const mac = createHmac("sha256", uploadKey(svc)).update(`${fileId}\n${body}`).digest("base64url");
  return `${body}.${mac}`;
}

/** The owner named by a valid, unexpired upload signature for `fileId`; undefined otherwise. */
export function checkUploadSignature(svc: Services, fileId: string, signature: string): string | undefined {
  const parts = signature.split(".");
  if (parts.length !== 3) return undefined;
  const [uid, exp, mac] = parts as [string, string, string];
  const wanted = Buffer.from(
    createHmac("sha256", uploadKey(svc)).update(`${fileId}\n${uid}.${exp}`).digest("base64url"),
  );
  const given = Buffer.from(mac);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return undefined;
  return Number(exp) > svc.clock.now() ? uid : undefined;
}

/** `storage.getUploadMetadata {path}`: a pending target of open size, its bytes reserved as they arrive. */
export async function getUploadMetadata(ctx: TcbContext, path: string, baseUrl: string) {
  const auth = signedInUser(ctx);
  const name = path.slice(path.lastIndexOf("/") + 1) || path;
  const target = await issueUploadTarget(
    ctx.svc,
    auth.uid,
    { name, size: 0, cloudPath: path },
    { exactSize: false, throughRoster: true },
  );
  const expiresAt = ctx.svc.clock.now() + UPLOAD_TARGET_SECONDS * 1000;
  return {
    data: {
      url: `${baseUrl}${TCB_UPLOAD_PATH}`,
      authorization: signUpload(ctx.svc, target.fileID, auth.uid, expiresAt),
      token: "",
      fileId: target.fileID,
      cosFileId: target.fileID,
    },
  };
}

/**
 * The bytes of a `/tcb/upload` for `fileId` by `uid`, received into its target by the files service (its
 * bytes reserved in the quota as they arrive, before they are written; STORAGE=local streams them to disk,
 * s3 reads them, at most `maxBytes`, then puts), then finished (type sniffing, size; a failing file is
 * deleted with its record).
 */
export async function receiveUpload(
  svc: Services,
  uid: string,
  fileId: string,
  stream: Readable,
  maxBytes: number,
): Promise<void> {
  const row = await findStoredFile(svc.db, fileId);
  if (!row || row.user_id !== uid || row.status !== "pending") throw new RosterError("tcbNoSuchUpload");
  const policy = {
    key: fileId,
    contentType: row.content_type,
    minBytes: 0,
    maxBytes,
    expiresAt: row.expires_at ?? svc.clock.now(),
  };
  await receiveIntoTarget(svc, policy, stream).catch((error: unknown) => {
    if (error instanceof UploadRefused) throw error;
    return storageFailed(svc)(error);
  });
  await finishUpload(svc, uid, fileId);
}

/** `storage.batchDeleteFile {fileid_list}`: only the caller's own files (an admin's: any). */
export async function batchDeleteFile(ctx: TcbContext, ids: string[]) {
  const auth = signedInUser(ctx);
  const results = await deleteFiles(ctx.svc, fileCallerOf(auth), ids, ctx.locale);
  return {
    data: {
      delete_list: results.map((r) => ({
        fileid: r.fileID,
        code: r.code === 0 ? ("SUCCESS" as const) : ("STORAGE_FILE_NONEXIST" as const),
      })),
    },
  };
}

/** `storage.batchGetDownloadUrl {file_list:[{fileid, max_age}]}`: URLs of 600 s, in input order. */
export async function batchGetDownloadUrl(ctx: TcbContext, ids: string[], baseUrl: string) {
  const auth = signedInUser(ctx);
  const urls = await tempFileUrls(ctx.svc, fileCallerOf(auth), ids, ctx.locale);
  return {
    data: {
      download_list: urls.map((u) =>
        u.code === 0
          ? {
              fileid: u.fileID,
              download_url: u.tempFileURL.startsWith("/") ? `${baseUrl}${u.tempFileURL}` : u.tempFileURL,
              code: "SUCCESS" as const,
            }
          : { fileid: u.fileID, download_url: "", code: "STORAGE_FILE_NONEXIST" as const },
      ),
    },
  };
}
