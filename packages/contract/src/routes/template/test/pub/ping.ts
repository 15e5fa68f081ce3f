import { z } from "zod";
import { ok } from "../../../../schemas/envelope.js";
import { defineRoute } from "../../../define.js";

/**
 * Does nothing and answers `{code: 0, msg: "ok"}`: the test page's connectivity check, and the
 * benchmark's measure of what the router itself costs (parsing, policy, dispatch, logging, answer).
 */
export const ping = defineRoute({
  path: "template/test/pub/ping",
  input: z.object({}).strict(),
  output: ok({}),
  refreshesUser: false,
  audit: false,
  encrypted: false,
  rate: "pub",
  permission: "none",
  backOffice: false,
  acceptsUid: false,
  requiresValidToken: false,
  errors: [],
});
