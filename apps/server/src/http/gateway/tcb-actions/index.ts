import type { GatewayActionContract, TcbActionName } from "@roster/contract/gateways";
import type { ActionHandler } from "../../../router/gateway-actions.js";
import type { TcbActionContext } from "./action.js";
import activateEndUserMail from "./auth/activateEndUserMail.js";
import fetchAccessTokenWithRefreshToken from "./auth/fetchAccessTokenWithRefreshToken.js";
import getLinkedUidList from "./auth/getLinkedUidList.js";
import getUserInfo from "./auth/getUserInfo.js";
import isUsernameRegistered from "./auth/isUsernameRegistered.js";
import linkAndRetrieveDataWithTicket from "./auth/linkAndRetrieveDataWithTicket.js";
import linkWithTicket from "./auth/linkWithTicket.js";
import logout from "./auth/logout.js";
import resetPasswordWithToken from "./auth/resetPasswordWithToken.js";
import sendPasswordResetEmail from "./auth/sendPasswordResetEmail.js";
import signIn from "./auth/signIn.js";
import signInAnonymously from "./auth/signInAnonymously.js";
import signInWithTicket from "./auth/signInWithTicket.js";
import signUpWithEmailAndPassword from "./auth/signUpWithEmailAndPassword.js";
import unlink from "./auth/unlink.js";
import updateEmail from "./auth/updateEmail.js";
import updatePassword from "./auth/updatePassword.js";
import updateUserInfo from "./auth/updateUserInfo.js";
import updateUsername from "./auth/updateUsername.js";
import invokeFunction from "./functions/invokeFunction.js";
import batchDeleteFile from "./storage/batchDeleteFile.js";
import batchGetDownloadUrl from "./storage/batchGetDownloadUrl.js";
import getUploadMetadata from "./storage/getUploadMetadata.js";

/**
 * The handler of every `/tcb/web` action, one file each beside its contract's name
 * (`packages/contract/src/gateways/tcb/<namespace>/<action>.ts`); the compiler asks for one per action.
 */
export const TCB_HANDLERS: Readonly<
  Record<TcbActionName, ActionHandler<GatewayActionContract, TcbActionContext>>
> = {
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
};
