import type { RouteOutput, RouteRequest } from "@roster/contract";
import type {
  acceptInvite,
  getInvitedUser,
  getUserInfoByInviteCode,
  setUserInviteCode,
} from "@roster/contract/routes";
import type { ListRequest } from "../../lib/paging";
import { callFunction } from "../../lib/request";

/** The caller's invite code, made on the server when they have none (the answer refreshes userInfo). */
export const ensureInviteCode = () =>
  callFunction<RouteOutput<typeof setUserInviteCode>>({
    url: "user/kh/setUserInviteCode",
    data: {},
    loading: false,
  });

/** Makes the holder of `inviteCode` the caller's inviter; refusals (80501, 80503) are alerted. */
export const acceptInviteCode = (data: RouteRequest<typeof acceptInvite>) =>
  callFunction<RouteOutput<typeof acceptInvite>>({ url: "user/kh/acceptInvite", data });

/** One page of the people the caller invited, newest first. */
export const fetchInvitees = (data: ListRequest) =>
  callFunction<RouteOutput<typeof getInvitedUser>>({
    url: "user/kh/getInvitedUser",
    data: { ...data },
    loading: false,
  });

/** The public face of a code's owner, or null; quiet (no alert, no loading): it only adds a hint. */
export const lookUpInviter = (data: RouteRequest<typeof getUserInfoByInviteCode>) =>
  callFunction<RouteOutput<typeof getUserInfoByInviteCode>>({
    url: "user/pub/getUserInfoByInviteCode",
    data,
    needAlert: false,
    loading: false,
  });
