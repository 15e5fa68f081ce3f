import type { z } from "zod";
import type { AuditTitle } from "../audit-titles.js";
import type { BudgetName } from "../budgets.js";
import type { ErrorName } from "../errors/catalogue.js";

/** The route classes of the router (reference §2.1): public, signed-in ("kh"), and permission-checked. */
export type RouteClass = "pub" | "kh" | "sys";

/**
 * The class of a path literal: a `sys` segment before `kh` before `pub` (reference §2.1); `never` for a path
 * with none of them, and any class for a path that is only known as `string`.
 */
export type ClassOf<P extends string> = string extends P
  ? RouteClass
  : `/${P}/` extends `${string}/sys/${string}`
    ? "sys"
    : `/${P}/` extends `${string}/kh/${string}`
      ? "kh"
      : `/${P}/` extends `${string}/pub/${string}`
        ? "pub"
        : never;

/** The class of a path at run time, by the same rule as {@link ClassOf}; undefined for none. */
export function routeClassOf(path: string): RouteClass | undefined {
  const wrapped = `/${path}/`;
  if (wrapped.includes("/sys/")) return "sys";
  if (wrapped.includes("/kh/")) return "kh";
  if (wrapped.includes("/pub/")) return "pub";
  return undefined;
}

/**
 * The seed's rule (§4): calls to `template/test/pub/testEncryptRequest` and to every route under
 * `template/encrypt/` are encrypted. Contracts on these paths must say `encrypted: true` (checked when they
 * are defined); everything else (router, clients) reads the contract's `encrypted` flag.
 */
export const isEncryptedByPath = (path: string): boolean =>
  path === "template/test/pub/testEncryptRequest" || path.startsWith("template/encrypt/");

/**
 * The per-client-IP budgets of RATE_LIMIT_PER_MINUTE calls a minute; each route spends from the one its
 * contract names in `rate` (calls to no route spend from `pub`). In a bucket that `exemptsSignedIn`, calls
 * with a valid token do not count: their session limits them.
 */
export const RATE_BUCKETS = {
  pub: { exemptsSignedIn: false },
  kh: { exemptsSignedIn: true },
  sys: { exemptsSignedIn: true },
} as const;

/** The name of a rate budget, see {@link RATE_BUCKETS}. */
export type RateBucket = keyof typeof RATE_BUCKETS;

/**
 * What a caller needs beyond the route class: `none`; `granted`, the role admin or an enabled permission
 * whose url matches the route's path (exact, wildcard or regex); `admin`, the role admin only.
 */
export type Permission = "none" | "granted" | "admin";

/**
 * The one account an audited call acts on, as its contract finds it: a user id, or a session (the account
 * it belongs to). The router reads the account's name and rights for the admin log.
 */
export type AuditTargetRef = { readonly user: string } | { readonly session: string };

/**
 * How an audited route finds the account it acts on: `fromInput` reads the validated input and the account
 * is looked up before the handler runs (its name as it was then; an account the call deleted is named by
 * its id only, as an erasure leaves every entry about it);
 * `fromOutput` reads a successful answer (an account the call created). Either returns `undefined` when a
 * call has no one account (a push to a channel). `I` and `O` are the route's input and output types: the
 * function's parameter is written with the fields it reads (`(input: { uid: string }) => ...`) and
 * `defineRoute` refuses one that the route's input or output does not have.
 */
export type AuditTarget<I = never, O = never> =
  | { readonly fromInput: (input: I) => AuditTargetRef | undefined }
  | { readonly fromOutput: (output: O) => AuditTargetRef | undefined };

/**
 * An audited route: each authorized call is written to the admin log under this title (a message key), and
 * with the account it acts on when the route says how to find one (`target`).
 */
export interface AuditSpec<I = never, O = never> {
  readonly title: AuditTitle;
  readonly target?: AuditTarget<I, O>;
}

/** Every rule of a route besides its path and schemas. The router, filters, audit log and docs read these. */
export interface RoutePolicy {
  /** A success carries a fresh, secret-free `userInfo` and `needUpdateUserInfo: true` (reference §2.3). */
  readonly refreshesUser: boolean;
  /** Changes are written to the admin log, or `false`. */
  readonly audit: AuditSpec | false;
  /** Only encrypted calls are accepted (seed §4, reference §12.1); the answer is encrypted too. */
  readonly encrypted: boolean;
  readonly rate: RateBucket;
  readonly permission: Permission;
  /** The caller also needs back-office access (`allow_login_background`) unless they are an admin. */
  readonly backOffice: boolean;
  /**
   * A client-sent `uid` names the user acted upon and reaches the input. Otherwise it is dropped: the
   * caller is always the token's user.
   */
  readonly acceptsUid: boolean;
  /**
   * pub routes only: a token, when one is sent, must be valid and its session live (30202-30204
   * otherwise). Without this flag a pub route reads a token silently and ignores a bad one.
   */
  readonly requiresValidToken: boolean;
  /** The catalogue errors the route itself may answer, besides those its class and flags imply. */
  readonly errors: readonly ErrorName[];
  /**
   * A success opens a new session: `signIn`, a sign-in or a sign-up, which for an account with a second
   * factor answers `secondStepNeeded` with a ticket instead; `secondStep`, the route that finishes such a
   * sign-in with the ticket and a factor (issue 29). `sign-in-gate.test.ts` calls every `signIn` route to
   * prove that it stops at the second step.
   */
  readonly opensSession: false | "signIn" | "secondStep";
  /**
   * kh and sys routes only: the caller's session must have proven who it is (a sign-in, or
   * `user/kh/reauthenticate`) within RECENT_AUTH_SECONDS; `recentAuthRequired` otherwise (issue 29).
   */
  readonly recentAuth: boolean;
  /**
   * The budget each call spends from, for a route that costs the operator money or platform quota (see
   * BUDGETS in budgets.ts): counted per account and per client IP after authentication, before the handler.
   */
  readonly budget?: BudgetName;
}

/**
 * A socket route (client-push reference §1): clients open `GET /ws/function/router?url=<path>` as a
 * WebSocket and speak frames, never calls. Its contract's `input` is the data of the connect frame and its
 * `output` the data of the connect answer (`{cid}`); the class, `permission`, `backOffice` and `encrypted`
 * apply to every frame as they apply to calls (the token of each frame is checked). An HTTP call to a socket
 * route is refused (`socketRouteOverHttp`).
 */
export interface SocketSpec {
  /** What a client may send once connected (validated like an input); `false`: the route takes none. */
  readonly message: z.ZodType | false;
  /** What the server sends to the route's sockets (replies and pushes), as plain JSON messages. */
  readonly push: z.ZodType;
}

/** One route of the router function: its path, class, schemas and policy. */
export interface RouteContract<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType>
  extends RoutePolicy {
  readonly path: string;
  readonly class: RouteClass;
  readonly input: I;
  readonly output: O;
  /** The frames of a socket route, or `false` for a route that is called (see {@link SocketSpec}). */
  readonly socket: SocketSpec | false;
}

/**
 * The flags a contract of each class gets when it does not write them: a contract writes only what differs
 * from its class (issue 28.5). Every route is unaudited, plain (not encrypted), refreshes no user, takes
 * no client `uid`, reads a bad token on a pub route silently and declares no errors of its own; it spends
 * from its class's rate bucket; a sys route needs a granted permission and back-office access.
 */
export type ClassDefaults<K extends RouteClass> = {
  readonly refreshesUser: false;
  readonly audit: false;
  readonly encrypted: false;
  readonly rate: K;
  readonly permission: K extends "sys" ? "granted" : "none";
  readonly backOffice: K extends "sys" ? true : false;
  readonly acceptsUid: false;
  readonly requiresValidToken: false;
  readonly opensSession: false;
  readonly recentAuth: false;
  readonly errors: readonly [];
};

/** The defaults of {@link ClassDefaults} as values, the one place they are written. */
export function classDefaults<K extends RouteClass>(routeClass: K): ClassDefaults<K> {
  return {
    refreshesUser: false,
    audit: false,
    encrypted: false,
    rate: routeClass,
    permission: (routeClass === "sys" ? "granted" : "none") as ClassDefaults<K>["permission"],
    backOffice: (routeClass === "sys") as ClassDefaults<K>["backOffice"],
    acceptsUid: false,
    requiresValidToken: false,
    opensSession: false,
    recentAuth: false,
    errors: [],
  };
}

/**
 * What a contract file writes: its path and schemas, and of the policy only what differs from its class's
 * defaults ({@link ClassDefaults}); the class follows from the path.
 */
export interface RouteSpec extends Partial<RoutePolicy> {
  readonly path: string;
  readonly input: z.ZodType;
  readonly output: z.ZodType;
  /** Present on socket routes only (see {@link SocketSpec}). */
  readonly socket?: SocketSpec;
}

/** Rules that tie flags to the class, checked by the compiler (and again at run time). */
type ClassRules<K> = [K] extends [never]
  ? { path: "a route path needs a pub, kh or sys segment" }
  : K extends "sys"
    ? { permission?: "granted" | "admin" }
    : { permission?: "none"; backOffice?: false; acceptsUid?: false } & (K extends "pub"
        ? { audit?: false; recentAuth?: false }
        : { requiresValidToken?: false });

/** An audit's `target` reads the route's own input or output type: a wrong field is a compile error. */
type AuditRules<S extends RouteSpec> = {
  readonly audit?: false | AuditSpec<z.output<S["input"]>, z.output<S["output"]>>;
};

/**
 * A contract as {@link defineRoute} returns it: every flag, the spec's literal ones over its class's
 * defaults, plus its class and socket.
 */
export type Route<S extends RouteSpec> = Omit<ClassDefaults<ClassOf<S["path"]>>, keyof S> &
  S & {
    readonly class: ClassOf<S["path"]>;
    readonly socket: S extends { socket: infer K extends SocketSpec } ? K : false;
  };

/**
 * Declares a route contract; the path is the route's URL and its file path. Throws when a flag does not
 * suit the class (a programming error, caught when the module loads).
 */
export function defineRoute<const S extends RouteSpec>(
  spec: S & ClassRules<ClassOf<S["path"]>> & AuditRules<S>,
): Route<S> {
  const routeClass = routeClassOf(spec.path);
  const given = spec as RouteSpec;
  const effective = { ...(routeClass ? classDefaults(routeClass) : {}), ...withoutUndefined(given) };
  const problem = !routeClass
    ? "has no pub, kh or sys segment"
    : routeClass === "sys"
      ? effective.permission === "none" && "is a sys route and needs a permission"
      : (effective.permission !== "none" || effective.backOffice || effective.acceptsUid) &&
        "is not a sys route: permission, backOffice and acceptsUid do not apply";
  const flagProblem =
    (routeClass === "pub" && effective.audit && "is public and cannot be audited") ||
    (routeClass === "pub" && effective.recentAuth && "is public: recentAuth needs a session") ||
    (routeClass !== "pub" &&
      effective.requiresValidToken &&
      "always needs a token: requiresValidToken is for pub routes") ||
    (isEncryptedByPath(spec.path) && !effective.encrypted && "must be encrypted (seed §4)") ||
    (spec.socket &&
      (effective.refreshesUser || effective.audit || effective.budget || effective.recentAuth) &&
      "is a socket route: refreshesUser, audit, budget and recentAuth apply to calls only");
  if (problem || flagProblem) throw new Error(`route ${spec.path} ${problem || flagProblem}`);
  return Object.freeze({
    ...classDefaults(routeClass as RouteClass),
    ...withoutUndefined(spec),
    class: routeClass,
    socket: spec.socket ?? false,
  }) as unknown as Route<S>;
}

/** A spec's own fields without those written as `undefined` (which must not hide a default). */
function withoutUndefined<T extends object>(spec: T): T {
  return Object.fromEntries(Object.entries(spec).filter(([, value]) => value !== undefined)) as T;
}

/** The validated input type of a contract. */
export type RouteInput<C extends RouteContract> = z.output<C["input"]>;
/** The body a client receives on success. */
export type RouteOutput<C extends RouteContract> = z.output<C["output"]>;
/** What a client may send. */
export type RouteRequest<C extends RouteContract> = z.input<C["input"]>;
