import { z } from "zod";
import { defineGatewayAction } from "../../define.js";
import { nothing } from "../schemas.js";

/** `auth.updateUsername {username}`: Roster's username rules; taken by another account, accountExists. */
export const updateUsername = defineGatewayAction({
  gateway: "tcb",
  action: "auth.updateUsername",
  summary: "Renames the account (Roster's username rules).",
  input: z.object({ username: z.string().min(1).max(64) }),
  output: nothing,
  caller: "user",
  errors: ["tcbFieldInvalid", "accountExists"],
});
