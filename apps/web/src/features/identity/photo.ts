import { LIMITS } from "@roster/contract";

/** Why a chosen file cannot be sent. */
export class PhotoError extends Error {
  constructor(readonly reason: "tooBig" | "notImage") {
    super(reason);
  }
}

/** Types the OCR service reads as they are. */
const READABLE = new Set(["image/jpeg", "image/png", "image/bmp"]);
/** Longest side of a shrunk photo: enough for OCR, far below the inline limit as JPEG. */
const MAX_SIDE = 1600;

const toDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(blob);
  });

/** A JPEG of `file` whose longest side is at most `maxSide`, at `quality`. */
async function shrink(file: File, maxSide: number, quality: number): Promise<Blob> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new PhotoError("notImage");
  });
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new PhotoError("notImage"))),
      "image/jpeg",
      quality,
    ),
  );
}

/**
 * A chosen photo as a data URL the OCR routes accept: a JPEG, PNG or BMP within the inline limit as it
 * is; anything else (a phone's 5 MB photo, HEIC, WebP) shrunk to a JPEG of at most 1600 px.
 */
export async function photoForOcr(file: File): Promise<string> {
  if (file.type.split("/")[0] !== "image") throw new PhotoError("notImage");
  if (READABLE.has(file.type) && file.size <= LIMITS.ocrImageMaxBytes) return toDataUrl(file);
  for (const [side, quality] of [
    [MAX_SIDE, 0.85],
    [1200, 0.75],
    [900, 0.7],
  ] as const) {
    const blob = await shrink(file, side, quality);
    if (blob.size <= LIMITS.ocrImageMaxBytes) return toDataUrl(blob);
  }
  throw new PhotoError("tooBig");
}
