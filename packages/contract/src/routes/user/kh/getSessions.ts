import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { sessionSchema } from "../../../schemas/sessions.js";
import { defineRoute } from "../../define.js";

/**
 * The caller's live sessions (neither revoked nor expired), most recently used first, the caller's own
 * marked `current`. At most TOKEN_MAX_SESSIONS rows, so no paging.
 */
export const getSessions = defineRoute({
  path: "user/kh/getSessions",
  input: z.object({}),
  output: ok({ rows: z.array(sessionSchema) }),
});
