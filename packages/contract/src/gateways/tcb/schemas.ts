import { z } from "zod";

/**
 * The fields the CloudBase actions share. Lengths are the gateway's bounds (the SDK's own values are far
 * shorter); a value out of them is INVALID_PARAM before any action runs.
 */

/** A refresh token as the SDK keeps it (it may send `null` when it has none). */
export const refreshTokenField = z.string().max(256).nullish();
/** A custom sign-in ticket (a JWT minted by the app's server); checked by the action, INVALID_TICKET. */
export const ticketField = z.string().max(4096).optional();
/** An e-mail address as typed (lower-cased and checked by the action). */
export const emailText = z.string().max(256);
/** A password as typed (the policy is the action's). */
export const passwordText = z.string().min(1).max(256);
/** An e-mailed link token, `<e-mail>:<6-digit code>` (read by the action). */
export const mailTokenField = z.string().max(512);
/** A file id of Roster's storage as the SDK names it. */
export const fileIdField = z.string().min(1).max(1024);

/** A sign-in as the SDK takes it: refresh token, access token and its expiry as an absolute epoch ms. */
export const signedInSchema = z.object({
  refresh_token: z.string(),
  access_token: z.string(),
  access_token_expire: z.number(),
});

/** CloudBase's user info of a Roster account, or of an anonymous visitor (`uid` and `loginType` only). */
export const tcbUserInfoSchema = z.object({
  uid: z.string(),
  loginType: z.literal("ANONYMOUS").optional(),
  email: z.string().optional(),
  username: z.string().optional(),
  hasPassword: z.boolean().optional(),
  customUserId: z.string().optional(),
  nickName: z.string().optional(),
  gender: z.enum(["UNKNOWN", "MALE", "FEMALE"]).optional(),
  avatarUrl: z.string().optional(),
  country: z.string().optional(),
  province: z.string().optional(),
  city: z.string().optional(),
});

/** An action that answers no field. */
export const nothing = z.object({});
