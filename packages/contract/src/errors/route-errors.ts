import type { RouteContract } from "../routes/define.js";
import { PASSWORD_PROBLEM_ERRORS } from "./account-rule-errors.js";
import type { ErrorName } from "./catalogue.js";

/**
 * Failures any route may answer, whatever its flags: invalid input or body, an encrypted call that does not
 * decrypt or comes too late, the caller's rate budget spent, a database fault (retry), an internal fault.
 */
export const COMMON_ERRORS: readonly ErrorName[] = [
  "validation",
  "badBody",
  "rateLimited",
  "decryptFailed",
  "requestExpired",
  "databaseError",
  "internal",
];

/** What a route with a `budget` answers once the caller has spent it (HTTP 429 with `Retry-After`). */
export const BUDGET_SPENT_ERRORS: readonly ErrorName[] = ["budgetMinuteSpent", "budgetDaySpent"];

/** What a signed-in route answers when the token or its account is not good. */
const SIGNED_IN_ERRORS: readonly ErrorName[] = [
  "checkTokenFailed",
  "tokenExpired",
  "tokenNotExist",
  "accountBanned",
  "accountClosed",
];

/**
 * What a socket route answers besides its class's errors: to an HTTP call; to a frame that is not JSON, not
 * of the upstream form, too many a second, before the connect frame, or of another sign-in; to a connect
 * beyond the account's socket cap.
 */
const SOCKET_ERRORS: readonly ErrorName[] = [
  "socketRouteOverHttp",
  "socketBadJson",
  "socketBadFrame",
  "socketRateLimited",
  "socketNotConnected",
  "socketIdentityChanged",
  "socketLimitReached",
];

/**
 * The errors a route may answer besides {@link COMMON_ERRORS}: those its class and flags imply (token,
 * permission, back office, encryption, a user refresh), then its own `errors`, without repeats.
 */
export function errorsOf(contract: RouteContract): ErrorName[] {
  const names: ErrorName[] = [];
  if (contract.class !== "pub" || contract.requiresValidToken) names.push(...SIGNED_IN_ERRORS);
  // The after-filter's fresh userInfo: the account may be deleted while the call runs.
  if (contract.refreshesUser) names.push("tokenNotExist");
  if (contract.permission !== "none") names.push("permissionDenied");
  if (contract.backOffice) names.push("backOfficeDenied");
  if (contract.encrypted) names.push("encryptionRequired");
  if (contract.budget) names.push(...BUDGET_SPENT_ERRORS);
  if (contract.opensSession === "signIn") names.push("secondStepNeeded");
  if (contract.recentAuth) names.push("recentAuthRequired");
  if (contract.socket) {
    names.push(...SOCKET_ERRORS);
    if (!contract.socket.message) names.push("socketMessagesRefused");
  }
  names.push(...contract.errors);
  return [...new Set(names)];
}

/** What a route that checks a verification code may answer about the code. */
export const VERIFY_CODE_ERRORS: readonly ErrorName[] = [
  "invalidVerifyCode",
  "verifyCodeExpired",
  "verifyCodeUsed",
  "verifyCodeTooManyAttempts",
  "verifyCodeWrongPurpose",
];

/** What a list route answers for a filter or sort it does not offer, or a filter value that does not fit. */
export const LIST_ERRORS: readonly ErrorName[] = [
  "listFieldNotAllowed",
  "listFilterInvalid",
  "listFilterNotInteger",
];

/**
 * What finishing an upload may answer (`file/kh/reportUpload`, and `user/kh/addUploadRecord` for a file_id
 * naming one of the caller's own upload targets): the object's checks against its signed target, the quota,
 * the storage.
 */
export const FINISH_UPLOAD_ERRORS: readonly ErrorName[] = [
  "fileNotExist",
  "uploadNotReceived",
  "uploadMismatch",
  "fileContentMismatch",
  "fileTypeNotAllowed",
  "uploadAlreadyReported",
  "uploadQuotaExceeded",
  "fileTooLarge",
  "storageUnavailable",
];

/** What an anonymous gateway upload may answer besides a signed-in one's (CLOUD_ANONYMOUS_UPLOADS). */
export const ANONYMOUS_UPLOAD_ERRORS: readonly ErrorName[] = [
  "anonymousUploadsFull",
  "anonymousUploadDailyCap",
];

/** What an OCR route may answer about the provider and the image (issue 10). */
export const OCR_ERRORS: readonly ErrorName[] = [
  "ocrNotConfigured",
  "ocrDailyLimit",
  "ocrQpsLimit",
  "ocrTotalLimit",
  "ocrImageInvalid",
  "ocrImageTooLarge",
  "ocrNotRecognized",
  "ocrRejected",
  "ocrUnavailable",
  "ocrFailed",
  // the `fileID` source: not the caller's (or not there), or over LIMITS.ocrFileMaxBytes
  "fileNotExist",
  "fileTooLarge",
];

/**
 * What a route that sets a new password may answer because of the password policy (the legacy policy
 * answers `validation`, which every route may).
 */
export const NEW_PASSWORD_ERRORS: readonly ErrorName[] = Object.values(PASSWORD_PROBLEM_ERRORS);
