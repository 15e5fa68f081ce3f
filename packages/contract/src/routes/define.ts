import type { z } from "zod";

/** The route classes of the router (reference §2.1). */
export type RouteClass = "pub" | "kh" | "sys";

/** One route of the router function: its path, input and output schemas. */
export interface RouteContract<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly path: string;
  readonly input: I;
  readonly output: O;
  /**
   * pub routes only: a token, when one is sent, must be valid and its session live (30202-30204
   * otherwise). Without this flag a pub route reads a token silently and ignores a bad one.
   */
  readonly requiresValidToken?: boolean;
}

/** Declares a route contract; the path is the route's URL and its file path. */
export const defineRoute = <I extends z.ZodType, O extends z.ZodType>(contract: RouteContract<I, O>) =>
  contract;

/** The validated input type of a contract. */
export type RouteInput<C extends RouteContract> = z.output<C["input"]>;
/** The body a client receives on success. */
export type RouteOutput<C extends RouteContract> = z.output<C["output"]>;
/** What a client may send. */
export type RouteRequest<C extends RouteContract> = z.input<C["input"]>;
