import type { FileRow } from "../../db/schema.js";
import { newId } from "../../lib/ids.js";
import type { Services } from "../services.js";
import { extensionOf, kindOf } from "./naming.js";
import { finishUpload } from "./report.js";
import { findStoredFile, insertFile } from "./repository.js";
import { EXT_STORAGE_PROVIDER } from "./uploads.js";

/** What `user/kh/addUploadRecord` sends (reference §7.3). */
export interface UploadRecordInput {
  url: string;
  name?: string | undefined;
  size: number;
  file_id: string;
  provider: string;
  category_id?: string | null | undefined;
  width?: number | undefined;
  height?: number | undefined;
  orientation?: string | undefined;
  duration?: number | undefined;
}

/** The kind of a URL's file by its extension, audio stored as video (reference §6.4). */
function kindOfUrl(url: string): FileRow["type"] {
  const path = url.split(/[?#]/)[0] ?? "";
  let kind: FileRow["type"] = "other";
  try {
    kind = kindOf(extensionOf(path));
  } catch {
    // A long extension is simply "other" here: the file is stored elsewhere.
  }
  return kind === "audio" ? "video" : kind;
}

/**
 * Keeps an upload record. A `file_id` that is one of the caller's Roster targets is finished as
 * reportUpload does (the extStorage flow; one whose `fileURL` was fetched first is finished already and
 * answered as it is); any other is a file stored elsewhere, recorded as described (upstream stores
 * `category_id` as given).
 */
export async function addUploadRecord(
  services: Services,
  uid: string,
  input: UploadRecordInput,
): Promise<FileRow> {
  const stored = await findStoredFile(services.db, input.file_id);
  if (stored?.status === "ready" && stored.user_id === uid && stored.provider === EXT_STORAGE_PROVIDER)
    return stored;
  if (stored) return finishUpload(services, uid, input.file_id);
  const now = services.clock.now();
  const name = input.name && input.name !== "" ? input.name : input.url;
  const row: FileRow = {
    id: newId(),
    file_id: input.file_id,
    user_id: uid,
    status: "ready",
    stored: 0,
    provider: input.provider,
    name,
    original_name: name,
    size: input.size,
    size_exact: 1,
    content_type: "",
    type: kindOfUrl(input.url),
    url: input.url,
    category_id: input.category_id ?? null,
    // Stored as whole pixels (integer columns); clients may send fractions.
    width: input.width === undefined ? null : Math.round(input.width),
    height: input.height === undefined ? null : Math.round(input.height),
    orientation: input.orientation ?? null,
    duration: input.duration === undefined ? null : Math.round(input.duration * 1000) / 1000,
    expires_at: null,
    created_at: now,
    updated_at: now,
    reserved: 0,
    presigned: 0,
    refusal: null,
    uploader: null,
  };
  await insertFile(services.db, row);
  return row;
}
