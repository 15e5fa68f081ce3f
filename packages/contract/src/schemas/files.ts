import { z } from "zod";
import { plainString } from "./fields.js";

/** How many file ids one call may name (the cloud SDK's limit, seed "at most 50"). */
export const FILE_LIST_MAX = 50;

/** How long a signed upload target is valid, in seconds (seed: 60 s). */
export const UPLOAD_TARGET_SECONDS = 60;

/** How long a temporary download URL is valid, in seconds (seed: 600 s). */
export const TEMP_URL_SECONDS = 600;

/** A file id as `getUploadTarget` hands it out (an opaque storage key). */
export const fileIdField = plainString().trim().min(1, { message: "required" }).max(1024);

/** 1 to 50 file ids, each a non-empty string. */
export const fileListField = z.array(fileIdField).min(1).max(FILE_LIST_MAX);

/** Image, video, audio or other, decided by the extension (seed §Files). */
export const fileKindSchema = z.enum(["image", "video", "audio", "other"]);

/**
 * Where and how to upload: a multipart POST to `uploadUrl` with every `formData` field first and then the
 * file in a part named `file`. Valid `expiresIn` seconds.
 */
export const uploadTargetSchema = z.object({
  uploadUrl: z.string(),
  formData: z.record(z.string(), z.string()),
  fileID: z.string(),
  expiresIn: z.literal(UPLOAD_TARGET_SECONDS),
});

/** An upload record (upstream `vk-files`, reference §6.4), as its owner sees it. */
export const fileRecordSchema = z.strictObject({
  _id: z.string(),
  file_id: z.string(),
  /** For files in Roster's storage, a temporary URL (600 s); otherwise the URL the client recorded. */
  url: z.string(),
  name: z.string(),
  display_name: z.string(),
  original_name: z.string(),
  size: z.number().int(),
  type: fileKindSchema,
  content_type: z.string(),
  provider: z.string(),
  category_id: z.string().nullable(),
  width: z.number().optional(),
  height: z.number().optional(),
  orientation: z.string().optional(),
  duration: z.number().optional(),
  user_id: z.string(),
  _add_time: z.number().int(),
});

/** A per-item failure in a file list: `code` and `msg` of the catalogue (e.g. 91005 no such file). */
const itemFailure = { code: z.number().int().optional(), msg: z.string().optional() };

/** One answer of getTempFileURL: the URL, or `code` (then `tempFileURL` is empty). */
export const tempFileItemSchema = z.object({ fileID: z.string(), tempFileURL: z.string(), ...itemFailure });

/** One answer of getFileInfo: the record's details, or `code` alone. */
export const fileInfoItemSchema = fileRecordSchema
  .omit({ file_id: true })
  .partial()
  .extend({ fileID: z.string(), ...itemFailure });

/** One answer of deleteFile: `code` 0 when deleted. */
export const deleteFileItemSchema = z.object({ fileID: z.string(), code: z.number().int(), msg: z.string() });
