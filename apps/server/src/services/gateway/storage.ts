import { RosterError, TEMP_URL_SECONDS } from "@roster/contract";
import type { FileRow } from "../../db/schema.js";
import { cloudPathSegments } from "../files/naming.js";
import { finishUpload } from "../files/report.js";
import { issueUploadTarget, storageFailed } from "../files/uploads.js";
import type { Services } from "../services.js";
import { anonymousFiles, pendingTargets } from "./repository.js";

/**
 * Storage through the cloud-space gateway: the uni-cloud SDK's upload, report and URL calls mapped onto
 * Roster's files service (the same targets, checks, quotas and records as `file/kh/*`). Uploads are of
 * open size (the SDK never says a size first): their bytes are reserved in the owner's quota before they
 * land (services/files/uploads.ts), and a refusal on arrival is answered by the report, where the SDK reads
 * errors. An empty owner is an anonymous caller (CLOUD_ANONYMOUS_UPLOADS), whose uploads share the
 * anonymous quota and their IP's daily cap, and are read by file ID only.
 */

/** The `provider` of the file records the gateway makes. */
export const GATEWAY_FILE_PROVIDER = "unicloud";

/** A target as the storage gives it, and the object key (the Roster file ID). */
export interface GatewayTarget {
  url: string;
  formData: Record<string, string>;
  key: string;
}

/** Signs an upload of `cloudPath` for `owner` (empty: anonymous, signed from `ip`). */
export async function gatewayUploadTarget(
  services: Services,
  caller: { owner: string; ip: string },
  cloudPath: string,
): Promise<GatewayTarget> {
  const segments = cloudPathSegments(cloudPath);
  const target = await issueUploadTarget(
    services,
    caller.owner,
    { name: segments[segments.length - 1]!, size: 0, cloudPath },
    { provider: GATEWAY_FILE_PROVIDER, exactSize: false, ip: caller.ip, verdictAtReport: true },
  );
  return { url: target.uploadUrl, formData: target.formData, key: target.fileID };
}

/**
 * Finishes the newest pending gateway upload of `owner` for `cloudPath` (the private provider reports a
 * path, not an id): the files service's checks, quota and record.
 */
export async function finishUploadByPath(
  services: Services,
  owner: string,
  cloudPath: string,
): Promise<FileRow> {
  const suffix = `/${cloudPathSegments(cloudPath).join("/")}`;
  const prefix = `u/${owner === "" ? "anonymous" : owner}/`;
  const rows = await pendingTargets(services.db, owner, GATEWAY_FILE_PROVIDER);
  // The key is `u/<owner>/<random id>/<segments>`: the id is one segment.
  const row = rows.find((r) => {
    const id = r.file_id.slice(prefix.length, r.file_id.length - suffix.length);
    return r.file_id.startsWith(prefix) && r.file_id.endsWith(suffix) && /^[^/]+$/.test(id);
  });
  if (!row) throw new RosterError("fileNotExist");
  return finishUpload(services, owner, row.file_id);
}

/** Finishes a gateway upload by its file ID (the aliyun provider reports the id it was given). */
export function finishUploadById(services: Services, owner: string, fileId: string): Promise<FileRow> {
  return finishUpload(services, owner, fileId);
}

/**
 * Temporary download URLs (600 s) of anonymous gateway uploads, by file ID (a capability: the key holds a
 * random id), in input order; an id that is no such upload gets `undefined`.
 */
export async function anonymousUploadUrls(
  services: Services,
  fileIds: readonly string[],
): Promise<(string | undefined)[]> {
  const rows = await anonymousFiles(services.db, GATEWAY_FILE_PROVIDER, [...new Set(fileIds)]);
  const byId = new Map(rows.map((r) => [r.file_id, r]));
  const fail = storageFailed(services);
  return Promise.all(
    fileIds.map(async (id) => {
      const row = byId.get(id);
      return row
        ? services.storage.downloadUrl(row.file_id, TEMP_URL_SECONDS, row.content_type).catch(fail)
        : undefined;
    }),
  );
}
