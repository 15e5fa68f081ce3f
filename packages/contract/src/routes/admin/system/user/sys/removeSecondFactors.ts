import { z } from "zod";
import { recordIdField } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { defineRoute } from "../../../../define.js";

/**
 * Removes every second factor of user `uid` (authenticators and recovery codes), for a person who lost
 * them all: the account signs in with one step again, and its trusted devices are forgotten. `removed` is
 * the number of factors. Audited; never on an account above the caller (90130).
 */
export const adminUserRemoveSecondFactors = defineRoute({
  path: "admin/system/user/sys/removeSecondFactors",
  input: z.object({ uid: recordIdField }),
  output: ok({ removed: z.number().int() }),
  audit: {
    title: "userRemoveSecondFactors",
    target: { fromInput: (input: { uid: string }) => ({ user: input.uid }) },
  },
  acceptsUid: true,
  errors: ["adminUserNotExist", "targetAboveCaller"],
});
