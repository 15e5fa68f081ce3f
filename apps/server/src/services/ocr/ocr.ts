import { RosterError } from "@roster/contract";
import type { OcrProvider } from "../../providers/index.js";
import { ADMIN_ROLE } from "../access/access.js";
import type { Services } from "../services.js";
import type { AuthState } from "../sessions/authentication.js";
import { decodeInlineImage } from "./ocr-image.js";

/** The configured OCR provider; 91100 when there is none. */
export function ocrProviderOf(services: Services): OcrProvider {
  if (!services.ocr) throw new RosterError("ocrNotConfigured");
  return services.ocr;
}

/** Where an OCR route's image comes from. */
export interface ImageSource {
  fileID?: string | undefined;
  image?: string | undefined;
}

/** Who asks: reading by fileID reads only the caller's own files (admins of files: any). */
export interface OcrCaller {
  uid: string;
  canAdminFiles: boolean;
}

/** The caller of an OCR route as file access sees it: admins may read any file, others their own. */
export const ocrCaller = (auth: AuthState): OcrCaller => ({
  uid: auth.uid,
  canAdminFiles: auth.access.roles.includes(ADMIN_ROLE),
});

/**
 * The image bytes of an OCR call, checked (JPEG, PNG or BMP within its size limit). The provider is
 * checked first, so that an unconfigured server says so before anything is read.
 */
export async function imageOf(services: Services, _caller: OcrCaller, source: ImageSource): Promise<Buffer> {
  ocrProviderOf(services);
  if (source.image !== undefined) return decodeInlineImage(source.image);
  throw new RosterError("ocrImageInvalid");
}
