import { z } from "zod";
import { pushData, socketConnected } from "../../../schemas/push.js";
import { defineRoute } from "../../define.js";

/**
 * The account's push socket: every signed-in client opens it (channel `default`) and receives what is
 * pushed to its account or to its session, and the framework's forceLogout when its session ends. It takes
 * no messages.
 */
export const userPush = defineRoute({
  path: "user/kh/push",
  input: z.object({}),
  output: socketConnected,
  socket: { message: false, push: pushData },
});
