import type { RouteOutput, RouteRequest } from "@roster/contract";
import type { getMyUserInfo, resetPwd, updatePwd, updateUser } from "@roster/contract/routes";
import { callFunction } from "../../lib/request";

/** The signed-in user's own record (the request layer stores it as `$user.userInfo`). */
export const fetchMyUserInfo = () =>
  callFunction<RouteOutput<typeof getMyUserInfo>>({ url: "user/kh/getMyUserInfo", data: {} });

/** Updates nickname, avatar or gender; the answer carries the new userInfo. */
export const saveProfile = (data: RouteRequest<typeof updateUser>) =>
  callFunction<RouteOutput<typeof updateUser>>({ url: "user/kh/updateUser", data });

/** Changes the password; on success the server signs out every session. */
export const changePassword = (data: RouteRequest<typeof updatePwd>) =>
  callFunction<RouteOutput<typeof updatePwd>>({ url: "user/kh/updatePwd", data });

/** Sets the first password of an account made by code (it has none); the server signs out every session. */
export const setFirstPassword = (data: RouteRequest<typeof resetPwd>) =>
  callFunction<RouteOutput<typeof resetPwd>>({ url: "user/kh/resetPwd", data });
