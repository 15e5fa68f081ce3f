import { z } from "zod";
import { defineGatewayAction } from "../../define.js";
import { nothing, refreshTokenField } from "../schemas.js";

/** `auth.logout {refresh_token}`: ends the Roster session; its refresh token is refused from then on. */
export const logout = defineGatewayAction({
  gateway: "tcb",
  action: "auth.logout",
  summary: "Ends the session of a refresh token (an unknown one ends nothing).",
  input: z.object({ refresh_token: refreshTokenField }),
  output: nothing,
  caller: "none",
});
