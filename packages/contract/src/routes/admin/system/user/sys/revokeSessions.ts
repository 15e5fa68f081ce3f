import { z } from "zod";
import { recordIdField } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { defineRoute } from "../../../../define.js";

/**
 * Signs user `uid` out everywhere; `revoked` is the number of sessions ended. Only admins may act on an
 * admin's account (403 for other back-office users).
 */
export const adminUserRevokeSessions = defineRoute({
  path: "admin/system/user/sys/revokeSessions",
  input: z.object({ uid: recordIdField }),
  output: ok({ revoked: z.number().int() }),
  audit: {
    title: "userRevokeSessions",
    target: { fromInput: (input: { uid: string }) => ({ user: input.uid }) },
  },
  acceptsUid: true,
  errors: ["adminUserNotExist", "targetAboveCaller"],
});
