import { RosterError, TEMP_URL_SECONDS } from "@roster/contract";
import type { Services } from "../services.js";
import { extFileUrl } from "./ext-url.js";
import { EXT_STORAGE_PROVIDER, issueUploadTarget } from "./uploads.js";

/** The only folder extStorage uploads may go to (upstream). */
const PUBLIC_FOLDER = "public";

/** What `user/pub/getUploadFileOptionsForExtStorage` answers (client reference §2.4). */
export interface ExtStorageOptions {
  uploadFileOptions: { url: string; name: "file"; formData: Record<string, string> };
  cloudPath: string;
  fileID: string;
  fileURL: string;
}

/**
 * A Roster upload target in the shape the upstream client's `extStorage` provider wants. The path must be
 * under `public/` (upstream's rule); the size is not known yet, so the target is of open size (up to
 * UPLOAD_MAX_BYTES) and reserves its bytes before they land (services/files/uploads.ts). `fileURL` is a
 * temporary URL (600 s) that checks the upload on its first fetch, as `user/kh/addUploadRecord` would, and
 * answers nothing before. `uid` is undefined for an anonymous caller, whose uploads count against the
 * shared anonymous quota and the daily cap of `ip`.
 */
export async function extStorageOptions(
  services: Services,
  caller: { uid: string | undefined; ip: string },
  cloudPath: string | undefined,
): Promise<ExtStorageOptions> {
  if (caller.uid === undefined && !services.config.storage.extStorageAnonymous)
    throw new RosterError("checkTokenFailed");
  const path = (cloudPath ?? "").trim();
  if (path === "") throw new RosterError("extCloudPathRequired");
  // The first folder must be `public` (upstream's rule), with a file below it.
  const [folder, ...rest] = path.split("/");
  if (folder !== PUBLIC_FOLDER || rest.length === 0) throw new RosterError("extCloudPathNotPublic");
  const name = path.slice(path.lastIndexOf("/") + 1);
  const target = await issueUploadTarget(
    services,
    caller.uid ?? "",
    { name, size: 0, cloudPath: path },
    { provider: EXT_STORAGE_PROVIDER, exactSize: false, ip: caller.ip },
  );
  return {
    uploadFileOptions: { url: target.uploadUrl, name: "file", formData: target.formData },
    cloudPath: path,
    fileID: target.fileID,
    fileURL: extFileUrl(services, target.fileID, TEMP_URL_SECONDS),
  };
}
