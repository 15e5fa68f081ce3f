import { z } from "zod";
import { recordIdField } from "../../../schemas/admin.js";
import { ok } from "../../../schemas/envelope.js";
import { defineRoute } from "../../define.js";

/**
 * Signs one of the caller's sessions out (a device of the Devices page); its token answers 30202 from then
 * on. `current` says it was the caller's own session, which ends like a logout. A session that is not
 * the caller's, or no longer live, answers `sessionNotExist` and nothing changes.
 */
export const revokeSession = defineRoute({
  path: "user/kh/revokeSession",
  input: z.object({ id: recordIdField }),
  output: ok({ current: z.boolean() }),
  errors: ["sessionNotExist"],
});
