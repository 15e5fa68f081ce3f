import { RosterError } from "@roster/contract";
import type { StorageConfig } from "../../settings/storage.js";

/** The kind of a file (seed: image, video, audio, other). */
export type FileKind = "image" | "video" | "audio" | "other";

const IMAGE = new Set([
  "jpeg",
  "jpg",
  "gif",
  "png",
  "svg",
  "webp",
  "jfif",
  "bmp",
  "dpg",
  "avif",
  "heic",
  "tif",
  "tiff",
  "ico",
]);
const VIDEO = new Set([
  "mp4",
  "mpg",
  "mpeg",
  "dat",
  "asf",
  "avi",
  "rm",
  "rmvb",
  "mov",
  "wmv",
  "flv",
  "mkv",
  "m3u8",
  "3gp",
  "webm",
  "m4v",
]);
const AUDIO = new Set(["mp3", "wav", "ogg", "m4a", "aac", "flac", "amr", "opus"]);

/** Content types of extensions whose type file sniffing cannot tell (text) or that clients commonly use. */
const MIME: Readonly<Record<string, string>> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  jfif: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  bmp: "image/bmp",
  svg: "image/svg+xml",
  avif: "image/avif",
  heic: "image/heic",
  tif: "image/tiff",
  tiff: "image/tiff",
  ico: "image/x-icon",
  mp4: "video/mp4",
  m4v: "video/mp4",
  mov: "video/quicktime",
  webm: "video/webm",
  mkv: "video/x-matroska",
  avi: "video/vnd.avi",
  flv: "video/x-flv",
  wmv: "video/x-ms-wmv",
  "3gp": "video/3gpp",
  mpg: "video/mpeg",
  mpeg: "video/mpeg",
  mp3: "audio/mpeg",
  wav: "audio/wav",
  ogg: "audio/ogg",
  m4a: "audio/mp4",
  aac: "audio/aac",
  flac: "audio/flac",
  opus: "audio/opus",
  amr: "audio/amr",
  pdf: "application/pdf",
  txt: "text/plain",
  csv: "text/csv",
  json: "application/json",
  zip: "application/zip",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  html: "text/html",
  htm: "text/html",
};

/** The kind of an extension (lower case), as upstream's `getFileType`. */
export function kindOf(ext: string): FileKind {
  if (IMAGE.has(ext)) return "image";
  if (VIDEO.has(ext)) return "video";
  if (AUDIO.has(ext)) return "audio";
  return "other";
}

/** The extension of a name, lower case: the text after the last dot, `png` when there is none (seed). */
export function extensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf("/") + 1);
  const dot = base.lastIndexOf(".");
  const ext = dot < 0 ? "" : base.slice(dot + 1).toLowerCase();
  if (ext === "") return "png";
  if (ext.length >= 5) throw new RosterError("fileExtensionTooLong");
  return ext;
}

/** The content type a file of this extension is stored with (`application/octet-stream` when unknown). */
export const mimeOf = (ext: string): string => MIME[ext] ?? "application/octet-stream";

/** Refuses a kind and extension that UPLOAD_ALLOWED_TYPES does not list. */
export function assertAllowed(config: StorageConfig, ext: string): FileKind {
  const kind = kindOf(ext);
  if (!config.allowedTypes.includes(kind) && !config.allowedTypes.includes(ext))
    throw new RosterError("fileTypeNotAllowed", { type: ext });
  return kind;
}

/**
 * A client's cloudPath checked (the cloud SDK's rules and more): non-empty after trimming, no `://`, no
 * backslash, no control character, no `.` or `..` segment. Returns its segments made safe for a key.
 */
export function cloudPathSegments(cloudPath: string): string[] {
  const trimmed = cloudPath.trim();
  if (
    trimmed === "" ||
    trimmed.includes("://") ||
    trimmed.includes("\\") ||
    [...trimmed].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
  )
    throw new RosterError("cloudPathInvalid");
  const segments = trimmed.split("/").filter((s) => s !== "");
  if (segments.length === 0 || segments.length > 10 || segments.some((s) => s === "." || s === ".."))
    throw new RosterError("cloudPathInvalid");
  return segments.map(safeSegment);
}

/** A name made of letters, digits, `.`, `_` and `-` only (other characters become `_`), at most 100. */
export function safeSegment(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]/g, "_").slice(-100);
  return /^\.+$/.test(cleaned) || cleaned === "" ? `_${cleaned}` : cleaned;
}

/** Bytes as MiB text for messages (`100 MiB`). */
export const mib = (bytes: number): string => `${Math.round((bytes / 1024 / 1024) * 100) / 100} MiB`;
