import { TEMP_URL_SECONDS } from "@roster/contract";
import type { FileRow } from "../../db/schema.js";
import type { Services } from "../services.js";

/** An upload record on the wire (upstream `vk-files`); stored files get a temporary URL. */
export async function presentFile(services: Services, row: FileRow) {
  const url =
    row.stored === 1
      ? await services.storage.downloadUrl(row.file_id, TEMP_URL_SECONDS, row.content_type)
      : row.url;
  return {
    _id: row.id,
    file_id: row.file_id,
    url,
    name: row.name,
    display_name: row.name,
    original_name: row.original_name,
    size: row.size,
    type: row.type,
    content_type: row.content_type,
    provider: row.provider,
    category_id: row.category_id,
    ...(row.width !== null ? { width: row.width } : {}),
    ...(row.height !== null ? { height: row.height } : {}),
    ...(row.orientation !== null ? { orientation: row.orientation } : {}),
    ...(row.duration !== null ? { duration: row.duration } : {}),
    user_id: row.user_id,
    _add_time: row.created_at,
  };
}

/** The wire shape of an upload record. */
export type FileRecord = Awaited<ReturnType<typeof presentFile>>;
