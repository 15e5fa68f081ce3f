import type { ErrorName } from "../errors/catalogue.js";
import { BUDGET_SPENT_ERRORS } from "../errors/route-errors.js";
import type { GatewayActionContract, GatewayCaller, GatewayName } from "./define.js";

/**
 * What any action of a gateway may answer, by gateway: a body that is not a call, the transport's refusals
 * (a foreign env or space, a bad signature or access token), an action the server does not run, invalid
 * input, the per-IP rate limit, an internal fault.
 */
export const GATEWAY_COMMON_ERRORS: Readonly<Record<GatewayName, readonly ErrorName[]>> = {
  tcb: [
    "tcbBadBody",
    "tcbInvalidEnv",
    "tcbInvalidAction",
    "tcbInvalidParam",
    "tcbRateLimited",
    "badJson",
    "jsonTooDeep",
    "bodyTooLarge",
    "unsupportedMediaType",
    "databaseError",
    "internal",
  ],
  client: [
    "clientBodyEmpty",
    "clientBodyUnreadable",
    "clientJsonTooDeep",
    "clientNotAnObject",
    "clientEnvelopeInvalid",
    "clientBodyTooLarge",
    "clientInvalidSpace",
    "clientInvalidSign",
    "clientInvalidTimestamp",
    "clientInvalidToken",
    "clientInvalidMethod",
    "clientInvalidParam",
    "clientRateLimited",
    "databaseError",
    "internal",
  ],
};

/**
 * The refusals the pipeline itself answers on each gateway (router/gateway-actions.ts): input that fails
 * the contract, a call over its per-IP rate bucket, a replayed signed call (gateways that sign calls).
 */
export const GATEWAY_PIPELINE_ERRORS = {
  tcb: { invalidParam: "tcbInvalidParam", rateLimited: "tcbRateLimited", replayed: undefined },
  client: {
    invalidParam: "clientInvalidParam",
    rateLimited: "clientRateLimited",
    replayed: "clientReplayed",
  },
} as const satisfies Record<
  GatewayName,
  { invalidParam: ErrorName; rateLimited: ErrorName; replayed: ErrorName | undefined }
>;

/**
 * What an action whose caller reads a token answers for a bad one, and for a caller it does not take; on
 * `/client` the token is the uni-id token (`x-client-token`).
 */
const CALLER_ERRORS = {
  tcb: {
    none: [],
    any: ["tcbAccessTokenExpired"],
    visitor: ["tcbAccessTokenExpired", "tcbSignInRequired"],
    user: ["tcbAccessTokenExpired", "tcbAccountRequired"],
  },
  client: {
    none: [],
    any: ["clientTokenInvalid", "clientTokenExpired"],
    visitor: ["clientTokenInvalid", "clientTokenExpired", "clientSignInRequired"],
    user: ["clientTokenInvalid", "clientTokenExpired", "clientSignInRequired"],
  },
} as const satisfies Record<GatewayName, Record<GatewayCaller, readonly ErrorName[]>>;

/**
 * The errors an action may answer besides its gateway's {@link GATEWAY_COMMON_ERRORS}: those its caller,
 * replay guard and budget imply, then its own, without repeats.
 */
export function gatewayErrorsOf(contract: GatewayActionContract): ErrorName[] {
  const names: ErrorName[] = [...CALLER_ERRORS[contract.gateway][contract.caller]];
  const { replayed } = GATEWAY_PIPELINE_ERRORS[contract.gateway];
  if (contract.replayGuarded && replayed) names.push(replayed);
  if (contract.budget) names.push(...BUDGET_SPENT_ERRORS);
  if (contract.opensSession) names.push("secondStepNeeded");
  names.push(...contract.errors);
  return [...new Set(names)];
}
