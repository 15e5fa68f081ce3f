import type { RouteRequest } from "@roster/contract";
import { getMyUserInfo, resetPwd, updatePwd, updateUser } from "@roster/contract/routes";
import { callRoute, type RouteCallOptions } from "../../lib/request";

/** The signed-in user's own record (the request layer stores it as `$user.userInfo`). */
export const fetchMyUserInfo = () => callRoute(getMyUserInfo, {});

/** Updates nickname, avatar or gender; the answer carries the new userInfo. */
export const saveProfile = (data: RouteRequest<typeof updateUser>) => callRoute(updateUser, data);

/** Changes the password; on success the server signs out every session. */
export const changePassword = (data: RouteRequest<typeof updatePwd>, options: RouteCallOptions = {}) =>
  callRoute(updatePwd, data, options);

/** Sets the first password of an account made by code (it has none); the server signs out every session. */
export const setFirstPassword = (data: RouteRequest<typeof resetPwd>, options: RouteCallOptions = {}) =>
  callRoute(resetPwd, data, options);
