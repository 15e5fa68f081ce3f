import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { isInlineSafe } from "../../providers/storage/signing.js";
import { mp4Duration, type RangeReader } from "./mp4-duration.js";
import type { FileKind } from "./naming.js";

/** What reportUpload learns from a file's bytes. */
export interface Inspection {
  /**
   * The type the file is served with: the one its bytes show, or for formats without a signature (text,
   * SVG) the declared one, which is then never a type browsers render inline.
   */
  contentType: string;
  width?: number;
  height?: number;
  orientation?: string;
  duration?: number;
}

const OCTET_STREAM = "application/octet-stream";

/** A refusal: the bytes are not what the name says. */
export class ContentMismatch extends Error {}

/** EXIF orientations as upstream's `getImageInfo` names them. */
const ORIENTATIONS = [
  "up",
  "up",
  "up-mirrored",
  "down",
  "down-mirrored",
  "left-mirrored",
  "right",
  "right-mirrored",
  "left",
];

/** Programs: Windows (MZ), ELF, Mach-O, scripts with a shebang. Refused whatever their name. */
function isExecutable(head: Buffer): boolean {
  const magic = head.subarray(0, 4).toString("hex");
  return (
    head.subarray(0, 2).toString("latin1") === "MZ" ||
    magic === "7f454c46" ||
    ["feedface", "feedfacf", "cefaedfe", "cffaedfe", "cafebabe"].includes(magic) ||
    head.subarray(0, 2).toString("latin1") === "#!"
  );
}

/** Whether text is an SVG document (SVG has no binary signature). */
function looksLikeSvg(head: Buffer): boolean {
  const text = head
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart()
    .slice(0, 4096)
    .toLowerCase();
  return (
    (text.startsWith("<?xml") || text.startsWith("<svg") || text.startsWith("<!--")) && text.includes("<svg")
  );
}

/**
 * Checks that the bytes are of the declared kind (an image is an image, a `.png` that is a program is
 * refused) and reads images' size and orientation and MP4/MOV durations. `head` is the start of the file;
 * `whole` the file itself for images (undefined when too big to read).
 */
export async function inspect(
  kind: FileKind,
  declaredType: string,
  head: Buffer,
  read: RangeReader,
  size: number,
  whole: () => Promise<Buffer | undefined>,
): Promise<Inspection> {
  if (isExecutable(head)) throw new ContentMismatch("executable");
  const detected = await fileTypeFromBuffer(head);
  if (["exe", "elf", "macho", "msi", "dll"].includes(detected?.ext ?? ""))
    throw new ContentMismatch("program");
  // Without a signature, a type that browsers would show inline is not taken on the client's word.
  if (kind === "other")
    return { contentType: detected?.mime ?? (isInlineSafe(declaredType) ? OCTET_STREAM : declaredType) };
  if (kind === "image" && declaredType === "image/svg+xml") {
    if (!looksLikeSvg(head)) throw new ContentMismatch("not svg");
    return { contentType: "image/svg+xml" };
  }
  const major = detected?.mime.split("/")[0];
  // Upstream counts audio as video; MP4 audio and video share signatures.
  const fits = kind === "image" ? major === "image" : major === "video" || major === "audio";
  if (!detected || !fits) throw new ContentMismatch(`not ${kind}`);
  const result: Inspection = { contentType: detected.mime };
  if (kind === "image") {
    const bytes = await whole();
    const meta = await sharp(bytes ?? head, { failOn: "none" })
      .metadata()
      .catch(() => undefined);
    if (!meta?.width || !meta.height) throw new ContentMismatch("unreadable image");
    // As upstream's getImageInfo: the stored width and height, and the EXIF orientation by name.
    result.width = meta.width;
    result.height = meta.height;
    result.orientation = ORIENTATIONS[meta.orientation ?? 1] ?? "up";
  } else if (
    ["mp4", "mov", "m4a", "m4v", "3gp"].includes(detected.ext) ||
    detected.mime === "video/quicktime"
  ) {
    const duration = await mp4Duration(read, size);
    if (duration !== undefined) result.duration = duration;
  }
  return result;
}
