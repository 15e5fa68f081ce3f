import {
  describeIssue,
  type ErrorName,
  fieldLabel,
  fieldMessage,
  type Locale,
  RosterError,
} from "@roster/contract";
import {
  GATEWAY_COMMON_ERRORS,
  GATEWAY_PIPELINE_ERRORS,
  type GatewayActionContract,
  type GatewayRateBucket,
  gatewayErrorsOf,
} from "@roster/contract/gateways";
import type { Services } from "../services/services.js";
import { guardInput } from "./input-guard.js";
import { checkOutput, type OutputShape, outputShapeOf } from "./output-check.js";

/**
 * The steps of a router call for the actions of the cloud gateways (`/tcb/web`, `/client`), driven by each
 * action's contract as dispatch.ts is by a route's. A gateway's transport reads and checks the call (its
 * body, env or space, signature) and finds the action; {@link runGatewayAction} then runs the same steps
 * for every gateway: the per-IP rate bucket, the caller (the gateway's own tokens, through its `admit`),
 * the input (guard and schema), the budget, the handler, the output check.
 */

/** A handler of one gateway action: its contract and the function that answers it. */
export interface ActionHandler<C extends GatewayActionContract = GatewayActionContract, X = unknown> {
  readonly contract: C;
  handle(input: never, ctx: X): Promise<unknown>;
}

/** An action with what is derived from its contract once, at start-up. */
export interface PreparedAction<X = unknown> {
  readonly handler: ActionHandler<GatewayActionContract, X>;
  readonly contract: GatewayActionContract;
  readonly shape: OutputShape;
  readonly errors: ReadonlySet<ErrorName>;
}

/** The table of a gateway's actions by name, built once; a handler must be of its own contract. */
export function prepareActions<X>(
  contracts: Readonly<Record<string, GatewayActionContract>>,
  handlers: Readonly<Record<string, ActionHandler<GatewayActionContract, X>>>,
): ReadonlyMap<string, PreparedAction<X>> {
  const prepared = new Map<string, PreparedAction<X>>();
  for (const [name, contract] of Object.entries(contracts)) {
    const handler = handlers[name];
    if (!handler || handler.contract !== contract || contract.action !== name)
      throw new Error(`gateway action ${name}: its handler must be of its own contract`);
    const errors = new Set([...GATEWAY_COMMON_ERRORS[contract.gateway], ...gatewayErrorsOf(contract)]);
    prepared.set(name, { handler, contract, shape: outputShapeOf(contract.output), errors });
  }
  return prepared;
}

/**
 * The action's input from the SDK's body (its own fields, the envelope's left out by the schema): the
 * router's guard (NUL, depth, prototype keys) and the contract's schema; invalid input is the gateway's
 * invalid-param refusal naming the field (by its label, else by the SDK's own name of it) and the rule.
 */
export function parseActionInput(contract: GatewayActionContract, body: unknown, locale: Locale): unknown {
  const labelOf = (key: string) => fieldLabel(key, locale) ?? key;
  try {
    guardInput(body, locale, labelOf);
  } catch (error) {
    if (error instanceof RosterError) throw new RosterError(invalidParamOf(contract), error.params);
    throw error;
  }
  const parsed = contract.input.safeParse(body, { reportInput: true });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const problem = issue ? describeIssue(issue, locale, labelOf) : fieldMessage("invalid", [], locale);
  throw new RosterError(invalidParamOf(contract), { message: problem.message });
}

const invalidParamOf = (contract: GatewayActionContract): ErrorName =>
  GATEWAY_PIPELINE_ERRORS[contract.gateway].invalidParam;

/** Checks an answer against the action's output contract, as the router checks a route's (output-check.ts). */
export function checkActionOutput(
  services: Services,
  action: PreparedAction,
  answer: unknown,
  requestId: string,
): unknown {
  // A top-level array (a `/client` method's data) has no keys to check: its schema checks it under `full`.
  const problem = checkOutput(
    action.contract,
    action.shape,
    answer as Record<string, unknown>,
    services.config.outputCheck,
  );
  if (!problem) return answer;
  services.logger.error(
    { reqId: requestId, action: action.contract.action, problem },
    "answer does not match the gateway action's contract",
  );
  throw new RosterError("internal");
}

/**
 * Under the full output check, a catalogue error the action's contract does not declare is a fault of the
 * contract (logged, answered as internal), as for routes (route-table.ts `undeclared`).
 */
export function undeclaredActionError(
  services: Services,
  action: PreparedAction | undefined,
  requestId: string,
  error: unknown,
): unknown {
  if (!action || !(error instanceof RosterError) || action.errors.has(error.errorName)) return error;
  if (services.config.outputCheck !== "full") return error;
  services.logger.error(
    { reqId: requestId, action: action.contract.action, error: error.errorName },
    "error not declared by the gateway action's contract",
  );
  return new RosterError("internal");
}

/** The per-IP admission a gateway call spends (the server's limiter, http/rate-limit.ts). */
export interface GatewayLimiter {
  admit(
    bucket: GatewayRateBucket,
    ip: string,
  ): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
}

/** What the gateway's policy admitted: the handler's context, and who spends the budget. */
export interface Admitted<X> {
  readonly ctx: X;
  readonly locale: Locale;
  /** The account the call's budget is spent from (besides the IP), when it is one's. */
  readonly account?: string;
}

/** One call of an action as a gateway's transport hands it to the pipeline. */
export interface GatewayCall<X> {
  readonly action: PreparedAction<X>;
  /** The action's raw input: the body (`/tcb`) or the params (`/client`), as the SDK sent it. */
  readonly raw: Readonly<Record<string, unknown>>;
  readonly ip: string;
  readonly requestId: string;
  readonly limiter: GatewayLimiter | undefined;
  /**
   * The gateway's policy of the caller, after the rate bucket: its replay memory, the token the contract's
   * caller reads (a bad one, or one of a kind it does not take, is refused), the handler's context.
   */
  admit(contract: GatewayActionContract): Promise<Admitted<X>>;
}

/**
 * Runs one action of a gateway through the pipeline: the per-IP rate bucket (unless the action limits
 * itself), the caller, the input, the budget (after the caller and the input are known good: a malformed
 * call spends nothing), the handler, the output check. Failures are catalogue errors of the gateway; the
 * transport answers them in its SDK's shape.
 */
export async function runGatewayAction<X>(services: Services, call: GatewayCall<X>): Promise<unknown> {
  const { action, raw, ip, limiter } = call;
  const { contract } = action;
  if (limiter && !contract.selfLimited?.(raw)) {
    const admission = await limiter.admit(contract.rate, ip);
    if (!admission.allowed)
      throw new RosterError(
        GATEWAY_PIPELINE_ERRORS[contract.gateway].rateLimited,
        {},
        { retryAfter: admission.retryAfterSeconds },
      );
  }
  const admitted = await call.admit(contract);
  const input = parseActionInput(contract, raw, admitted.locale);
  if (contract.budget) await services.budgets.spend(contract.budget, { account: admitted.account, ip });
  const answer = await action.handler.handle(input as never, admitted.ctx);
  return checkActionOutput(services, action as PreparedAction, answer, call.requestId);
}
