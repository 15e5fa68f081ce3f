import { z } from "zod";
import { text } from "./fields.js";

/**
 * What a verification code may be used for (reference §6.2); a code only works for its own purpose.
 * `delete-account` (Roster): the proof of an account without a password that deletes itself.
 */
export const CODE_PURPOSES = ["login", "register", "bind", "unbind", "reset-pwd", "delete-account"] as const;

/** One of {@link CODE_PURPOSES}. */
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** The `type` of sendSmsCode, sendEmailCode and setVerifyCode. */
export const codePurposeField = z.enum(CODE_PURPOSES);

/** The `type` of loginBySms / loginByEmail: omitted = sign in or register, `login` only, `register` only. */
export const loginTypeField = z.enum(["login", "register"]);

/**
 * `checkUserExist` of the send routes: `true` or `"exists"` = the recipient must have an account,
 * `"!exists"` = it must not; `false` or omitted = no check (and nothing revealed).
 */
export const checkUserExistField = z.union([z.boolean(), z.enum(["exists", "!exists"])]);

/** An invite code as typed by a person (matched case-insensitively). */
export const inviteCodeField = text(32);
