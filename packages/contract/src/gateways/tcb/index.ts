import type { GatewayActionContract } from "../define.js";
import { activateEndUserMail } from "./auth/activateEndUserMail.js";
import { fetchAccessTokenWithRefreshToken } from "./auth/fetchAccessTokenWithRefreshToken.js";
import { getLinkedUidList } from "./auth/getLinkedUidList.js";
import { getUserInfo } from "./auth/getUserInfo.js";
import { isUsernameRegistered } from "./auth/isUsernameRegistered.js";
import { linkAndRetrieveDataWithTicket } from "./auth/linkAndRetrieveDataWithTicket.js";
import { linkWithTicket } from "./auth/linkWithTicket.js";
import { logout } from "./auth/logout.js";
import { resetPasswordWithToken } from "./auth/resetPasswordWithToken.js";
import { sendPasswordResetEmail } from "./auth/sendPasswordResetEmail.js";
import { signIn } from "./auth/signIn.js";
import { signInAnonymously } from "./auth/signInAnonymously.js";
import { signInWithTicket } from "./auth/signInWithTicket.js";
import { signUpWithEmailAndPassword } from "./auth/signUpWithEmailAndPassword.js";
import { unlink } from "./auth/unlink.js";
import { updateEmail } from "./auth/updateEmail.js";
import { updatePassword } from "./auth/updatePassword.js";
import { updateUserInfo } from "./auth/updateUserInfo.js";
import { updateUsername } from "./auth/updateUsername.js";
import { invokeFunction } from "./functions/invokeFunction.js";
import { batchDeleteFile } from "./storage/batchDeleteFile.js";
import { batchGetDownloadUrl } from "./storage/batchGetDownloadUrl.js";
import { getUploadMetadata } from "./storage/getUploadMetadata.js";

export { isSdkRefusal, tcbCodeOf } from "./codes.js";
export { ROUTER_FUNCTION } from "./functions/invokeFunction.js";
export {
  activateEndUserMail,
  batchDeleteFile,
  batchGetDownloadUrl,
  fetchAccessTokenWithRefreshToken,
  getLinkedUidList,
  getUploadMetadata,
  getUserInfo,
  invokeFunction,
  isUsernameRegistered,
  linkAndRetrieveDataWithTicket,
  linkWithTicket,
  logout,
  resetPasswordWithToken,
  sendPasswordResetEmail,
  signIn,
  signInAnonymously,
  signInWithTicket,
  signUpWithEmailAndPassword,
  unlink,
  updateEmail,
  updatePassword,
  updateUserInfo,
  updateUsername,
};

/** Every action `/tcb/web` runs, by the SDK's action name: the one list of them. */
export const TCB_ACTIONS = {
  "auth.signInAnonymously": signInAnonymously,
  "auth.fetchAccessTokenWithRefreshToken": fetchAccessTokenWithRefreshToken,
  "auth.signIn": signIn,
  "auth.signInWithTicket": signInWithTicket,
  "auth.linkAndRetrieveDataWithTicket": linkAndRetrieveDataWithTicket,
  "auth.logout": logout,
  "auth.signUpWithEmailAndPassword": signUpWithEmailAndPassword,
  "auth.activateEndUserMail": activateEndUserMail,
  "auth.sendPasswordResetEmail": sendPasswordResetEmail,
  "auth.resetPasswordWithToken": resetPasswordWithToken,
  "auth.isUsernameRegistered": isUsernameRegistered,
  "auth.getUserInfo": getUserInfo,
  "auth.updateUserInfo": updateUserInfo,
  "auth.updatePassword": updatePassword,
  "auth.updateEmail": updateEmail,
  "auth.updateUsername": updateUsername,
  "auth.linkWithTicket": linkWithTicket,
  "auth.unlink": unlink,
  "auth.getLinkedUidList": getLinkedUidList,
  "storage.getUploadMetadata": getUploadMetadata,
  "storage.batchDeleteFile": batchDeleteFile,
  "storage.batchGetDownloadUrl": batchGetDownloadUrl,
  "functions.invokeFunction": invokeFunction,
} as const satisfies Record<string, GatewayActionContract>;

/** The name of a `/tcb/web` action. */
export type TcbActionName = keyof typeof TCB_ACTIONS;
