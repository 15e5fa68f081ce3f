import { type Locale, RosterError } from "@roster/contract";
import type {
  ClientProvider,
  GatewayActionContract,
  GatewayInput,
  GatewayOutput,
} from "@roster/contract/gateways";
import type { FastifyRequest } from "fastify";
import type { App } from "../../../app.js";
import type { ActionHandler } from "../../../router/gateway-actions.js";
import type { FileCaller } from "../../../services/files/access.js";
import type { CloudGatewaySettings } from "../../../settings/gateway.js";
import type { CallLimiter } from "../../rate-limit.js";
import type { AccessTokens } from "../client-protocol.js";

/** What every `/client` method's handler gets: the call as the transport checked it, and its caller. */
export interface ClientActionContext {
  readonly app: App;
  readonly settings: CloudGatewaySettings;
  readonly limiter: CallLimiter | undefined;
  readonly request: FastifyRequest;
  readonly provider: ClientProvider;
  /** The caller's uni-id token (private provider: `x-client-token`), when it sent one, as sent. */
  readonly userToken: string | undefined;
  /** The SDK's client info from `x-client-info` (private provider), when it sent one. */
  readonly headerClientInfo: unknown;
  readonly locale: Locale;
  readonly accessTokens: AccessTokens;
  /** The signed-in caller, for methods whose contract's caller reads the uni-id token (the policy checked it). */
  readonly caller: FileCaller | undefined;
}

/** The context of one method: `caller` is there when its contract asks for a signed-in account. */
export type ClientHandlerContext<C extends GatewayActionContract> = C["caller"] extends "user"
  ? ClientActionContext & { readonly caller: FileCaller }
  : ClientActionContext;

/** Declares the handler of a `/client` method: its input (the params) and answer (the data) are the contract's types. */
export const clientAction = <C extends GatewayActionContract>(
  contract: C,
  handle: (input: GatewayInput<C>, ctx: ClientHandlerContext<C>) => Promise<GatewayOutput<C>>,
): ActionHandler<C, ClientActionContext> =>
  ({ contract, handle }) as unknown as ActionHandler<C, ClientActionContext>;

/** The path under which aliyun uploads are received and their file IDs served. */
export const OSS_PATH = "/client/oss";

/** Roster's server-relative URLs (local storage without PUBLIC_URL) made absolute for the SDK. */
export function absoluteUrl(request: FastifyRequest, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${request.protocol}://${request.host}${url}`;
}

/** The owner of an anonymous caller's upload (""), when anonymous uploads are on (CLOUD_ANONYMOUS_UPLOADS). */
export function anonymousOwner(ctx: ClientActionContext): string {
  if (!ctx.settings.anonymousUploads) throw new RosterError("clientStorageDenied");
  return "";
}

/** The owner of an upload: the signed-in caller, else an anonymous one (see {@link anonymousOwner}). */
export const uploadOwner = (ctx: ClientActionContext): string => ctx.caller?.uid ?? anonymousOwner(ctx);

/** The https host and path that aliyun upload targets and file IDs name (CLOUD_PROVIDER_HOST, local storage). */
export function ossHost(ctx: ClientActionContext): string {
  const host = ctx.settings.providerHost;
  if (!host || !ctx.app.services.storage.served) throw new RosterError("clientStorageUnsupported");
  return `${host}${OSS_PATH}`;
}
