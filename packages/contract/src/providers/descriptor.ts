import type { z } from "zod";
import type { ErrorName } from "../errors/catalogue.js";
import type { Texts } from "../i18n/texts.js";

/**
 * What one generic route of a provider differs in: the input fields of its credential (when they are not
 * the shared ones) and the errors of its protocol, said after the shared errors of its kind.
 */
export interface ProviderRouteSpec {
  readonly input?: z.ZodRawShape;
  readonly errors?: readonly ErrorName[];
}

/**
 * One white shape of a provider's mark, as SVG attributes; the value `"brand"` stands for the brand colour
 * (a cut-out line or dot).
 */
export interface IconShape {
  readonly tag: "circle" | "ellipse" | "path";
  readonly attrs: Readonly<Record<string, string | number>>;
}

/**
 * One social sign-in provider, described once (issue 28.1). The route contracts (routes/social-routes.ts),
 * the provider id union, the getOAuthState enum, the provider labels, the server's presenter and login log
 * and the web's buttons, linked accounts and icons are derived from these descriptors. The protocol itself
 * (how a credential is verified) lives in the server's provider module of the same id.
 */
export interface ProviderDescriptor {
  /** The id in stored identities, in the login log and on the wire (`provider: "weixin"`). */
  readonly id: string;
  /** The provider's name in route paths, as upstream writes it (`loginByWeixin`, `bindQQ`). */
  readonly routeName: string;
  /** The provider's name in every locale: said in `{param}` of social errors (a field label under `id`). */
  readonly label: Texts;
  /** The web's round badge: the brand colour and a white mark, a glyph or shapes on a 44×44 box. */
  readonly icon: { readonly color: string; readonly glyph?: string; readonly shapes?: readonly IconShape[] };
  /** The flows it has: the app's SDK, a web consent page (OAuth), a mini-program, a vouched phone number. */
  readonly flows: {
    readonly app: boolean;
    readonly webOAuth: boolean;
    /** The uni-app platform of its mini-program, when it has one (`mp-weixin`). */
    readonly miniProgram?: string;
    readonly phoneNumber: boolean;
  };
  /** The web consent flows the web client can start, each with the platform the server serves it as. */
  readonly webFlows?: readonly { readonly flow: string; readonly platform: string }[];
  /**
   * The upstream userInfo fields of its identities (reference §6.1): `<prefix>_openid` as a
   * `{platform: openid}` map (or a string when `flat`), and `<prefix>_unionid` unless `flat`. None: the
   * provider links no identity (it signs in by mobile).
   */
  readonly userInfo?: { readonly prefix: string; readonly flat: boolean };
  /** uni-id's own codes for a `type` refusal, where it has them (otherwise vk's -1 and code 1). */
  readonly accountErrors?: { readonly exists: ErrorName; readonly notExists: ErrorName };
  /** uni-id's own code for an identity bound to another account (otherwise vk's code 1). */
  readonly boundElsewhere?: ErrorName;
  /**
   * The generic routes it serves, built by the factories of routes/social-routes.ts: `loginBy<Name>`,
   * `bind<Name>`, `unbind<Name>`, `code2Session<Name>`, `loginBy<Name>PhoneNumber`.
   */
  readonly routes: {
    readonly login?: ProviderRouteSpec;
    readonly bind?: ProviderRouteSpec;
    readonly unbind?: ProviderRouteSpec;
    readonly code2Session?: ProviderRouteSpec;
    readonly phoneLogin?: ProviderRouteSpec;
  };
  /** Its routes of its own (mini-program codes, one-tap sign-in), each written as a contract of its own. */
  readonly ownRoutes?: readonly string[];
}

/** Declares a provider; returns it as written, with its literal types (the factories read them). */
export const defineProvider = <const D extends ProviderDescriptor>(descriptor: D): D => descriptor;
