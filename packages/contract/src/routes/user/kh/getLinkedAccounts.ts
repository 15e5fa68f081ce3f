import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { linkedAccountSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * The caller's own linked third-party identities, oldest first, each with the nickname and avatar the
 * provider gave when it was linked; never an openid, a unionid or a session key.
 */
export const getLinkedAccounts = defineRoute({
  path: "user/kh/getLinkedAccounts",
  input: z.object({}),
  output: ok({ accounts: z.array(linkedAccountSchema) }),
});
