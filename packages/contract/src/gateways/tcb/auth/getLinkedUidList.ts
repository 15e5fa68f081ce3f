import { z } from "zod";
import { defineGatewayAction } from "../../define.js";
import { tcbUserInfoSchema } from "../schemas.js";

/** `auth.getLinkedUidList`: one Roster account is one uid. */
export const getLinkedUidList = defineGatewayAction({
  gateway: "tcb",
  action: "auth.getLinkedUidList",
  summary: "The uids linked to the account: one Roster account is one uid.",
  input: z.object({}),
  output: z.object({ data: z.object({ users: z.array(tcbUserInfoSchema) }) }),
  caller: "user",
});
