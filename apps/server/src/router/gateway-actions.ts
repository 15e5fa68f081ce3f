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
  type GatewayActionContract,
  gatewayErrorsOf,
} from "@roster/contract/gateways";
import type { Services } from "../services/services.js";
import { guardInput } from "./input-guard.js";
import { checkOutput, type OutputShape, outputShapeOf } from "./output-check.js";

/**
 * The steps of a router call for the actions of a cloud gateway (`/tcb/web`), driven by each action's
 * contract as dispatch.ts is by a route's: the gateway's transport parses the body and applies the policy
 * (env, rate, caller, budget), then `parseActionInput`, the handler and `checkActionOutput` run here.
 */

/** A handler of one gateway action: its contract and the function that answers it. */
export interface ActionHandler<C extends GatewayActionContract = GatewayActionContract, X = unknown> {
  readonly contract: C;
  handle(input: never, ctx: X): Promise<Record<string, unknown>>;
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
    const errors = new Set([...GATEWAY_COMMON_ERRORS, ...gatewayErrorsOf(contract)]);
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
    if (error instanceof RosterError) throw new RosterError("tcbInvalidParam", error.params);
    throw error;
  }
  const parsed = contract.input.safeParse(body, { reportInput: true });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const problem = issue ? describeIssue(issue, locale, labelOf) : fieldMessage("invalid", [], locale);
  throw new RosterError("tcbInvalidParam", { message: problem.message });
}

/** Checks an answer against the action's output contract, as the router checks a route's (output-check.ts). */
export function checkActionOutput(
  services: Services,
  action: PreparedAction,
  answer: Record<string, unknown>,
  requestId: string,
): Record<string, unknown> {
  const problem = checkOutput(action.contract, action.shape, answer, services.config.outputCheck);
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
