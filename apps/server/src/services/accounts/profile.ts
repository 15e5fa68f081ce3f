import type { UserUpdate } from "../../db/schema.js";
import { deleteReplacedAvatar } from "../files/avatar.js";
import type { Services } from "../services.js";
import { findUserById, updateUserRow } from "../users/repository.js";

/**
 * Writes a change to the caller's own profile (nickname, avatar, gender, social info: what updateUser,
 * setAvatar and CloudBase's updateUserInfo change) with its time. An avatar that replaces one Roster made
 * deletes the old one's objects, whatever route changed it. Nothing is written for an empty patch.
 */
export async function updateProfile(services: Services, uid: string, patch: UserUpdate): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  const old = patch.avatar !== undefined ? ((await findUserById(services.db, uid))?.avatar ?? "") : "";
  await updateUserRow(services.db, uid, { ...patch, updated_at: services.clock.now() });
  if (patch.avatar !== undefined) await deleteReplacedAvatar(services, uid, old, patch.avatar);
}
