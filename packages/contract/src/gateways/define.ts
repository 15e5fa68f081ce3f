import type { z } from "zod";
import type { BudgetName } from "../budgets.js";
import type { ErrorName } from "../errors/catalogue.js";
import type { RateBucket } from "../routes/define.js";

/**
 * Who may call a gateway action, read from the access token the SDK sends:
 * `none`, the action reads no token (the SDK sends none: sign-ins, mails, refreshes);
 * `any`, a token is read when sent (a bad one is refused) and the call may come from nobody;
 * `visitor`, an anonymous visitor or an account; `user`, a signed-in account.
 */
export type GatewayCaller = "none" | "any" | "visitor" | "user";

/**
 * The gateways that speak a cloud SDK's wire: CloudBase (`/tcb`, tcb-js-sdk) and uni-cloud's client
 * (`/client`, the `aliyun` and `private` providers of `@dcloudio/uni-cloud`).
 */
export type GatewayName = "tcb" | "client";

/** The per-IP bucket a gateway action is admitted from: a route's (RATE_BUCKETS), or the gateways' own. */
export type GatewayRateBucket = RateBucket | "gateway";

/**
 * One action of a gateway, as a route contract is one route: its input and output (zod, the body the SDK
 * sends and the fields of its answer), who may call it, its rate bucket and budget, and the catalogue errors
 * it answers besides those its policy implies (see {@link gatewayErrorsOf}).
 */
export interface GatewayActionContract<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  K extends GatewayCaller = GatewayCaller,
> {
  readonly gateway: GatewayName;
  /**
   * The SDK's action name (`auth.signIn`), also the contract's file (`gateways/tcb/auth/signIn.ts`); on
   * `/client` the method (`serverless.file.resource.report`, `gateways/client/file/report.ts`).
   */
  readonly action: string;
  /** What the action does, for `/docs`. */
  readonly summary: string;
  readonly input: I;
  readonly output: O;
  readonly caller: K;
  /**
   * The per-IP bucket each call is admitted from (RATE_BUCKETS): sign-ins and mails `pub`, the rest `kh`;
   * `/client` methods the gateways' own `gateway` bucket.
   */
  readonly rate: GatewayRateBucket;
  /**
   * A call the gateway does not admit itself because what it runs limits itself (the router function,
   * with its own buckets and budgets); read from the raw body (`/client`: the params), before the input is
   * parsed.
   */
  readonly selfLimited?: (body: Readonly<Record<string, unknown>>) => boolean;
  /**
   * The call changes state, so the gateway refuses a second sighting of its signature within the signing
   * window (`/client`, whose calls are signed).
   */
  readonly replayGuarded?: boolean;
  /** The budget each valid call spends from, per account and per client IP (BUDGETS). */
  readonly budget?: BudgetName;
  /**
   * A success opens a new Roster session, so for an account with a second factor it answers
   * `secondStepNeeded` instead (as a route's `opensSession: "signIn"`, issue 29).
   */
  readonly opensSession?: "signIn";
  readonly errors: readonly ErrorName[];
}

/** What a contract file writes: rate defaults to `pub` for callers `none`, else `kh`; errors to none. */
export type GatewayActionSpec<I extends z.ZodType, O extends z.ZodType, K extends GatewayCaller> = Omit<
  GatewayActionContract<I, O, K>,
  "rate" | "errors"
> &
  Partial<Pick<GatewayActionContract<I, O, K>, "rate" | "errors">>;

/** Declares a gateway action's contract (frozen), with its defaults filled in. */
export function defineGatewayAction<I extends z.ZodType, O extends z.ZodType, K extends GatewayCaller>(
  spec: GatewayActionSpec<I, O, K>,
): GatewayActionContract<I, O, K> {
  return Object.freeze({
    rate: spec.caller === "none" ? ("pub" as const) : ("kh" as const),
    errors: [],
    ...spec,
  });
}

/** The validated input of a gateway action. */
export type GatewayInput<C extends GatewayActionContract> = z.output<C["input"]>;
/** The answer of a gateway action (before the gateway adds requestId and seqId). */
export type GatewayOutput<C extends GatewayActionContract> = z.input<C["output"]>;
