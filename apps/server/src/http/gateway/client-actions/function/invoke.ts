import { RosterError } from "@roster/contract";
import { clientInvoke } from "@roster/contract/gateways";
import { clientInfoFromSdk, findCloudFunction } from "../../cloud-functions.js";
import { clientAction } from "../action.js";

/**
 * `callFunction`: the gateways' cloud functions (cloud-functions.ts) with the caller's uni-id token as sent
 * (the function reads it); the client info of `functionArgs`, else of `x-client-info`.
 */
export default clientAction(clientInvoke, async (input, ctx) => {
  const fn = findCloudFunction(input.functionTarget);
  if (!fn)
    throw new RosterError("clientFunctionNotFound", { name: input.functionTarget.slice(0, 100) || "(none)" });
  const args = input.functionArgs ?? {};
  const { request } = ctx;
  const client = clientInfoFromSdk(args.clientInfo ?? ctx.headerClientInfo, {
    ip: request.ip,
    userAgent: String(request.headers["user-agent"] ?? ""),
  });
  const answer = await fn(
    ctx.app,
    { data: args, token: ctx.userToken, client, requestId: request.id },
    ctx.limiter,
  );
  // The router refused for now (its rate limit or a budget): the SDK's refusal, with when to try again.
  if (answer.status === 429)
    throw new RosterError("clientRateLimited", {}, { retryAfter: answer.retryAfterSeconds ?? 60 });
  return answer.result;
});
