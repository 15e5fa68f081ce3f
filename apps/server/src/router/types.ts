import type { Locale, RouteClass, RouteContract, RouteInput, SocketSpec } from "@roster/contract";
import type { z } from "zod";
import type { ClientInfo } from "../lib/client-info.js";
import type { Services } from "../services/services.js";
import type { AuthState } from "../services/sessions/authentication.js";

/** What every handler knows about the call besides its validated input. */
export interface BaseContext {
  services: Services;
  client: ClientInfo;
  locale: Locale;
  requestId: string;
  path: string;
  /** The token the client sent, if any. */
  token: string | undefined;
  /** Whether the request arrived encrypted. */
  encrypted: boolean;
}

/** The context of a kh or sys route: the router has authenticated the caller. */
export interface SignedInContext extends BaseContext {
  auth: AuthState;
}

/** The context of a pub route: `viewer` is the caller when a valid token came along (a bad one is ignored). */
export interface PublicContext extends BaseContext {
  viewer: AuthState | undefined;
}

type ContextOfClass<K extends RouteClass> = K extends "pub" ? PublicContext : SignedInContext;

/** The context a handler of contract `C` receives, narrowed by the route's class. */
export type HandlerContext<C extends RouteContract = RouteContract> = ContextOfClass<C["class"]>;

/** `T` with the keys `K` made optional (over each member of a union). */
type Loosen<T, K extends PropertyKey> = T extends unknown
  ? Omit<T, K> & Partial<Pick<T, Extract<keyof T, K>>>
  : never;

/** A promised `vk_uni_token` may come as `token` + `tokenExpired`: the after-filter moves them into it. */
type TokenFields<T> = T extends { vk_uni_token: infer V }
  ? Omit<T, "vk_uni_token"> & ({ vk_uni_token: V } | { token: string; tokenExpired: number })
  : T;

/** Fields the after-filters add when the contract says `refreshesUser`. */
type RefreshedFields<C extends RouteContract> = C["refreshesUser"] extends true
  ? "userInfo" | "needUpdateUserInfo"
  : never;

/**
 * What a handler of `C` returns: the contract's output, where `code` and `msg` default to 0 and "", and the
 * fields the after-filters supply (fresh userInfo, the token pair) may be left out.
 */
export type HandlerOutput<C extends RouteContract> = TokenFields<
  Loosen<z.input<C["output"]>, "code" | "msg" | RefreshedFields<C>>
>;

/** One route: its contract and the function that serves it. */
export interface RouteHandler<C extends RouteContract = RouteContract> {
  contract: C;
  handle(input: RouteInput<C>, ctx: HandlerContext<C>): Promise<HandlerOutput<C>>;
}

/** Declares the handler of a contract: its context is narrowed by class, its result typed by the output. */
export const handle = <C extends RouteContract>(
  contract: C,
  serve: (input: RouteInput<C>, ctx: HandlerContext<C>) => Promise<HandlerOutput<C>>,
): RouteHandler<C> => ({ contract, handle: serve });

// ---- socket routes ------------------------------------------------------------------------------

/** The socket an event came from, as its handler sees it. */
export interface SocketRef {
  /** The connection id answered to the connect frame. */
  readonly cid: string;
  /** The socket route it opened. */
  readonly url: string;
  /** The channel its connect frame named. */
  readonly channel: string;
  /** Sends a message to this socket only (plain JSON, as pushes are). */
  send(data: unknown): void;
}

/** The context of a connect or message event: a call's context (by class) and its socket. */
export type SocketHandlerContext<C extends RouteContract = RouteContract> = HandlerContext<C> & {
  socket: SocketRef;
};

/** The context of a disconnection or socket error: no token comes with them, only what connect bound. */
export interface SocketClosedContext {
  services: Services;
  path: string;
  requestId: string;
  socket: SocketRef;
  /** The account and session the socket connected as, if it did. */
  uid: string | undefined;
  sid: string | undefined;
}

/** What a message frame of contract `C` carries once validated. */
export type SocketMessage<C extends RouteContract> = C["socket"] extends {
  message: infer M extends z.ZodType;
}
  ? z.output<M>
  : never;

/**
 * The events of a socket route (upstream onWebsocketConnection/Message/DisConnection/Error). `connect` and
 * `message` run under the route's class and flags like a call (the frame's token checked each time);
 * what they throw is answered as an error frame. A missing `connect` accepts every caller the policy lets
 * through; `message` is required when the contract takes messages.
 */
export interface SocketHandlers<C extends RouteContract> {
  connect?(input: RouteInput<C>, ctx: SocketHandlerContext<C>): Promise<void>;
  message?(input: SocketMessage<C>, ctx: SocketHandlerContext<C>): Promise<void>;
  disconnect?(ctx: SocketClosedContext): Promise<void>;
  error?(ctx: SocketClosedContext, errMsg: string): Promise<void>;
}

/** One socket route: its contract and its event handlers. */
export interface SocketRouteHandler<C extends RouteContract = RouteContract> {
  contract: C;
  socket: SocketHandlers<C>;
}

/** Declares the handlers of a socket route's contract (one with `socket` in it). */
export const handleSocket = <C extends RouteContract & { socket: SocketSpec }>(
  contract: C,
  handlers: SocketHandlers<C>,
): SocketRouteHandler<C> => ({ contract, socket: handlers });
