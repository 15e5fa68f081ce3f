import { LIMITS, RosterError } from "@roster/contract";

/** A data URL's head: `data:image/png;base64,`. */
const DATA_URL = /^data:image\/[\w.+-]+;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Whether `bytes` start like a JPEG, PNG or BMP file (the formats Baidu OCR reads). */
export function isOcrImage(bytes: Buffer): boolean {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const bmp = bytes[0] === 0x42 && bytes[1] === 0x4d;
  return jpeg || png || bmp;
}

/**
 * The bytes of an inline image (`image` of an OCR route): base64, or a data URL of it; line breaks are
 * allowed. Not base64, empty, or not a JPEG/PNG/BMP: 91104; over LIMITS.ocrImageMaxBytes: 91105.
 */
export function decodeInlineImage(image: string): Buffer {
  const base64 = image.replace(DATA_URL, "").replace(/[\r\n]/g, "");
  if (base64 === "" || base64.length % 4 !== 0 || !BASE64.test(base64))
    throw new RosterError("ocrImageInvalid");
  if ((base64.length / 4) * 3 > LIMITS.ocrImageMaxBytes + 2) {
    throw new RosterError("ocrImageTooLarge", { limit: `${LIMITS.ocrImageMaxBytes / 1024} KB` });
  }
  const bytes = Buffer.from(base64, "base64");
  return checkedImage(bytes, LIMITS.ocrImageMaxBytes);
}

/** `bytes` when they are a JPEG/PNG/BMP image of at most `maxBytes`; 91104 / 91105 otherwise. */
export function checkedImage(bytes: Buffer, maxBytes: number): Buffer {
  if (bytes.length === 0 || !isOcrImage(bytes)) throw new RosterError("ocrImageInvalid");
  if (bytes.length > maxBytes)
    throw new RosterError("ocrImageTooLarge", { limit: `${Math.round(maxBytes / 1024)} KB` });
  return bytes;
}
