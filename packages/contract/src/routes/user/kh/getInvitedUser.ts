import { z } from "zod";
import { LIST_ERRORS } from "../../../errors/route-errors.js";
import { listOf } from "../../../schemas/envelope.js";
import { inviteeSchema } from "../../../schemas/invites.js";
import { listInputFields } from "../../../schemas/lists.js";
import { defineRoute } from "../../define.js";

/**
 * The people the caller invited directly, newest first. Filters and sorting: `nickname`, `gender`,
 * `invite_time`, `register_date`.
 */
export const getInvitedUser = defineRoute({
  path: "user/kh/getInvitedUser",
  input: z.object(listInputFields),
  output: listOf(inviteeSchema),
  errors: [...LIST_ERRORS],
});
