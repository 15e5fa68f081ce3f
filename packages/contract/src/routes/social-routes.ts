import { z } from "zod";
import type { ErrorName } from "../errors/catalogue.js";
import type { ProviderDescriptor } from "../providers/descriptor.js";
import { ok } from "../schemas/envelope.js";
import {
  code2SessionInput,
  code2SessionOutput,
  oauthStateField,
  phoneLoginInput,
  SOCIAL_BIND_ERRORS,
  SOCIAL_CREDENTIAL_ERRORS,
  SOCIAL_LOGIN_ERRORS,
  SOCIAL_PHONE_ERRORS,
  sessionBindInput,
  socialAppidField,
  socialLoginInput,
  socialLoginOutput,
} from "../schemas/social.js";
import { loginResultSchema, userInfoSchema } from "../schemas/user.js";
import { defineRoute, type Route } from "./define.js";

/**
 * The factories of the routes every provider has alike (issue 28.1): a provider's route file is one call,
 * `export const bindDouyin = bindRoute({ path: "user/kh/bindDouyin" }, douyin)`, and what differs between providers (their credential's
 * fields, their protocol's errors) is read from the descriptor. Every rule a route has is still in its
 * contract: these only write the contract.
 */

/** The spec of a generic route `kind` of a provider. */
type RouteOf<D extends ProviderDescriptor, K extends keyof ProviderDescriptor["routes"]> = NonNullable<
  D["routes"][K]
>;
/** The input fields of a route: the descriptor's, else the kind's shared ones. */
type ShapeOf<S, Default extends z.ZodRawShape> = S extends { input: infer I extends z.ZodRawShape }
  ? I
  : Default;
/** A route spec as the factories write it. */
type Spec<P extends string, I extends z.ZodRawShape, O extends z.ZodType, Extra> = {
  readonly path: P;
  readonly input: ReturnType<typeof z.object<I>>;
  readonly output: O;
  readonly errors: readonly ErrorName[];
} & Extra;

/**
 * The path a route file writes (so that it can be found by its path, and the web's client copy keeps it),
 * checked against the one the descriptor gives (a programming error, caught when the module loads).
 */
function routePath(route: { readonly path: string }, derived: string): string {
  if (route.path !== derived) throw new Error(`route ${route.path} is the provider's ${derived}`);
  return route.path;
}

/** A generic route of the descriptor, or a programming error (caught when the module loads). */
function routeSpec<D extends ProviderDescriptor>(d: D, kind: keyof ProviderDescriptor["routes"]) {
  const spec = d.routes[kind];
  if (!spec) throw new Error(`provider ${d.id} serves no ${kind} route`);
  return spec;
}

/** What a bind route answers: the identity (never a key or token) and the refreshed user. */
const bindOutput = ok({
  openid: z.string(),
  unionid: z.string().optional(),
  encryptedKey: z.string().optional(),
  userInfo: userInfoSchema,
  needUpdateUserInfo: z.literal(true),
});
/** The default bind input: a fresh code or a recent code2Session's `encryptedKey`, and the web's state. */
const defaultBindInput = { ...sessionBindInput, state: oauthStateField.optional() };
const unbindInput = { appid: socialAppidField.optional() };
const unbindOutput = ok({ userInfo: userInfoSchema, needUpdateUserInfo: z.literal(true) });
const code2SessionAnswer = ok(code2SessionOutput);
const phoneOutput = loginResultSchema.extend({ mobile: z.string() });
/** What a phone-number login may answer besides the provider's errors: the account rules of loginBySms. */
const PHONE_LOGIN_ERRORS = [
  "mobileAccountExists",
  "mobileAccountNotExists",
  "registerInviteCodeInvalid",
  "accountBanned",
  "accountClosed",
  "inviteCodeFailed",
  "userNotExist",
  "credentialsChanged",
] as const satisfies readonly ErrorName[];

/**
 * `user/pub/loginBy<Name>`: signs in or registers with the provider (reference §7.2). `type` login /
 * register answer the provider's own codes (uni-id's) or vk's -1. Not configured for the platform: 91203.
 * A web sign-in (`web`, `h5`, `h5-weixin`) needs the `state` of user/pub/getOAuthState (91951), from this
 * device (91209), used once (91952); app and mini-program codes carry none.
 */
export function loginRoute<const D extends ProviderDescriptor & { routes: { login: object } }>(
  route: { readonly path: `user/pub/loginBy${D["routeName"]}` },
  d: D,
) {
  const spec = routeSpec(d, "login");
  return defineRoute({
    path: routePath(route, `user/pub/loginBy${d.routeName}`),
    input: z.object(spec.input ?? socialLoginInput),
    output: socialLoginOutput,
    refreshesUser: true,
    opensSession: "signIn",
    budget: "platformSignIn",
    errors: [...SOCIAL_LOGIN_ERRORS, ...(spec.errors ?? [])],
  } as never) as unknown as Route<
    Spec<
      `user/pub/loginBy${D["routeName"]}`,
      ShapeOf<RouteOf<D, "login">, typeof socialLoginInput>,
      typeof socialLoginOutput,
      { readonly refreshesUser: true; readonly opensSession: "signIn"; readonly budget: "platformSignIn" }
    >
  >;
}

/**
 * `user/kh/bind<Name>`: links the provider's account to the caller (reference §7.3). Already bound for
 * this app: code 1; an identity (or unionid) bound to another account is never moved (the provider's own
 * code, else code 1). A link from the web needs the `state` of user/pub/getOAuthState (91951, 91209, 91952).
 */
export function bindRoute<const D extends ProviderDescriptor & { routes: { bind: object } }>(
  route: { readonly path: `user/kh/bind${D["routeName"]}` },
  d: D,
) {
  const spec = routeSpec(d, "bind");
  return defineRoute({
    path: routePath(route, `user/kh/bind${d.routeName}`),
    input: z.object(spec.input ?? defaultBindInput),
    output: bindOutput,
    refreshesUser: true,
    budget: "platformSignIn",
    errors: [...SOCIAL_BIND_ERRORS, ...(spec.errors ?? [])],
  } as never) as unknown as Route<
    Spec<
      `user/kh/bind${D["routeName"]}`,
      ShapeOf<RouteOf<D, "bind">, typeof defaultBindInput>,
      typeof bindOutput,
      { readonly refreshesUser: true; readonly budget: "platformSignIn" }
    >
  >;
}

/**
 * `user/kh/unbind<Name>`: unlinks the caller's identities of the provider (reference §7.3), those of one
 * app when `appid` is given. Not bound: code 1 "无需解绑"; refused (91204) when no other way to sign in
 * (password, confirmed mobile or e-mail, another linked account) would remain.
 */
export function unbindRoute<const D extends ProviderDescriptor & { routes: { unbind: object } }>(
  route: { readonly path: `user/kh/unbind${D["routeName"]}` },
  d: D,
) {
  routeSpec(d, "unbind");
  return defineRoute({
    path: routePath(route, `user/kh/unbind${d.routeName}`),
    input: z.object(unbindInput),
    output: unbindOutput,
    refreshesUser: true,
    errors: ["socialNotBound", "socialUnbindLastSignIn"],
  } as never) as unknown as Route<
    Spec<
      `user/kh/unbind${D["routeName"]}`,
      typeof unbindInput,
      typeof unbindOutput,
      { readonly refreshesUser: true }
    >
  >;
}

/**
 * `user/pub/code2Session<Name>`: exchanges a login code for the identity without signing in (reference
 * §7.2). The session key stays on the server; `encryptedKey` is a sealed reference to it for
 * getPhoneNumber, bind<Name> and loginBy<Name>PhoneNumber (never the key itself, nor a token).
 */
export function code2SessionRoute<const D extends ProviderDescriptor & { routes: { code2Session: object } }>(
  route: { readonly path: `user/pub/code2Session${D["routeName"]}` },
  d: D,
) {
  const spec = routeSpec(d, "code2Session");
  return defineRoute({
    path: routePath(route, `user/pub/code2Session${d.routeName}`),
    input: z.object(spec.input ?? code2SessionInput),
    output: code2SessionAnswer,
    budget: "platformSignIn",
    errors: [...SOCIAL_CREDENTIAL_ERRORS, ...(spec.errors ?? [])],
  } as never) as unknown as Route<
    Spec<
      `user/pub/code2Session${D["routeName"]}`,
      ShapeOf<RouteOf<D, "code2Session">, typeof code2SessionInput>,
      typeof code2SessionAnswer,
      { readonly budget: "platformSignIn" }
    >
  >;
}

/**
 * `user/pub/loginBy<Name>PhoneNumber`: signs in (or registers) by the mobile the provider vouches for
 * (reference §7.2): a phone `code`, or `encryptedData` + `iv` decrypted with the session key that
 * `encryptedKey` names (watermark appid checked). Then as loginBySms: the account of that confirmed
 * mobile, else a new one (nickname "手机尾号XXXX用户", invite rules); with `encryptedKey` the provider's
 * openid is linked when it is free. Another country's number is `+<country><number>` and never signs in
 * to a mainland account; an unreadable one answers 91950.
 */
export function phoneLoginRoute<const D extends ProviderDescriptor & { routes: { phoneLogin: object } }>(
  route: { readonly path: `user/pub/loginBy${D["routeName"]}PhoneNumber` },
  d: D,
) {
  const spec = routeSpec(d, "phoneLogin");
  return defineRoute({
    path: routePath(route, `user/pub/loginBy${d.routeName}PhoneNumber`),
    input: z.object(spec.input ?? phoneLoginInput),
    output: phoneOutput,
    refreshesUser: true,
    opensSession: "signIn",
    budget: "phoneNumber",
    errors: [...SOCIAL_PHONE_ERRORS, ...PHONE_LOGIN_ERRORS, ...(spec.errors ?? [])],
  } as never) as unknown as Route<
    Spec<
      `user/pub/loginBy${D["routeName"]}PhoneNumber`,
      ShapeOf<RouteOf<D, "phoneLogin">, typeof phoneLoginInput>,
      typeof phoneOutput,
      { readonly refreshesUser: true; readonly opensSession: "signIn"; readonly budget: "phoneNumber" }
    >
  >;
}
