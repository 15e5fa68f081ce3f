import { RosterError } from "@roster/contract";
import sharp from "sharp";
import { AVATAR_PREFIX } from "../../lib/file-protocol.js";
import { newId } from "../../lib/ids.js";
import type { Services } from "../services.js";
import { findReachableFile } from "./access.js";
import { AVATAR_SIZES, avatarKey, parseAvatarUrl } from "./avatar-urls.js";
import { mib } from "./naming.js";
import { storageFailed } from "./uploads.js";

/** Largest source image setAvatar reads. */
const AVATAR_SOURCE_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Makes an avatar from one of the caller's uploaded images: turned upright, cut to a square, 512 and
 * 128 px WebP with no metadata (EXIF, location), stored as new objects. Returns the 512 URL.
 */
export async function avatarFromUpload(services: Services, uid: string, fileId: string): Promise<string> {
  const file = await findReachableFile(services, { uid, canAdminFiles: false }, fileId);
  if (!file) throw new RosterError("fileNotExist");
  if (file.type !== "image") throw new RosterError("avatarNotImage");
  if (file.size > AVATAR_SOURCE_MAX_BYTES)
    throw new RosterError("fileTooLarge", { limit: mib(AVATAR_SOURCE_MAX_BYTES) });
  const fail = storageFailed(services);
  const source = await services.storage.read(file.file_id, AVATAR_SOURCE_MAX_BYTES).catch(fail);
  if (!source) throw new RosterError("fileNotExist");
  const id = newId();
  let images: Buffer[];
  try {
    images = await Promise.all(
      AVATAR_SIZES.map((size) =>
        // sharp writes no metadata unless asked: EXIF (and its location), ICC and XMP are dropped.
        sharp(source, { limitInputPixels: 100_000_000 })
          .rotate()
          .resize(size, size, { fit: "cover" })
          .webp({ quality: 85 })
          .toBuffer(),
      ),
    );
  } catch {
    throw new RosterError("avatarNotImage");
  }
  await Promise.all(
    AVATAR_SIZES.map((size, i) => services.storage.put(avatarKey(uid, id, size), images[i]!, "image/webp")),
  ).catch(fail);
  return `${services.config.storage.publicUrl}${AVATAR_PREFIX}${avatarKey(uid, id, AVATAR_SIZES[0])}`;
}

/**
 * Deletes the objects of the avatar Roster made for `uid` that `next` replaces (nothing for other URLs, or
 * when it stays). Whatever `deleteOldFile` says: they are Roster's copies of an upload, nothing else refers
 * to them, and kept they would pile up outside any quota (a loop of setAvatar). A failed deletion is logged
 * and does not undo the change (as upstream's deleteOldFile).
 */
export async function deleteReplacedAvatar(
  services: Services,
  uid: string,
  old: string,
  next: string,
): Promise<void> {
  if (old === "" || old === next) return;
  await deleteAvatarObjects(services, uid, old).catch((err: unknown) =>
    services.logger.warn({ err }, "old avatar not deleted"),
  );
}

/** Deletes the objects of an avatar Roster made for `uid` (nothing for other URLs). */
export async function deleteAvatarObjects(services: Services, uid: string, avatar: string): Promise<void> {
  const parsed = parseAvatarUrl(avatar);
  if (!parsed || parsed.uid !== uid) return;
  await Promise.all(parsed.keys.map((key) => services.storage.delete(key))).catch(storageFailed(services));
}
