import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { defineRoute } from "../../define.js";

/**
 * Revokes the caller's session; without a token it answers `{code: 0, msg: "not signed in"}`, with a
 * bad, expired or revoked one the token error (as upstream).
 */
export const logout = defineRoute({
  path: "user/pub/logout",
  input: z.object({}),
  output: ok({}),
  requiresValidToken: true,
});
