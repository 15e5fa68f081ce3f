import { z } from "zod";

/**
 * Someone the caller invited, as the caller may see them: no e-mail, no username, the mobile masked
 * (`138****8000`), no sign-in details.
 */
export const inviteeSchema = z.strictObject({
  _id: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  gender: z.number().int(),
  mobile: z.string().optional(),
  invite_time: z.number().optional(),
  register_date: z.number(),
});

/** What anyone holding an invite code may learn about its owner (the share page shows it). */
export const inviterPublicSchema = z.strictObject({
  _id: z.string(),
  nickname: z.string(),
  gender: z.number().int(),
  avatar: z.string(),
  my_invite_code: z.string(),
});
