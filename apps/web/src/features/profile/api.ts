import type { RouteRequest } from "@roster/contract";
import {
  deleteAccount,
  getMyUserInfo,
  resetPwd,
  setAvatar,
  updatePwd,
  updateUser,
} from "@roster/contract/routes";
import { callRoute, type RouteCallOptions } from "../../lib/request";

/** The signed-in user's own record (the request layer stores it as `$user.userInfo`). */
export const fetchMyUserInfo = () => callRoute(getMyUserInfo, {});

/** Updates nickname, avatar or gender; the answer carries the new userInfo. */
export const saveProfile = (data: RouteRequest<typeof updateUser>, options: RouteCallOptions = {}) =>
  callRoute(updateUser, data, options);

/** Changes the password; on success the server signs out every session. */
export const changePassword = (data: RouteRequest<typeof updatePwd>, options: RouteCallOptions = {}) =>
  callRoute(updatePwd, data, options);

/** Sets the first password of an account made by code (it has none); the server signs out every session. */
export const setFirstPassword = (data: RouteRequest<typeof resetPwd>, options: RouteCallOptions = {}) =>
  callRoute(resetPwd, data, options);

/**
 * Makes the uploaded image `fileID` the avatar (the server re-encodes it at 512 and 128 px and deletes the
 * previous one); the answer's userInfo is stored by the request layer. Quiet: the change sheet shows a
 * failure itself.
 */
export const saveAvatar = (fileID: string) =>
  callRoute(setAvatar, { fileID, deleteOldFile: true }, { needAlert: false, loading: false });

/**
 * Deletes the signed-in account for good, proven by its current password or (an account without one) a
 * `delete-account` code; every session ends on the server.
 */
export const deleteMyAccount = (data: RouteRequest<typeof deleteAccount>, options: RouteCallOptions = {}) =>
  callRoute(deleteAccount, data, options);
