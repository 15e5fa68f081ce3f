import { z } from "zod";
import { defineGatewayAction } from "../../define.js";
import { refreshTokenField } from "../schemas.js";

/** `auth.signInAnonymously`: the same visitor while its refresh token lives, else a new one. */
export const signInAnonymously = defineGatewayAction({
  gateway: "tcb",
  action: "auth.signInAnonymously",
  summary: "Signs in as an anonymous visitor: the same one while its refresh token lives, else a new one.",
  input: z.object({ refresh_token: refreshTokenField }),
  output: z.object({ uuid: z.string(), refresh_token: z.string() }),
  caller: "none",
});
