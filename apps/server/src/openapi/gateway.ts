import { type ErrorName, RATE_BUCKETS } from "@roster/contract";
import {
  GATEWAY_COMMON_ERRORS,
  type GatewayActionContract,
  gatewayErrorsOf,
  tcbCodeOf,
} from "@roster/contract/gateways";
import type { BudgetSettings } from "../settings/budgets.js";
import { budgetText, type DocumentedError, documentErrors, errorTable, jsonSchema } from "./errors.js";

/** Where each gateway takes its actions, and how its failures look. */
const GATEWAYS = {
  tcb: {
    url: "/tcb/web?env=<TCB_ENV_ID>",
    body: "`{action, env, ...input, access_token?, seqId?}`",
    failure: "`{code, message, rosterCode?, requestId, seqId?}` (`code` the SDK's string)",
  },
} as const;

/** A gateway's errors as the document lists them, each with the code string the SDK receives. */
const gatewayErrors = (names: readonly ErrorName[]): DocumentedError[] =>
  documentErrors(names).map((error) => ({ ...error, wire: tcbCodeOf(error.name) }));

const CALLERS = {
  none: "Reads no access token.",
  any: "Reads the access token when one is sent (a bad one is refused); anyone may call.",
  visitor: "Needs an access token: an anonymous visitor's or an account's.",
  user: "Needs the access token of a signed-in account.",
} as const satisfies Record<GatewayActionContract["caller"], string>;

function describe(contract: GatewayActionContract, budgets: BudgetSettings): string {
  const gateway = GATEWAYS[contract.gateway];
  const rules = [
    contract.summary,
    `\`POST ${gateway.url}\` with ${gateway.body}, \`action\` "${contract.action}".`,
    CALLERS[contract.caller],
    RATE_BUCKETS[contract.rate].exemptsSignedIn
      ? `Calls count against the per-IP "${contract.rate}" rate budget.`
      : `Every call counts against the per-IP "${contract.rate}" rate budget.`,
    contract.selfLimited && "Calls of the router function count against the router's own budgets instead.",
    contract.budget && budgetText(contract.budget, budgets),
  ].filter(Boolean);
  const errors = errorTable(gatewayErrors(gatewayErrorsOf(contract)));
  return [rules.join(" "), errors && `Failures besides the common ones:\n\n${errors}`]
    .filter(Boolean)
    .join("\n\n");
}

/**
 * The OpenAPI operation of one gateway action, under the path `/<gateway>/web#<action>` (the gateway's one
 * URL, the action named in the body): its input, output, caller, rate bucket, budget and errors.
 */
function operation(contract: GatewayActionContract, budgets: BudgetSettings) {
  const gateway = GATEWAYS[contract.gateway];
  return {
    operationId: `${contract.gateway}:${contract.action}`,
    tags: [`${contract.gateway} gateway: ${contract.action.split(".")[0]}`],
    description: describe(contract, budgets),
    requestBody: {
      required: true,
      content: { "application/json": { schema: jsonSchema(contract.input, "input") } },
    },
    responses: {
      "200": {
        description: `The action's fields, or a failure ${gateway.failure}.`,
        content: {
          "application/json": {
            schema: {
              oneOf: [jsonSchema(contract.output, "output"), { $ref: "#/components/schemas/GatewayFailure" }],
            },
          },
        },
      },
      "429": {
        description: "The per-IP rate budget or the action's budget is spent (`retry-after` says when).",
      },
    },
    "x-roster-class": `${contract.gateway} gateway`,
    "x-roster-gateway": { gateway: contract.gateway, url: gateway.url, action: contract.action },
    "x-roster-caller": contract.caller,
    "x-roster-rate": contract.rate,
    "x-roster-budget": contract.budget ? { name: contract.budget, ...budgets[contract.budget] } : false,
    "x-roster-errors": gatewayErrors(gatewayErrorsOf(contract)),
  };
}

/** The document's paths of the gateway actions served (none when no gateway is configured). */
export function gatewayPaths(actions: readonly GatewayActionContract[], budgets: BudgetSettings) {
  return Object.fromEntries(
    [...actions]
      .sort((a, b) => a.action.localeCompare(b.action))
      .map((c) => [`/${c.gateway}/web#${c.action}`, { post: operation(c, budgets) }]),
  );
}

/** What any action of a served gateway may answer, for the document's top level. */
export const gatewayCommonErrors = () => gatewayErrors(GATEWAY_COMMON_ERRORS);
