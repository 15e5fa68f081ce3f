import { z } from "zod";

/**
 * The user as clients see it: the stored record without secrets (no password hash, tokens, sessions,
 * code hashes or lockout counters). Strict, so that a test catches any field that leaks.
 */
export const userInfoSchema = z.strictObject({
  _id: z.string(),
  username: z.string().optional(),
  nickname: z.string(),
  avatar: z.string(),
  /** Roster: an avatar made from an uploaded image (setAvatar with fileID): its 512 px and 128 px URLs. */
  avatar_file: z.strictObject({ url: z.string(), url128: z.string() }).optional(),
  gender: z.number().int(),
  mobile: z.string().optional(),
  mobile_confirmed: z.number().int(),
  email: z.string().optional(),
  email_confirmed: z.number().int(),
  status: z.number().int(),
  role: z.array(z.string()),
  permission: z.array(z.string()).optional(),
  my_invite_code: z.string().optional(),
  inviter_uid: z.array(z.string()),
  invite_time: z.number().optional(),
  register_date: z.number(),
  last_login_date: z.number().optional(),
  last_login_ip: z.string().optional(),
  allow_login_background: z.boolean(),
  social_info: z.record(z.string(), z.unknown()).optional(),
  comment: z.string().optional(),
  /** Roster: whether a password is set (accounts made by SMS may have none). */
  has_password: z.boolean(),
  /** Upstream third-party fields, derived from the linked identities (never secrets): `{platform: openid}`. */
  wx_openid: z.record(z.string(), z.string()).optional(),
  wx_unionid: z.string().optional(),
  qq_openid: z.record(z.string(), z.string()).optional(),
  qq_unionid: z.string().optional(),
  douyin_openid: z.record(z.string(), z.string()).optional(),
  douyin_unionid: z.string().optional(),
  huawei_openid: z.record(z.string(), z.string()).optional(),
  huawei_unionid: z.string().optional(),
  ali_openid: z.string().optional(),
  apple_openid: z.string().optional(),
});

export type UserInfo = z.infer<typeof userInfoSchema>;

/** `{token, tokenExpired}`: a token and its expiry in epoch ms. */
export const uniTokenSchema = z.strictObject({ token: z.string(), tokenExpired: z.number() });

/** The body of every successful sign-in or registration. */
export const loginResultSchema = z.object({
  code: z.literal(0),
  msg: z.string(),
  type: z.enum(["login", "register"]),
  uid: z.string(),
  userInfo: userInfoSchema,
  needUpdateUserInfo: z.literal(true),
  vk_uni_token: uniTokenSchema,
});

export type LoginResult = z.infer<typeof loginResultSchema>;

/**
 * One third-party identity linked to the caller's account, as the profile's Linked accounts shows it:
 * the provider, the platform it was first linked from, the app, the provider's profile snapshot taken
 * at the link (nickname and avatar, when the provider gave them) and when it was linked (epoch ms).
 * Strict and without openid, unionid or any key, so that a test catches anything that leaks.
 */
export const linkedAccountSchema = z.strictObject({
  provider: z.string(),
  platform: z.string(),
  appid: z.string(),
  nickname: z.string().optional(),
  avatar: z.string().optional(),
  linkedAt: z.number().int(),
});

/** A row of {@link linkedAccountSchema}. */
export type LinkedAccount = z.infer<typeof linkedAccountSchema>;
