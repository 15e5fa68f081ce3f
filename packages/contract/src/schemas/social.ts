import { z } from "zod";
import type { ErrorName } from "../errors/catalogue.js";
import { loginTypeField } from "./codes.js";
import { genderField, nicknameField, plainString, urlField } from "./fields.js";
import { loginResultSchema } from "./user.js";

/** A provider's one-time login code (opaque to Roster). */
export const socialCodeField = plainString().trim().min(1, { message: "required" }).max(512);
/** Which configured app of the platform (reference §7.5). */
export const socialAppidField = plainString()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w.-]+$/, { message: "invalid" });
/** uni-app platform name; overrides the `vk-platform` header. */
export const socialPlatformField = plainString()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[a-z0-9-]+$/, { message: "invalid" });
/** The sealed `encryptedKey` reference of a mini-program session (code2Session*). */
export const encryptedKeyField = plainString().min(1).max(2048);
/**
 * The OAuth `state` from user/pub/getOAuthState, sent back with the code: required from web platforms
 * (`web`, `h5`, `h5-weixin`), where the code came back through the address bar, and good for one use;
 * app and mini-program codes carry none (checked when sent).
 */
export const oauthStateField = plainString().min(1).max(2048);

/** The input of a social login route (reference §7.2). */
export const socialLoginInput = {
  code: socialCodeField,
  type: loginTypeField.optional(),
  appid: socialAppidField.optional(),
  platform: socialPlatformField.optional(),
  state: oauthStateField.optional(),
  nickname: nicknameField.optional(),
  avatar: urlField.optional(),
  inviteCode: plainString().trim().min(1).max(32).optional(),
};

/** A successful social sign-in: the login-like body plus the identity (never a session key or token). */
export const socialLoginOutput = loginResultSchema.extend({
  provider: z.string(),
  openid: z.string(),
  unionid: z.string().optional(),
  encryptedKey: z.string().optional(),
});

/**
 * What a bind route of a mini-program provider takes besides the web's `state`: a fresh `code`, or the
 * `encryptedKey` of a recent code2Session.
 */
export const sessionBindInput = {
  code: socialCodeField.optional(),
  encryptedKey: encryptedKeyField.optional(),
  appid: socialAppidField.optional(),
  platform: socialPlatformField.optional(),
};

/** The input of every `code2Session*` route: a login code, optionally the app and platform it came from. */
export const code2SessionInput = {
  code: socialCodeField,
  appid: socialAppidField.optional(),
  platform: socialPlatformField.optional(),
  state: oauthStateField.optional(),
};

/** What a `code2Session*` route answers: the identity, never the provider's session key or token. */
export const code2SessionOutput = {
  openid: z.string(),
  unionid: z.string().optional(),
  appid: z.string(),
  platform: z.string(),
  encryptedKey: z.string().optional(),
};

/** What any provider call may answer besides success. */
export const SOCIAL_PROVIDER_ERRORS = [
  "socialCodeInvalid",
  "socialCodeUsed",
  "socialAccountFailed",
  "socialProviderBusy",
  "socialProviderUnavailable",
  "socialNotConfigured",
  "socialAccessTokenFailed",
  "socialTicketInvalid",
] as const satisfies readonly ErrorName[];

/** The OAuth state rule (every route that verifies a code or token): missing on web, foreign, used. */
export const SOCIAL_STATE_ERRORS = [
  "socialStateRequired",
  "socialStateMismatch",
  "socialStateUsed",
] as const satisfies readonly ErrorName[];

/** What a route that verifies a provider credential may answer: the provider's errors and the state rule. */
export const SOCIAL_CREDENTIAL_ERRORS = [
  ...SOCIAL_PROVIDER_ERRORS,
  ...SOCIAL_STATE_ERRORS,
] as const satisfies readonly ErrorName[];

/** What a social login route may answer besides the provider's errors and its own `type` codes. */
export const SOCIAL_LOGIN_ERRORS = [
  ...SOCIAL_CREDENTIAL_ERRORS,
  "socialAccountNotRegistered",
  "socialAccountRegistered",
  "socialMobileNeedsProof",
  "registerInviteCodeInvalid",
  "accountBanned",
  "accountClosed",
  "inviteCodeFailed",
  "userNotExist",
  "credentialsChanged",
] as const satisfies readonly ErrorName[];

/** What a bind route may answer. */
export const SOCIAL_BIND_ERRORS = [
  ...SOCIAL_CREDENTIAL_ERRORS,
  "socialAlreadyBound",
  "socialBoundElsewhere",
] as const satisfies readonly ErrorName[];

/** Phone-number flows (getPhoneNumber, loginBy*PhoneNumber). */
export const SOCIAL_PHONE_ERRORS = [
  ...SOCIAL_PROVIDER_ERRORS,
  "socialPlatformUnsupported",
  "socialDecryptFailed",
  "socialAppidMismatch",
  "socialSessionMissing",
  "douyinCodeUnsupported",
  "socialPhoneInvalid",
] as const satisfies readonly ErrorName[];

/** The phone-number login input (reference §7.2): `code`, or `encryptedData` + `iv` + `encryptedKey`. */
export const phoneLoginInput = {
  code: socialCodeField.optional(),
  encryptedData: plainString().min(1).max(8192).optional(),
  iv: plainString().min(1).max(64).optional(),
  encryptedKey: encryptedKeyField.optional(),
  appid: socialAppidField.optional(),
  type: loginTypeField.optional(),
  nickname: nicknameField.optional(),
  avatar: urlField.optional(),
  gender: genderField.optional(),
  inviteCode: plainString().trim().min(1).max(32).optional(),
};

/** A mini-program code scene: at most 32 of WeChat's allowed characters (outside-protocols §1.6). */
export const mpSceneField = plainString()
  .min(1)
  .max(32)
  .regex(/^[0-9a-zA-Z!#$&'()*+,/:;=?@._~-]+$/, { message: "invalid" });
/** A mini-program page: no leading slash, no query. */
export const mpPageField = plainString()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[\w-]+(\/[\w-]+)*$/, { message: "invalid" });
/** A page query (`a=1&b=2`). */
export const mpQueryField = plainString()
  .max(1024)
  .regex(/^[\w.~%=&+-]*$/, { message: "invalid" });
/** Which version of the mini-program a code or link opens. */
export const envVersionField = z.enum(["release", "trial", "develop"]);
