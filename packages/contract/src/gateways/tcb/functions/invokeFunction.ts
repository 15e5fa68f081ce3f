import { z } from "zod";
import { defineGatewayAction } from "../../define.js";

/** The cloud function that runs Roster's router (its own rate buckets and budgets limit it). */
export const ROUTER_FUNCTION = "router";

/**
 * `functions.invokeFunction {function_name, request_data}`: the gateways' cloud functions; `router` runs
 * Roster's router with the caller's Roster token (an anonymous visitor calls as a stranger). The answer is
 * `data.response_data`, the function's result as JSON text.
 */
export const invokeFunction = defineGatewayAction({
  gateway: "tcb",
  action: "functions.invokeFunction",
  summary:
    "Runs a cloud function (`router`: Roster's router, with `request_data` as `{$url, data}` JSON text).",
  input: z.object({ function_name: z.string().max(256), request_data: z.string().optional() }),
  output: z.object({ data: z.object({ response_data: z.string() }) }),
  caller: "any",
  selfLimited: (body) => body.function_name === ROUTER_FUNCTION,
  errors: ["tcbFunctionNotFound", "tcbRequestDataInvalid", "tcbRateLimited"],
});
