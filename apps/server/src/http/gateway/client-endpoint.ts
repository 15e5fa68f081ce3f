import { createHmac } from "node:crypto";
import type { Readable } from "node:stream";
import { LIMITS, type Locale, normalizeLocale, RosterError } from "@roster/contract";
import {
  CLIENT_ACTIONS,
  clientCodeOf,
  clientStatusOf,
  type GatewayActionContract,
} from "@roster/contract/gateways";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../../app.js";
import { UploadRefused } from "../../providers/storage/local.js";
import {
  type PreparedAction,
  prepareActions,
  runGatewayAction,
  undeclaredActionError,
} from "../../router/gateway-actions.js";
import { type FileCaller, fileCallerOf } from "../../services/files/access.js";
import { quotaError } from "../../services/files/quota.js";
import { receiveUpload } from "../../services/files/receive.js";
import { anonymousUploadUrls } from "../../services/gateway/storage.js";
import { authenticate } from "../../services/sessions/authentication.js";
import { readUpload } from "../file-upload.js";
import type { CallLimiter } from "../rate-limit.js";
import { API_ROUTE } from "../security-headers.js";
import { absoluteUrl, type ClientActionContext, OSS_PATH } from "./client-actions/action.js";
import { CLIENT_HANDLERS } from "./client-actions/index.js";
import { AccessTokens, type ClientCall, readCall, replayKey } from "./client-protocol.js";

/** Every method with its handler, prepared once. */
const ACTIONS = prepareActions<ClientActionContext>(CLIENT_ACTIONS, CLIENT_HANDLERS);

/** The body limit of `/client` calls (the router's). */
const CLIENT_BODY_LIMIT = LIMITS.bodyLimitBytes;

/**
 * `POST /client`: the cloud-space gateway of the unmodified uni-cloud client SDK, providers `aliyun` and
 * `private` (one space, CLOUD_SPACE_ID + CLOUD_CLIENT_SECRET; off, i.e. 404, without them). The transport
 * checks every call (shape, space, HMAC-MD5 signature, timestamp window, aliyun access token); the method
 * then runs the gateways' one pipeline (router/gateway-actions.ts) driven by its contract
 * (packages/contract/src/gateways/client): its per-IP rate bucket (`gateway`, but for cloud functions,
 * which limit themselves), the replay memory, its caller (the uni-id token), its params, its handler
 * (client-actions/), the output check. Every call is logged on one line and answered in the SDK's
 * envelope, refusals by their catalogue entry's wire code and status, in the caller's locale. With
 * CLOUD_PROVIDER_HOST, `POST /client/oss` receives aliyun uploads and `GET /client/oss/<key>` serves their
 * file IDs. Answers the method contracts it serves.
 */
export async function registerClientGateway(
  fastify: FastifyInstance,
  app: App,
  limiter: CallLimiter | undefined,
): Promise<GatewayActionContract[]> {
  const settings = app.services.config.cloudGateway;
  if (!settings) return [];
  const { services } = app;
  // Under a server key derived from the token secret: the client secret ships inside apps.
  const tokenKey = createHmac("sha256", services.codeKey).update("roster/cloud-gateway/access/v1").digest();
  const accessTokens = new AccessTokens(tokenKey, settings.spaceId, settings.accessTokenSeconds);

  /** The SDK's envelope of a refusal: the entry's wire code and status, its message in `locale`. */
  const answerFault = (request: FastifyRequest, reply: FastifyReply, caught: unknown, locale: Locale) => {
    const error = caught instanceof RosterError ? caught : new RosterError("internal");
    if (error !== caught) request.log.error({ err: caught, reqId: request.id }, "gateway call failed");
    const status = clientStatusOf(error.errorName);
    const retryAfter = error.extra.retryAfter;
    if (status === 429 && typeof retryAfter === "number") reply.header("retry-after", String(retryAfter));
    const code = clientCodeOf(error.errorName);
    reply.code(status).send({ success: false, error: { code, message: error.localized(locale) } });
    return code;
  };

  /** The caller a method's contract admits: a uni-id token it reads must be good, and there if it needs one. */
  const admittedCaller = async (
    contract: GatewayActionContract,
    userToken: string | undefined,
  ): Promise<FileCaller | undefined> => {
    if (contract.caller === "none") return undefined;
    if (userToken === undefined) {
      if (contract.caller !== "any") throw new RosterError("clientSignInRequired");
      return undefined;
    }
    try {
      return fileCallerOf(await authenticate(services, userToken, { refresh: false }));
    } catch (error) {
      if (error instanceof RosterError)
        throw new RosterError(
          error.errorName === "tokenExpired" ? "clientTokenExpired" : "clientTokenInvalid",
        );
      throw error;
    }
  };

  await fastify.register(async (scope) => {
    // Bodies are read here, as text, so that every fault is answered in the SDK's shape.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("multipart/form-data", (_request, _payload, done) => done(null));
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: CLIENT_BODY_LIMIT }, (_r, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: Error & { code?: unknown }, request, reply) => {
      const fault =
        error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
          ? new RosterError("clientBodyTooLarge")
          : typeof error.code === "string" && error.code.startsWith("FST_ERR_CTP")
            ? new RosterError("clientBodyUnreadable")
            : error;
      answerFault(request, reply, fault, localeOf(readClientInfoHeader(request.headers["x-client-info"])));
      return reply;
    });

    scope.post("/client", API_ROUTE, async (request, reply) => {
      const started = performance.now();
      reply.header("request-id", request.id);
      const headerInfo = readClientInfoHeader(request.headers["x-client-info"]);
      let locale = localeOf(headerInfo);
      let call: ClientCall | undefined;
      let prepared: PreparedAction<ClientActionContext> | undefined;
      let uid: string | undefined;
      let code = "0";
      try {
        const text = typeof request.body === "string" ? request.body : "";
        if (text === "") throw new RosterError("clientBodyEmpty");
        const now = services.clock.now();
        const checked = readCall(text, request.headers["x-serverless-sign"], settings, now);
        call = checked;
        locale = localeOf(headerInfo ?? clientInfoOfArgs(checked));
        prepared = ACTIONS.get(checked.method);
        if (!prepared) throw new RosterError("clientInvalidMethod");
        if (checked.provider === "aliyun" && checked.method !== "serverless.auth.user.anonymousAuthorize") {
          const header = request.headers["x-basement-token"];
          if (header !== checked.accessToken || !accessTokens.valid(checked.accessToken, now))
            throw new RosterError("clientInvalidToken");
        }
        const userToken =
          checked.provider === "private" ? headerText(request.headers["x-client-token"]) : undefined;
        const data = await runGatewayAction(services, {
          action: prepared,
          // The provider is the envelope's; the methods whose params differ by provider read it there.
          raw: { ...checked.params, provider: checked.provider },
          ip: request.ip,
          requestId: request.id,
          limiter,
          admit: async (contract) => {
            if (contract.replayGuarded) {
              // Keyed by what the signature covers and nothing else: headers (x-client-token) are unsigned,
              // so anyone holding a captured call can change them, and it is still the same call.
              const ttl = checked.timestamp + settings.signWindowSeconds * 1000 - now + 1000;
              if (!(await services.replayCache.firstSighting(replayKey(checked), ttl)))
                throw new RosterError("clientReplayed");
            }
            const caller = await admittedCaller(contract, userToken);
            uid = caller?.uid;
            const ctx: ClientActionContext = {
              app,
              settings,
              limiter,
              request,
              provider: checked.provider,
              userToken,
              headerClientInfo: headerInfo,
              locale,
              accessTokens,
              caller,
            };
            return { ctx, locale, account: uid };
          },
        });
        return reply.code(200).send({ success: true, data });
      } catch (caught) {
        code = answerFault(
          request,
          reply,
          undeclaredActionError(services, prepared, request.id, caught),
          locale,
        );
        return reply;
      } finally {
        request.log.info(
          {
            reqId: request.id,
            gateway: "client",
            provider: call?.provider,
            method: call?.method ?? "",
            fn: call?.method === "serverless.function.runtime.invoke" ? functionName(call) : undefined,
            code,
            uid,
            ip: request.ip,
            ms: Math.round((performance.now() - started) * 10) / 10,
          },
          "gateway call",
        );
      }
    });

    const storage = services.storage.served;
    if (!settings.providerHost || !storage) return;
    const maxBytes = services.config.storage.maxBytes;

    // aliyun's OSS-style POST: its form names (key, policy, Signature...) carry Roster's signed policy.
    scope.post(OSS_PATH, API_ROUTE, async (request, reply) => {
      try {
        const received = await readUpload(request, maxBytes, async (fields, stream) => {
          const policy = storage.checkUploadFields({
            key: fields.key ?? "",
            policy: fields.policy ?? "",
            "x-roster-signature": fields.Signature ?? "",
            "Content-Type": policyContentType(fields.policy),
          });
          return receiveUpload(services, policy, stream as Readable);
        });
        if (received.stored) return reply.code(200).send({ success: true });
        // Refused on arrival: the SDK reads the status only, and learns why from its report.
        const refusal = quotaError(services, received.refusal);
        return reply
          .code(200)
          .send({ success: false, error: { code: String(refusal.code), message: refusal.message } });
      } catch (error) {
        request.raw.unpipe();
        reply.header("connection", "close");
        if (error instanceof UploadRefused)
          return reply.code(error.status).send({
            success: false,
            error: { code: String(error.code), message: error.message },
          });
        throw error;
      }
    });

    // An aliyun file ID is a URL: anonymous gateway uploads answer it with a short-lived signed download.
    scope.get(`${OSS_PATH}/*`, async (request, reply) => {
      const key = (request.params as { "*": string })["*"];
      const [url] = await anonymousUploadUrls(services, [key]);
      if (!url) {
        const locale = localeOf(readClientInfoHeader(request.headers["x-client-info"]));
        answerFault(request, reply, new RosterError("clientFileNotFound"), locale);
        return reply;
      }
      return reply
        .code(302)
        .header("cache-control", "no-store")
        .header("location", absoluteUrl(request, url))
        .send();
    });
  });
  return [...ACTIONS.values()].map((action) => action.contract);
}

function headerText(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.length <= 4096 ? text : undefined;
}

/** `x-client-info`: the URI-encoded JSON of the SDK's client info, or undefined. */
function readClientInfoHeader(value: string | string[] | undefined): unknown {
  const text = headerText(value);
  if (!text) return undefined;
  try {
    return JSON.parse(decodeURIComponent(text));
  } catch {
    return undefined;
  }
}

function clientInfoOfArgs(call: ClientCall): unknown {
  const args = call.params.functionArgs;
  return typeof args === "object" && args !== null
    ? (args as { clientInfo?: unknown }).clientInfo
    : undefined;
}

/** The caller's locale, from the SDK's client info (`LOCALE`, else `locale`). */
function localeOf(info: unknown): Locale {
  if (typeof info !== "object" || info === null) return normalizeLocale("");
  const { LOCALE, locale } = info as { LOCALE?: unknown; locale?: unknown };
  return normalizeLocale(typeof LOCALE === "string" ? LOCALE : typeof locale === "string" ? locale : "");
}

function functionName(call: ClientCall): string {
  const name = call.params.functionTarget;
  return typeof name === "string" ? name.slice(0, 100) : "";
}

/** The content type inside a signed policy (checked against its signature by the storage). */
function policyContentType(policy: string | undefined): string {
  try {
    const wire = JSON.parse(Buffer.from(policy ?? "", "base64url").toString("utf8")) as { ct?: unknown };
    return typeof wire.ct === "string" ? wire.ct : "";
  } catch {
    return "";
  }
}
