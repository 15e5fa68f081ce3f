import type { Locale, RouteContract, RouteInput } from "@roster/contract";
import { RosterError } from "@roster/contract";
import type { Services } from "../services/services.js";
import type { AuthState } from "../services/sessions/authentication.js";
import type { ClientInfo } from "./context.js";

/** What a handler knows about the call besides its validated input. */
export interface HandlerContext {
  services: Services;
  client: ClientInfo;
  locale: Locale;
  requestId: string;
  path: string;
  /** The token the client sent, if any. */
  token: string | undefined;
  /** Set on kh and sys routes, and on pub routes called with a valid token. */
  auth: AuthState | undefined;
  /** Whether the request arrived encrypted. */
  encrypted: boolean;
}

/** A handler's answer: fields of the body; `code` and `msg` default to 0 and "". */
export interface HandlerResult {
  code?: number;
  msg?: string;
  [field: string]: unknown;
}

/** One route: its contract and the function that serves it. */
export interface RouteHandler<C extends RouteContract = RouteContract> {
  contract: C;
  handle(input: RouteInput<C>, ctx: HandlerContext): Promise<HandlerResult>;
}

/** Declares the handler of a contract. */
export const defineHandler = <C extends RouteContract>(
  contract: C,
  handle: (input: RouteInput<C>, ctx: HandlerContext) => Promise<HandlerResult>,
): RouteHandler<C> => ({ contract, handle });

/** The caller of a kh or sys route (the router guarantees it is set there). */
export function requireAuth(ctx: HandlerContext): AuthState {
  if (!ctx.auth) throw new RosterError("checkTokenFailed");
  return ctx.auth;
}
