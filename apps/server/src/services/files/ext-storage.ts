import { RosterError } from "@roster/contract";
import type { Services } from "../services.js";
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
 * under `public/` (upstream's rule); the size is not known yet, so the target accepts up to
 * UPLOAD_MAX_BYTES and the quota is taken when `user/kh/addUploadRecord` reports it. `fileURL` is a
 * temporary URL (600 s) valid once the upload is done. `uid` is empty for an anonymous caller.
 */
export async function extStorageOptions(
  services: Services,
  uid: string | undefined,
  cloudPath: string | undefined,
): Promise<ExtStorageOptions> {
  if (uid === undefined && !services.config.storage.extStorageAnonymous)
    throw new RosterError("checkTokenFailed");
  const path = (cloudPath ?? "").trim();
  if (path === "") throw new RosterError("extCloudPathRequired");
  // The first folder must be `public` (upstream's rule), with a file below it.
  const [folder, ...rest] = path.split("/");
  if (folder !== PUBLIC_FOLDER || rest.length === 0) throw new RosterError("extCloudPathNotPublic");
  const name = path.slice(path.lastIndexOf("/") + 1);
  const target = await issueUploadTarget(
    services,
    uid ?? "",
    { name, size: 0, cloudPath: path },
    EXT_STORAGE_PROVIDER,
    false,
  );
  const fileURL = await services.storage.downloadUrl(target.fileID, 600);
  return {
    uploadFileOptions: { url: target.uploadUrl, name: "file", formData: target.formData },
    cloudPath: path,
    fileID: target.fileID,
    fileURL,
  };
}
