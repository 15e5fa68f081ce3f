import { RosterError } from "@roster/contract";
import { invokeFunction } from "@roster/contract/gateways";
import { findCloudFunction } from "../../cloud-functions.js";
import { tcbAction } from "../action.js";

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** `request_data`: the JSON text of the function's data object (none is `{}`). */
function dataOf(raw: string | undefined): Record<string, unknown> {
  if (raw === undefined || raw === "") return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    throw new RosterError("tcbRequestDataInvalid");
  }
  if (!isObject(data)) throw new RosterError("tcbRequestDataInvalid");
  return data;
}

/**
 * `functions.invokeFunction`: the gateways' cloud functions (cloud-functions.ts); `router` runs Roster's
 * router with the caller's Roster token (an anonymous visitor calls as a stranger). The answer is
 * `data.response_data`, the function's result as JSON text.
 */
export default tcbAction(invokeFunction, async (input, ctx) => {
  const fn = findCloudFunction(input.function_name);
  if (!fn) throw new RosterError("tcbFunctionNotFound", { name: input.function_name.slice(0, 64) });
  const data = dataOf(input.request_data);
  const { caller, client } = ctx.tcb;
  const token = caller.kind === "user" ? caller.token : undefined;
  const result = await fn(ctx.app, { data, token, client, requestId: ctx.requestId }, ctx.limiter);
  // The router refused for now (its rate limit or a budget): the SDK's refusal, with when to try again.
  if (result.status === 429)
    throw new RosterError("tcbRateLimited", {}, { retryAfter: result.retryAfterSeconds ?? 60 });
  return { data: { response_data: JSON.stringify(result.result) } };
});
