import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { defineRoute } from "../../define.js";

/**
 * Which social sign-ins this deployment offers, and on which platforms (for the sign-in page). Ids and
 * platform names only: no appid secret, no endpoint.
 */
export const getLoginMethods = defineRoute({
  path: "user/pub/getLoginMethods",
  input: z.object({}),
  output: ok({ providers: z.array(z.object({ provider: z.string(), platforms: z.array(z.string()) })) }),
});
