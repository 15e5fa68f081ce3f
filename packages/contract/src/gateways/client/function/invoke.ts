import { z } from "zod";
import { defineGatewayAction } from "../../define.js";

/**
 * The cloud functions the gateways run by name (apps/server http/gateway/cloud-functions.ts has one for
 * each): `router` is Roster's router, `DCloud-clientDB` the client DB. Each limits itself (the router's
 * buckets and budgets), so a call of one is not admitted from the gateway's own bucket.
 */
export const CLOUD_FUNCTION_NAMES = ["router", "DCloud-clientDB"] as const;

/** The name of a gateway cloud function. */
export type CloudFunctionName = (typeof CLOUD_FUNCTION_NAMES)[number];

/** Whether `name` is one of {@link CLOUD_FUNCTION_NAMES}. */
export const isCloudFunctionName = (name: unknown): name is CloudFunctionName =>
  (CLOUD_FUNCTION_NAMES as readonly unknown[]).includes(name);

/**
 * `serverless.function.runtime.invoke {functionTarget, functionArgs}`: `callFunction`. The answer's `data`
 * is the function's result (`router`: the router's answer body, `{code, msg, ...}`).
 */
export const clientInvoke = defineGatewayAction({
  gateway: "client",
  action: "serverless.function.runtime.invoke",
  summary:
    "Runs a cloud function (`router`: Roster's router, `functionArgs` as `{$url, data, uniIdToken?, clientInfo?}`; `DCloud-clientDB`).",
  input: z.object({
    functionTarget: z.string().max(256),
    functionArgs: z.record(z.string(), z.unknown()).optional(),
  }),
  output: z.record(z.string(), z.unknown()),
  caller: "none",
  rate: "gateway",
  selfLimited: (params) => isCloudFunctionName(params.functionTarget),
  replayGuarded: true,
  errors: ["clientFunctionNotFound"],
});
