import { z } from "zod";
import { ok } from "../../../../schemas/envelope.js";
import { defineRoute } from "../../../define.js";

/**
 * Deletes every demo row of the caller's (never another account's): `num` rows deleted.
 */
export const dbApiDel = defineRoute({
  path: "template/db_api/kh/del",
  input: z.object({}).strict(),
  output: ok({ num: z.number().int() }),
});
