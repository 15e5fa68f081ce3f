import {
  acceptInvite,
  checkToken,
  getMyUserInfo,
  loginBySms,
  setUserInviteCode,
  updateUser,
} from "@roster/contract/routes";
import { callRoute, type RouteCallOptions } from "../../lib/request";

// The demo pages show every answer themselves, refusals included: nothing is alerted.
const QUIET: RouteCallOptions = { needAlert: false };

/** `getMyUserInfo`: the signed-in user's record (the request layer also stores it in `$user.userInfo`). */
export const demoGetMyUserInfo = () => callRoute(getMyUserInfo, {}, QUIET);

/** `checkToken`: whether this device's token is valid, and its user, role and permissions. */
export const demoCheckToken = () => callRoute(checkToken, {}, QUIET);

/** `updateUser {nickname}`: renames the signed-in user. */
export const demoRename = (nickname: string) => callRoute(updateUser, { nickname }, QUIET);

/** `setUserInviteCode`: the user's invite code, made on first use. */
export const demoInviteCode = () => callRoute(setUserInviteCode, {}, QUIET);

/** `acceptInvite {inviteCode}`: makes the owner of `inviteCode` the user's inviter. */
export const demoAcceptInvite = (inviteCode: string) => callRoute(acceptInvite, { inviteCode }, QUIET);

/**
 * `loginBySms {type: "register"}`: the template's registration, a new account for a mobile proved by a
 * `register` code, with a password and the accepted terms. An existing account's mobile is refused (10201).
 */
export const registerByMobile = (input: {
  mobile: string;
  code: string;
  password: string;
  acceptedTerms: string;
}) => callRoute(loginBySms, { ...input, type: "register" }, QUIET);
