import { LIMITS, RosterError } from "@roster/contract";
import type { OcrProvider } from "../../providers/index.js";
import type { FileCaller } from "../files/access.js";
import { readOwnedFileBytes } from "../files/read-file.js";
import type { Services } from "../services.js";
import { checkedImage, decodeInlineImage } from "./ocr-image.js";

export { fileCallerOf as ocrCaller } from "../files/access.js";

/** The configured OCR provider; 91100 when there is none. */
export function ocrProviderOf(services: Services): OcrProvider {
  if (!services.ocr) throw new RosterError("ocrNotConfigured");
  return services.ocr;
}

/** Where an OCR route's image comes from: exactly one of them (the contract checks). */
export interface ImageSource {
  fileID?: string | undefined;
  image?: string | undefined;
}

/**
 * The image bytes of an OCR call, checked (JPEG, PNG or BMP within its size limit): the inline image, or
 * an uploaded file the caller may reach (its own; any for a file admin), read through the files service
 * (`fileNotExist` for any other, `fileTooLarge` over LIMITS.ocrFileMaxBytes). The provider is checked
 * first, so that an unconfigured server says so before anything is read.
 */
export async function imageOf(services: Services, caller: FileCaller, source: ImageSource): Promise<Buffer> {
  ocrProviderOf(services);
  if (source.image !== undefined) return decodeInlineImage(source.image);
  if (source.fileID === undefined) throw new RosterError("ocrImageInvalid");
  const file = await readOwnedFileBytes(services, caller, source.fileID, LIMITS.ocrFileMaxBytes);
  return checkedImage(file.bytes, LIMITS.ocrFileMaxBytes);
}
