import {
  budgetSettingNames,
  COMMON_ERRORS,
  catalogueText,
  errorsOf,
  failureSchema,
  RATE_BUCKETS,
  type RouteContract,
  SOCKET_PATH,
} from "@roster/contract";
import type { GatewayActionContract } from "@roster/contract/gateways";
import { z } from "zod";
import type { BudgetLimits, BudgetSettings } from "../settings/budgets.js";
import { budgetText, documentErrors, errorTable, jsonSchema } from "./errors.js";
import { GATEWAY_FAILURES, gatewayCommonErrors, gatewayPaths } from "./gateway.js";

const FAILURE = { $ref: "#/components/schemas/Failure" };
const failureResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: FAILURE } },
});

/** The tag of a route: its path up to the class segment (`admin/system/user`, `user`). */
const tagOf = (contract: RouteContract) =>
  contract.path.split("/").slice(0, contract.path.split("/").indexOf(contract.class)).join("/");

/** The budget a route spends, as the document says it: its limits (as configured) and their settings. */
function budgetOf(contract: RouteContract, budgets: BudgetSettings) {
  if (!contract.budget) return undefined;
  const limits: BudgetLimits = budgets[contract.budget];
  const settings = budgetSettingNames(contract.budget);
  const text = budgetText(contract.budget, budgets);
  return { name: contract.budget, perAccount: limits.perAccount, perIp: limits.perIp, settings, text };
}

/** A short account of a route's rules, for readers of the document. */
function describe(contract: RouteContract, budgets: BudgetSettings): string {
  const rules = [
    contract.socket &&
      `Socket route: open \`GET ${SOCKET_PATH}?url=${contract.path}\` as a WebSocket and send the upstream frames (the first \`{vkWebSocket: {type: "connect", data}}\`, data as the request body below; the answer's data as the 200 body). \`x-roster-socket\` holds the messages each way. A POST to this path answers 403 (\`socketRouteOverHttp\`). Every frame's token is checked.`,
    contract.class === "pub"
      ? contract.requiresValidToken
        ? "Public: a token is optional, but one that is sent must be valid."
        : "Public: a token is optional (a valid one identifies the caller)."
      : "Needs a valid token (`uni-id-token` header) with a live session.",
    contract.permission === "granted" && "Needs the role admin or a permission whose url matches this path.",
    contract.permission === "admin" && "Needs the role admin.",
    contract.backOffice && "Needs back-office access (`allow_login_background`) unless admin.",
    contract.encrypted && "Only encrypted calls (`vk-encrypt: true`); the answer is encrypted too.",
    contract.refreshesUser && "A success carries a fresh `userInfo` and `needUpdateUserInfo: true`.",
    contract.audit &&
      `Written to the admin log as "${catalogueText("auditTitles", contract.audit.title, "en")}"${
        contract.audit.target ? ", naming the account it acts on" : ""
      }.`,
    RATE_BUCKETS[contract.rate].exemptsSignedIn
      ? `Calls without a valid token count against the per-IP "${contract.rate}" rate budget.`
      : `Every call counts against the per-IP "${contract.rate}" rate budget.`,
    budgetOf(contract, budgets)?.text,
  ].filter(Boolean);
  const errors = errorTable(documentErrors(errorsOf(contract)));
  return [rules.join(" "), errors && `Failures besides the common ones:\n\n${errors}`]
    .filter(Boolean)
    .join("\n\n");
}

/** The OpenAPI operation of one route: `POST /router/<path>`. */
function operation(contract: RouteContract, budgets: BudgetSettings) {
  const budget = budgetOf(contract, budgets);
  return {
    operationId: contract.path,
    tags: [tagOf(contract)],
    description: describe(contract, budgets),
    security: contract.class === "pub" ? [{}, { uniIdToken: [] }] : [{ uniIdToken: [] }],
    requestBody: {
      required: false,
      content: { "application/json": { schema: jsonSchema(contract.input, "input") } },
    },
    responses: {
      "200": {
        description: "Success (`code` 0), or a failure with its catalogue code and localized `msg`.",
        content: {
          "application/json": { schema: { oneOf: [jsonSchema(contract.output, "output"), FAILURE] } },
        },
      },
      "400": failureResponse("Malformed JSON, or a body that is not an object."),
      "413": failureResponse("Body over 1 MiB."),
      "429": failureResponse(
        budget
          ? "The caller's rate budget for this minute, or the route's budget, is spent (`retry-after` says when)."
          : "The caller's rate budget for this minute is spent (`retry-after` says when).",
      ),
      "500": failureResponse("Internal fault; details are in the server log under `requestId`."),
    },
    "x-roster-class": contract.class,
    "x-roster-encrypted": contract.encrypted,
    "x-roster-refreshes-user": contract.refreshesUser,
    "x-roster-audit": contract.audit ? contract.audit.title : false,
    "x-roster-rate": contract.rate,
    "x-roster-budget": budget
      ? { name: budget.name, perAccount: budget.perAccount, perIp: budget.perIp, settings: budget.settings }
      : false,
    "x-roster-permission": contract.permission,
    "x-roster-back-office": contract.backOffice,
    "x-roster-accepts-uid": contract.acceptsUid,
    "x-roster-requires-valid-token": contract.requiresValidToken,
    "x-roster-errors": documentErrors(errorsOf(contract)),
    "x-roster-socket": contract.socket
      ? {
          url: `${SOCKET_PATH}?url=${contract.path}`,
          message: contract.socket.message ? jsonSchema(contract.socket.message, "input") : false,
          push: jsonSchema(contract.socket.push, "output"),
        }
      : false,
  };
}

/**
 * The OpenAPI 3.1 document of the router, generated from the contracts of the routes it serves: every
 * route as `POST /router/<path>` with its input, output, class, flags, budget (with the limits `budgets`
 * configures) and errors; then the actions of the cloud gateways served (`gateways`, see gateway.ts).
 */
export function buildOpenApi(
  contracts: readonly RouteContract[],
  version: string,
  budgets: BudgetSettings,
  gateways: readonly GatewayActionContract[] = [],
) {
  const sorted = [...contracts].sort((a, b) => a.path.localeCompare(b.path));
  const common = documentErrors(COMMON_ERRORS);
  return {
    openapi: "3.1.0",
    info: {
      title: "Roster router",
      version,
      description: [
        "Every route is `POST /router/<path>` with the data as the JSON body (or `POST /router` with",
        '`{"$url": "<path>", "data": {...}}`). Answers are HTTP 200 with `code` 0 on success; failures carry',
        "their catalogue code and a message in the caller's language (`vk-locale`: zh-Hans, zh-Hant, en, es, fr).",
        `Failures any route may answer:\n\n${errorTable(common)}`,
      ].join(" "),
    },
    servers: [{ url: "/" }],
    tags: [...new Set(sorted.map(tagOf))].map((name) => ({ name })),
    paths: {
      ...Object.fromEntries(sorted.map((c) => [`/router/${c.path}`, { post: operation(c, budgets) }])),
      ...gatewayPaths(gateways, budgets),
    },
    components: {
      securitySchemes: { uniIdToken: { type: "apiKey", in: "header", name: "uni-id-token" } },
      schemas: {
        Failure: jsonSchema(failureSchema.extend({ requestId: z.string() }), "output"),
        ...Object.fromEntries(
          [
            ...new Set(
              gateways.map((c) => (c.gateway === "tcb" ? "GatewayFailure" : "ClientGatewayFailure")),
            ),
          ].map((name) => [name, jsonSchema(GATEWAY_FAILURES[name], "output")]),
        ),
      },
    },
    "x-roster-common-errors": common,
    ...(gateways.length > 0
      ? { "x-roster-gateway-common-errors": gatewayCommonErrors(gateways.map((c) => c.gateway)) }
      : {}),
  };
}
