import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { defineRoute } from "../../define.js";

/** Signs out every live session of the caller but the caller's own; `revoked` is how many ended. */
export const revokeOtherSessions = defineRoute({
  path: "user/kh/revokeOtherSessions",
  input: z.object({}),
  output: ok({ revoked: z.number().int() }),
});
