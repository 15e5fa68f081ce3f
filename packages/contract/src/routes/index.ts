import { adminLogGetList } from "./admin/system/admin-log/sys/getList.js";
import { adminAppVersionAdd } from "./admin/system/app-version/sys/add.js";
import { adminAppVersionDelete } from "./admin/system/app-version/sys/delete.js";
import { adminAppVersionGetList } from "./admin/system/app-version/sys/getList.js";
import { adminAppVersionUpdate } from "./admin/system/app-version/sys/update.js";
import { adminComponentAdd } from "./admin/system/components-dynamic/sys/add.js";
import { adminComponentDelete } from "./admin/system/components-dynamic/sys/delete.js";
import { adminComponentGetList } from "./admin/system/components-dynamic/sys/getList.js";
import { adminComponentUpdate } from "./admin/system/components-dynamic/sys/update.js";
import { adminLuckyDrawAdd } from "./admin/system/lucky-draw/sys/add.js";
import { adminLuckyDrawDelete } from "./admin/system/lucky-draw/sys/delete.js";
import { adminLuckyDrawGetList } from "./admin/system/lucky-draw/sys/getList.js";
import { adminLuckyDrawGetWinners } from "./admin/system/lucky-draw/sys/getWinners.js";
import { adminLuckyDrawUpdate } from "./admin/system/lucky-draw/sys/update.js";
import { adminMenuAdd } from "./admin/system/menu/sys/add.js";
import { adminMenuDelete } from "./admin/system/menu/sys/delete.js";
import { adminMenuGetList } from "./admin/system/menu/sys/getList.js";
import { adminMenuUpdate } from "./admin/system/menu/sys/update.js";
import { adminPermissionAdd } from "./admin/system/permission/sys/add.js";
import { adminPermissionDelete } from "./admin/system/permission/sys/delete.js";
import { adminPermissionGetList } from "./admin/system/permission/sys/getList.js";
import { adminPermissionUpdate } from "./admin/system/permission/sys/update.js";
import { adminPushSend } from "./admin/system/push/sys/send.js";
import { adminRoleAdd } from "./admin/system/role/sys/add.js";
import { adminRoleBindMenu } from "./admin/system/role/sys/bindMenu.js";
import { adminRoleBindPermission } from "./admin/system/role/sys/bindPermission.js";
import { adminRoleDelete } from "./admin/system/role/sys/delete.js";
import { adminRoleGetList } from "./admin/system/role/sys/getList.js";
import { adminRoleUpdate } from "./admin/system/role/sys/update.js";
import { adminUserAdd } from "./admin/system/user/sys/add.js";
import { adminUserBindRole } from "./admin/system/user/sys/bindRole.js";
import { adminUserDelete } from "./admin/system/user/sys/delete.js";
import { adminUserGetList } from "./admin/system/user/sys/getList.js";
import { adminUserRemoveSecondFactors } from "./admin/system/user/sys/removeSecondFactors.js";
import { adminUserResetPassword } from "./admin/system/user/sys/resetPassword.js";
import { adminUserRevokeSessions } from "./admin/system/user/sys/revokeSessions.js";
import { adminUserUpdate } from "./admin/system/user/sys/update.js";
import { DB_API_CONTRACTS } from "./db-api.js";
import type { RouteContract } from "./define.js";
import { deleteFile } from "./file/kh/deleteFile.js";
import { getFileInfo } from "./file/kh/getFileInfo.js";
import { fileGetList } from "./file/kh/getList.js";
import { getTempFileURL } from "./file/kh/getTempFileURL.js";
import { getUploadTarget } from "./file/kh/getUploadTarget.js";
import { reportUpload } from "./file/kh/reportUpload.js";
import { ocrBusinessLicense } from "./ocr/kh/businessLicense.js";
import { ocrIdCard } from "./ocr/kh/idcard.js";
import { OPENAPI_CONTRACTS } from "./openapi.js";
import { baiduGetAccessToken } from "./plugs/baidu/client/pub/getAccessToken.js";
import { getComponentsDynamicData } from "./plugs/components_dynamic/client/pub/getComponentsDynamicData.js";
import { SOCIAL_CONTRACTS } from "./social.js";
import { luckyDrawDraw } from "./template/lucky-draw/kh/draw.js";
import { luckyDrawMyPrizes } from "./template/lucky-draw/kh/myPrizes.js";
import { luckyDrawGetActivity } from "./template/lucky-draw/pub/getActivity.js";
import { luckyDrawGetList } from "./template/lucky-draw/pub/getList.js";
import { ping } from "./template/test/pub/ping.js";
import { testEncryptRequest } from "./template/test/pub/testEncryptRequest.js";
import { chat } from "./template/websocket/kh/chat.js";
import { acceptInvite } from "./user/kh/acceptInvite.js";
import { addUploadRecord } from "./user/kh/addUploadRecord.js";
import { beginTotp } from "./user/kh/beginTotp.js";
import { bindEmail } from "./user/kh/bindEmail.js";
import { bindMobile } from "./user/kh/bindMobile.js";
import { bindNewEmail } from "./user/kh/bindNewEmail.js";
import { bindNewMobile } from "./user/kh/bindNewMobile.js";
import { confirmTotp } from "./user/kh/confirmTotp.js";
import { deleteAccount } from "./user/kh/deleteAccount.js";
import { deleteIdentityDocument } from "./user/kh/deleteIdentityDocument.js";
import { getIdentityDocuments } from "./user/kh/getIdentityDocuments.js";
import { getInvitedUser } from "./user/kh/getInvitedUser.js";
import { getLinkedAccounts } from "./user/kh/getLinkedAccounts.js";
import { getMenu } from "./user/kh/getMenu.js";
import { getMyUserInfo } from "./user/kh/getMyUserInfo.js";
import { getSecondFactors } from "./user/kh/getSecondFactors.js";
import { getSessions } from "./user/kh/getSessions.js";
import { makeRecoveryCodes } from "./user/kh/makeRecoveryCodes.js";
import { userPush } from "./user/kh/push.js";
import { reauthenticate } from "./user/kh/reauthenticate.js";
import { removeSecondFactor } from "./user/kh/removeSecondFactor.js";
import { resetPwd } from "./user/kh/resetPwd.js";
import { revokeOtherSessions } from "./user/kh/revokeOtherSessions.js";
import { revokeSession } from "./user/kh/revokeSession.js";
import { saveIdentityDocument } from "./user/kh/saveIdentityDocument.js";
import { setAvatar } from "./user/kh/setAvatar.js";
import { setUserInviteCode } from "./user/kh/setUserInviteCode.js";
import { unbindEmail } from "./user/kh/unbindEmail.js";
import { unbindMobile } from "./user/kh/unbindMobile.js";
import { updatePwd } from "./user/kh/updatePwd.js";
import { updateUser } from "./user/kh/updateUser.js";
import { checkToken } from "./user/pub/checkToken.js";
import { checkVersion } from "./user/pub/checkVersion.js";
import { getAccountRules } from "./user/pub/getAccountRules.js";
import { getUploadFileOptionsForExtStorage } from "./user/pub/getUploadFileOptionsForExtStorage.js";
import { getUserInfoByInviteCode } from "./user/pub/getUserInfoByInviteCode.js";
import { login } from "./user/pub/login.js";
import { loginByEmail } from "./user/pub/loginByEmail.js";
import { loginBySecondFactor } from "./user/pub/loginBySecondFactor.js";
import { loginBySms } from "./user/pub/loginBySms.js";
import { loginByToken } from "./user/pub/loginByToken.js";
import { logout } from "./user/pub/logout.js";
import { register } from "./user/pub/register.js";
import { resetPasswordByEmail } from "./user/pub/resetPasswordByEmail.js";
import { resetPasswordByMobile } from "./user/pub/resetPasswordByMobile.js";
import { sendEmailCode } from "./user/pub/sendEmailCode.js";
import { sendSmsCode } from "./user/pub/sendSmsCode.js";
import { encryptPwd } from "./user/sys/encryptPwd.js";
import { getOutbox } from "./user/sys/getOutbox.js";
import { setVerifyCode } from "./user/sys/setVerifyCode.js";

export { COMMON_ERRORS, errorsOf } from "../errors/route-errors.js";
export * from "./define.js";

/**
 * Every route contract, by path: the list of contracts (each also imported and exported above). The
 * server's registry must hold a handler for each, and each a file (`registry.test.ts` checks).
 */
export const CONTRACTS = {
  [register.path]: register,
  [login.path]: login,
  [logout.path]: logout,
  [checkToken.path]: checkToken,
  [loginByToken.path]: loginByToken,
  [checkVersion.path]: checkVersion,
  [getMyUserInfo.path]: getMyUserInfo,
  [updateUser.path]: updateUser,
  [setAvatar.path]: setAvatar,
  [updatePwd.path]: updatePwd,
  [resetPwd.path]: resetPwd,
  [deleteAccount.path]: deleteAccount,
  [encryptPwd.path]: encryptPwd,
  [testEncryptRequest.path]: testEncryptRequest,
  [ping.path]: ping,
  [setUserInviteCode.path]: setUserInviteCode,
  [acceptInvite.path]: acceptInvite,
  [getInvitedUser.path]: getInvitedUser,
  [getAccountRules.path]: getAccountRules,
  [getUserInfoByInviteCode.path]: getUserInfoByInviteCode,
  [getMenu.path]: getMenu,
  [adminUserGetList.path]: adminUserGetList,
  [adminUserAdd.path]: adminUserAdd,
  [adminUserUpdate.path]: adminUserUpdate,
  [adminUserDelete.path]: adminUserDelete,
  [adminUserBindRole.path]: adminUserBindRole,
  [adminUserResetPassword.path]: adminUserResetPassword,
  [adminUserRevokeSessions.path]: adminUserRevokeSessions,
  [adminUserRemoveSecondFactors.path]: adminUserRemoveSecondFactors,
  [adminRoleGetList.path]: adminRoleGetList,
  [adminRoleAdd.path]: adminRoleAdd,
  [adminRoleUpdate.path]: adminRoleUpdate,
  [adminRoleDelete.path]: adminRoleDelete,
  [adminRoleBindPermission.path]: adminRoleBindPermission,
  [adminRoleBindMenu.path]: adminRoleBindMenu,
  [adminPermissionGetList.path]: adminPermissionGetList,
  [adminPermissionAdd.path]: adminPermissionAdd,
  [adminPermissionUpdate.path]: adminPermissionUpdate,
  [adminPermissionDelete.path]: adminPermissionDelete,
  [adminMenuGetList.path]: adminMenuGetList,
  [adminMenuAdd.path]: adminMenuAdd,
  [adminMenuUpdate.path]: adminMenuUpdate,
  [adminMenuDelete.path]: adminMenuDelete,
  [adminAppVersionGetList.path]: adminAppVersionGetList,
  [adminAppVersionAdd.path]: adminAppVersionAdd,
  [adminAppVersionUpdate.path]: adminAppVersionUpdate,
  [adminAppVersionDelete.path]: adminAppVersionDelete,
  [adminLogGetList.path]: adminLogGetList,
  [adminComponentGetList.path]: adminComponentGetList,
  [adminComponentAdd.path]: adminComponentAdd,
  [adminComponentUpdate.path]: adminComponentUpdate,
  [adminComponentDelete.path]: adminComponentDelete,
  [getComponentsDynamicData.path]: getComponentsDynamicData,
  // verification codes (issue 3)
  [bindEmail.path]: bindEmail,
  [bindMobile.path]: bindMobile,
  [bindNewEmail.path]: bindNewEmail,
  [bindNewMobile.path]: bindNewMobile,
  [unbindEmail.path]: unbindEmail,
  [unbindMobile.path]: unbindMobile,
  [loginByEmail.path]: loginByEmail,
  [loginBySms.path]: loginBySms,
  [resetPasswordByEmail.path]: resetPasswordByEmail,
  [resetPasswordByMobile.path]: resetPasswordByMobile,
  [sendEmailCode.path]: sendEmailCode,
  [sendSmsCode.path]: sendSmsCode,
  [getOutbox.path]: getOutbox,
  [setVerifyCode.path]: setVerifyCode,
  // live push over WebSocket (issue 12)
  [userPush.path]: userPush,
  [chat.path]: chat,
  [adminPushSend.path]: adminPushSend,
  // devices (issue 12)
  [getSessions.path]: getSessions,
  [revokeSession.path]: revokeSession,
  [revokeOtherSessions.path]: revokeOtherSessions,
  // second factors and re-authentication (issue 29)
  [loginBySecondFactor.path]: loginBySecondFactor,
  [getSecondFactors.path]: getSecondFactors,
  [beginTotp.path]: beginTotp,
  [confirmTotp.path]: confirmTotp,
  [removeSecondFactor.path]: removeSecondFactor,
  [makeRecoveryCodes.path]: makeRecoveryCodes,
  [reauthenticate.path]: reauthenticate,
  // social sign-in (issue 11): every provider's routes
  ...SOCIAL_CONTRACTS,
  // open-API demo routes (issue 14)
  ...OPENAPI_CONTRACTS,
  // linked accounts with their profile snapshot (issue 11)
  [getLinkedAccounts.path]: getLinkedAccounts,
  // OCR and identity documents (issue 10)
  [ocrIdCard.path]: ocrIdCard,
  [ocrBusinessLicense.path]: ocrBusinessLicense,
  [baiduGetAccessToken.path]: baiduGetAccessToken,
  [saveIdentityDocument.path]: saveIdentityDocument,
  [getIdentityDocuments.path]: getIdentityDocuments,
  [deleteIdentityDocument.path]: deleteIdentityDocument,
  // files (issue 10)
  [getUploadTarget.path]: getUploadTarget,
  [reportUpload.path]: reportUpload,
  [getTempFileURL.path]: getTempFileURL,
  [getFileInfo.path]: getFileInfo,
  [deleteFile.path]: deleteFile,
  [fileGetList.path]: fileGetList,
  [addUploadRecord.path]: addUploadRecord,
  [getUploadFileOptionsForExtStorage.path]: getUploadFileOptionsForExtStorage,
  // lucky draw (issue 14)
  [adminLuckyDrawGetList.path]: adminLuckyDrawGetList,
  [adminLuckyDrawAdd.path]: adminLuckyDrawAdd,
  [adminLuckyDrawUpdate.path]: adminLuckyDrawUpdate,
  [adminLuckyDrawDelete.path]: adminLuckyDrawDelete,
  [adminLuckyDrawGetWinners.path]: adminLuckyDrawGetWinners,
  [luckyDrawGetList.path]: luckyDrawGetList,
  [luckyDrawGetActivity.path]: luckyDrawGetActivity,
  [luckyDrawDraw.path]: luckyDrawDraw,
  [luckyDrawMyPrizes.path]: luckyDrawMyPrizes,
  // data-access demo (issue 14, template page db-test)
  ...DB_API_CONTRACTS,
} as const satisfies Record<string, RouteContract>;

/** The contract of `path`, if a route has that exact path. */
export const contractOf = (path: string): RouteContract | undefined =>
  Object.hasOwn(CONTRACTS, path) ? (CONTRACTS as Readonly<Record<string, RouteContract>>)[path] : undefined;

export * from "./db-api.js";
export * from "./openapi.js";
export * from "./social.js";
export {
  acceptInvite,
  addUploadRecord,
  adminAppVersionAdd,
  adminAppVersionDelete,
  adminAppVersionGetList,
  adminAppVersionUpdate,
  adminComponentAdd,
  adminComponentDelete,
  adminComponentGetList,
  adminComponentUpdate,
  adminLogGetList,
  adminLuckyDrawAdd,
  adminLuckyDrawDelete,
  adminLuckyDrawGetList,
  adminLuckyDrawGetWinners,
  adminLuckyDrawUpdate,
  adminMenuAdd,
  adminMenuDelete,
  adminMenuGetList,
  adminMenuUpdate,
  adminPermissionAdd,
  adminPermissionDelete,
  adminPermissionGetList,
  adminPermissionUpdate,
  adminPushSend,
  adminRoleAdd,
  adminRoleBindMenu,
  adminRoleBindPermission,
  adminRoleDelete,
  adminRoleGetList,
  adminRoleUpdate,
  adminUserAdd,
  adminUserBindRole,
  adminUserDelete,
  adminUserGetList,
  adminUserRemoveSecondFactors,
  adminUserResetPassword,
  adminUserRevokeSessions,
  adminUserUpdate,
  baiduGetAccessToken,
  beginTotp,
  bindEmail,
  bindMobile,
  bindNewEmail,
  bindNewMobile,
  chat,
  checkToken,
  checkVersion,
  confirmTotp,
  deleteAccount,
  deleteFile,
  deleteIdentityDocument,
  encryptPwd,
  fileGetList,
  getAccountRules,
  getComponentsDynamicData,
  getFileInfo,
  getIdentityDocuments,
  getInvitedUser,
  getLinkedAccounts,
  getMenu,
  getMyUserInfo,
  getOutbox,
  getSecondFactors,
  getSessions,
  getTempFileURL,
  getUploadFileOptionsForExtStorage,
  getUploadTarget,
  getUserInfoByInviteCode,
  login,
  loginByEmail,
  loginBySecondFactor,
  loginBySms,
  loginByToken,
  logout,
  luckyDrawDraw,
  luckyDrawGetActivity,
  luckyDrawGetList,
  luckyDrawMyPrizes,
  makeRecoveryCodes,
  ocrBusinessLicense,
  ocrIdCard,
  ping,
  reauthenticate,
  register,
  removeSecondFactor,
  reportUpload,
  resetPasswordByEmail,
  resetPasswordByMobile,
  resetPwd,
  revokeOtherSessions,
  revokeSession,
  saveIdentityDocument,
  sendEmailCode,
  sendSmsCode,
  setAvatar,
  setUserInviteCode,
  setVerifyCode,
  testEncryptRequest,
  unbindEmail,
  unbindMobile,
  updatePwd,
  updateUser,
  userPush,
};
