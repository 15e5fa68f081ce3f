import { type ErrorName, RATE_BUCKETS } from "@roster/contract";
import {
  clientCodeOf,
  clientStatusOf,
  GATEWAY_COMMON_ERRORS,
  type GatewayActionContract,
  type GatewayName,
  gatewayErrorsOf,
  tcbCodeOf,
} from "@roster/contract/gateways";
import { z } from "zod";
import type { BudgetSettings } from "../settings/budgets.js";
import { budgetText, type DocumentedError, documentErrors, errorTable, jsonSchema } from "./errors.js";

/**
 * Where each gateway takes its actions (`path`: the document's path, the action after `#`), how its calls
 * and failures look, the wire code (and status) of each error, and its success as sent around the output.
 */
const GATEWAYS = {
  tcb: {
    path: "/tcb/web",
    url: "/tcb/web?env=<TCB_ENV_ID>",
    body: "`{action, env, ...input, access_token?, seqId?}`",
    failure: "`{code, message, rosterCode?, requestId, seqId?}` (`code` the SDK's string)",
    failureSchema: "GatewayFailure",
    codeOf: tcbCodeOf,
    statusOf: undefined,
    /** The tag's part of an action name: `auth` of `auth.signIn`. */
    namespace: (action: string) => action.split(".")[0],
    success: (output: Record<string, unknown>) => output,
  },
  client: {
    path: "/client",
    url: "/client",
    body: "the signed envelope `{method, params (the input as JSON text), spaceId, timestamp, token?}` (`x-serverless-sign`; `provider` is not a param: the gateway sets it, `aliyun` when the envelope carries a token)",
    failure:
      "`{success: false, error: {code, message}}` (`code` the SDK's string, with the error's HTTP status)",
    failureSchema: "ClientGatewayFailure",
    codeOf: clientCodeOf,
    statusOf: clientStatusOf,
    /** `file` of `serverless.file.resource.report`. */
    namespace: (action: string) => action.split(".")[1],
    success: (output: Record<string, unknown>) => ({
      type: "object",
      properties: { success: { const: true }, data: output },
      required: ["success", "data"],
    }),
  },
} as const satisfies Record<GatewayName, unknown>;

/** The failure bodies of the gateways, for the document's components. */
export const GATEWAY_FAILURES = {
  GatewayFailure: z.object({
    code: z.string(),
    message: z.string(),
    rosterCode: z.number().optional(),
    requestId: z.string(),
    seqId: z.string().optional(),
  }),
  ClientGatewayFailure: z.object({
    success: z.literal(false),
    error: z.object({ code: z.string(), message: z.string() }),
  }),
} as const;

/** A gateway's errors as the document lists them, each with the code string (and status) the SDK receives. */
const gatewayErrors = (gateway: GatewayName, names: readonly ErrorName[]): DocumentedError[] => {
  const { codeOf, statusOf } = GATEWAYS[gateway];
  return documentErrors(names).map((error) => ({
    ...error,
    wire: codeOf(error.name),
    ...(statusOf ? { status: statusOf(error.name) } : {}),
  }));
};

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
    `\`POST ${gateway.url}\` with ${gateway.body}, ${contract.gateway === "tcb" ? "`action`" : "`method`"} "${contract.action}".`,
    CALLERS[contract.caller],
    contract.rate !== "gateway" && RATE_BUCKETS[contract.rate].exemptsSignedIn
      ? `Calls count against the per-IP "${contract.rate}" rate budget.`
      : `Every call counts against the per-IP "${contract.rate}" rate budget.`,
    contract.selfLimited &&
      "Calls of the cloud functions (the router) count against the router's own budgets instead.",
    contract.replayGuarded && "A second sighting of the same signed call within its window is refused.",
    contract.budget && budgetText(contract.budget, budgets),
  ].filter(Boolean);
  const errors = errorTable(gatewayErrors(contract.gateway, gatewayErrorsOf(contract)));
  return [rules.join(" "), errors && `Failures besides the common ones:\n\n${errors}`]
    .filter(Boolean)
    .join("\n\n");
}

/**
 * The OpenAPI operation of one gateway action, under the path `<gateway's path>#<action>` (the gateway's
 * one URL, the action named in the body): its input, output, caller, rate bucket, budget and errors.
 */
function operation(contract: GatewayActionContract, budgets: BudgetSettings) {
  const gateway = GATEWAYS[contract.gateway];
  return {
    operationId: `${contract.gateway}:${contract.action}`,
    tags: [`${contract.gateway} gateway: ${gateway.namespace(contract.action)}`],
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
              oneOf: [
                gateway.success(jsonSchema(contract.output, "output")),
                { $ref: `#/components/schemas/${gateway.failureSchema}` },
              ],
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
    "x-roster-replay-guarded": contract.replayGuarded ?? false,
    "x-roster-errors": gatewayErrors(contract.gateway, gatewayErrorsOf(contract)),
  };
}

/** The document's paths of the gateway actions served (none when no gateway is configured). */
export function gatewayPaths(actions: readonly GatewayActionContract[], budgets: BudgetSettings) {
  return Object.fromEntries(
    [...actions]
      .sort((a, b) => a.action.localeCompare(b.action))
      .map((c) => [`${GATEWAYS[c.gateway].path}#${c.action}`, { post: operation(c, budgets) }]),
  );
}

/** What any action of each served gateway may answer, for the document's top level (and `/docs`). */
export const gatewayCommonErrors = (gateways: readonly GatewayName[]) =>
  Object.fromEntries(
    [...new Set(gateways)].map((gateway) => [
      gateway,
      gatewayErrors(gateway, GATEWAY_COMMON_ERRORS[gateway]),
    ]),
  );
