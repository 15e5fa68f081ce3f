import type { RouteRequest } from "@roster/contract";
import {
  acceptInvite,
  getInvitedUser,
  getUserInfoByInviteCode,
  setUserInviteCode,
} from "@roster/contract/routes";
import { callRoute } from "../../lib/request";

/** The caller's invite code, made on the server when they have none (the answer refreshes userInfo). */
export const ensureInviteCode = () => callRoute(setUserInviteCode, {}, { loading: false });

/** Makes the holder of `inviteCode` the caller's inviter; quiet: the dialog says a refusal (80501, 80503). */
export const acceptInviteCode = (data: RouteRequest<typeof acceptInvite>) =>
  callRoute(acceptInvite, data, { needAlert: false });

/** One page of the people the caller invited, newest first. */
export const fetchInvitees = (data: RouteRequest<typeof getInvitedUser>) =>
  callRoute(getInvitedUser, data, { loading: false });

/** The public face of a code's owner, or null; quiet (no alert, no loading): it only adds a hint. */
export const lookUpInviter = (data: RouteRequest<typeof getUserInfoByInviteCode>) =>
  callRoute(getUserInfoByInviteCode, data, { needAlert: false, loading: false });
