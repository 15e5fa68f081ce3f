import { OPENAPI_IMAGE_MAX_BYTES, OPENAPI_INLINE_IMAGE_MAX_BYTES, RosterError } from "@roster/contract";
import type { CheckImage } from "../../providers/social/content-check.js";
import type { SocialProviderId } from "../../providers/social/types.js";
import type { SocialApp } from "../../settings/social.js";
import { type FileCaller, readOwnedFileBytes } from "../files/read-file.js";
import type { Services } from "../services.js";
import { openidOfUser } from "../social/repository.js";

/**
 * The open-API demo routes (issue 14): the platforms' content checks and WeChat's subscribe message, run
 * with the app credentials of the social sign-in settings. What each platform is sent is in its provider
 * module (providers/social); here are the checks Roster makes before spending the app's quota.
 */

const DATA_URL = /^data:image\/[\w.+-]+;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The type of an image by its first bytes: JPEG, PNG or GIF (what every platform's check reads). */
export function imageTypeOf(bytes: Buffer): string | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "image/png";
  if (bytes.subarray(0, 4).toString("latin1") === "GIF8") return "image/gif";
  return undefined;
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** `bytes` as a checked image: JPEG/PNG/GIF (else 91800), at most `maxBytes` (else 91801). */
function checked(bytes: Buffer, maxBytes: number): CheckImage {
  if (bytes.length > maxBytes) throw new RosterError("openapiImageTooLarge", { limit: kb(maxBytes) });
  const contentType = imageTypeOf(bytes);
  if (!contentType) throw new RosterError("openapiImageInvalid");
  return { bytes, contentType };
}

/**
 * The image of an image check: the inline `base64` (a data URL or bare base64, at most the inline limit)
 * or an uploaded file the caller may reach (at most 1 MB: `fileTooLarge` beyond, `fileNotExist` for
 * another person's). Nothing is sent to the platform before this passes.
 */
export async function imageToCheck(
  svc: Services,
  caller: FileCaller,
  input: { base64?: string | undefined; fileID?: string | undefined },
): Promise<CheckImage> {
  if (input.base64 !== undefined) {
    const base64 = input.base64.replace(DATA_URL, "").replace(/[\r\n]/g, "");
    if (base64 === "" || base64.length % 4 !== 0 || !BASE64.test(base64))
      throw new RosterError("openapiImageInvalid");
    if ((base64.length / 4) * 3 > OPENAPI_INLINE_IMAGE_MAX_BYTES + 2)
      throw new RosterError("openapiImageTooLarge", { limit: kb(OPENAPI_INLINE_IMAGE_MAX_BYTES) });
    return checked(Buffer.from(base64, "base64"), OPENAPI_INLINE_IMAGE_MAX_BYTES);
  }
  if (input.fileID === undefined) throw new RosterError("openapiImageInvalid");
  const file = await readOwnedFileBytes(svc, caller, input.fileID, OPENAPI_IMAGE_MAX_BYTES);
  return checked(file.bytes, OPENAPI_IMAGE_MAX_BYTES);
}

/**
 * The caller's own openid in `app` (a linked mini-program identity). Calls that act for a person
 * (WeChat's text check, the subscribe message) use it, never an openid the client names: nobody can
 * message or profile another person through Roster's app. None: 91820.
 */
export async function ownOpenid(
  svc: Services,
  userId: string,
  provider: SocialProviderId,
  app: SocialApp,
): Promise<string> {
  const openid = await openidOfUser(svc.db, { userId, provider, appid: app.appid });
  if (!openid) throw new RosterError("openapiIdentityRequired", { param: provider });
  return openid;
}
