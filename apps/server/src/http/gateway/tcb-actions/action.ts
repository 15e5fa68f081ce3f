import type { GatewayActionContract, GatewayInput, GatewayOutput } from "@roster/contract/gateways";
import type { App } from "../../../app.js";
import type { ActionHandler } from "../../../router/gateway-actions.js";
import type { AuthState } from "../../../services/sessions/authentication.js";
import type { TcbContext } from "../../../services/tcb/auth.js";
import type { CallLimiter } from "../../rate-limit.js";

/** What every `/tcb/web` action's handler gets: the caller as the policy admitted it, and the call. */
export interface TcbActionContext {
  readonly tcb: TcbContext;
  /** The public origin of Roster, for URLs the SDK fetches. */
  readonly baseUrl: string;
  readonly app: App;
  readonly limiter: CallLimiter | undefined;
  readonly requestId: string;
  /** The signed-in account, for actions whose contract's caller is `user` (the policy checked it). */
  readonly user?: AuthState;
}

/** The context of one action: `user` is there when its contract asks for a signed-in account. */
export type TcbHandlerContext<C extends GatewayActionContract> = C["caller"] extends "user"
  ? TcbActionContext & { readonly user: AuthState }
  : TcbActionContext;

/** Declares the handler of a `/tcb/web` action: its input and answer are the contract's types. */
export const tcbAction = <C extends GatewayActionContract>(
  contract: C,
  handle: (input: GatewayInput<C>, ctx: TcbHandlerContext<C>) => Promise<GatewayOutput<C>>,
): ActionHandler<C, TcbActionContext> =>
  ({ contract, handle }) as unknown as ActionHandler<C, TcbActionContext>;
