import type { ErrorName } from "../errors/catalogue.js";
import { BUDGET_SPENT_ERRORS } from "../errors/route-errors.js";
import type { GatewayActionContract } from "./define.js";

/**
 * What any action of a gateway may answer: a body that is not an action, a foreign env, an action the
 * server does not run, invalid input, the per-IP rate limit, the transport's refusals, an internal fault.
 */
export const GATEWAY_COMMON_ERRORS: readonly ErrorName[] = [
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
];

/** What an action whose caller reads a token answers for a bad one, and for a caller it does not take. */
const CALLER_ERRORS = {
  none: [],
  any: ["tcbAccessTokenExpired"],
  visitor: ["tcbAccessTokenExpired", "tcbSignInRequired"],
  user: ["tcbAccessTokenExpired", "tcbAccountRequired"],
} as const satisfies Record<GatewayActionContract["caller"], readonly ErrorName[]>;

/**
 * The errors an action may answer besides {@link GATEWAY_COMMON_ERRORS}: those its caller and budget imply,
 * then its own, without repeats.
 */
export function gatewayErrorsOf(contract: GatewayActionContract): ErrorName[] {
  const names: ErrorName[] = [...CALLER_ERRORS[contract.caller]];
  if (contract.budget) names.push(...BUDGET_SPENT_ERRORS);
  names.push(...contract.errors);
  return [...new Set(names)];
}
