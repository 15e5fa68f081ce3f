import { createHmac } from "node:crypto";
import type { Readable } from "node:stream";
import { ERRORS, normalizeLocale, RosterError } from "@roster/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../../app.js";
import { UploadRefused } from "../../providers/storage/local.js";
import { quotaError } from "../../services/files/quota.js";
import { receiveUpload } from "../../services/files/receive.js";
import { anonymousUploadUrls } from "../../services/gateway/storage.js";
import { readUpload } from "../file-upload.js";
import type { CallLimiter } from "../rate-limit.js";
import { API_ROUTE } from "../security-headers.js";
import {
  absoluteUrl,
  CLIENT_BODY_LIMIT,
  METHODS,
  type MethodContext,
  OSS_PATH,
  rateLimited,
} from "./client-methods.js";
import {
  AccessTokens,
  type ClientCall,
  readCall,
  replayKey,
  SDK_CODES,
  SdkFault,
} from "./client-protocol.js";

/**
 * `POST /client`: the cloud-space gateway of the unmodified uni-cloud client SDK, providers `aliyun` and
 * `private` (one space, CLOUD_SPACE_ID + CLOUD_CLIENT_SECRET; off, i.e. 404, without them). Every call is
 * checked (shape, space, HMAC-MD5 signature, timestamp window, aliyun access token), counted against the
 * rate budgets (`router` calls: the router's buckets via admitRouterCall; the gateway's own calls: the
 * `gateway` bucket), run, logged on one line and answered in the SDK's envelope. With CLOUD_PROVIDER_HOST,
 * `POST /client/oss` receives aliyun uploads and `GET /client/oss/<key>` serves their file IDs.
 */
export async function registerClientGateway(
  fastify: FastifyInstance,
  app: App,
  limiter: CallLimiter | undefined,
): Promise<void> {
  const settings = app.services.config.cloudGateway;
  if (!settings) return;
  const { services } = app;
  // Under a server key derived from the token secret: the client secret ships inside apps.
  const tokenKey = createHmac("sha256", services.codeKey).update("roster/cloud-gateway/access/v1").digest();
  const accessTokens = new AccessTokens(tokenKey, settings.spaceId, settings.accessTokenSeconds);

  const answerFault = (request: FastifyRequest, reply: FastifyReply, error: unknown, locale = "en") => {
    const fault = toFault(error, normalizeLocale(locale));
    if (fault.code === SDK_CODES.internal)
      request.log.error({ err: error, reqId: request.id }, "gateway call failed");
    const retry = (fault as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (retry !== undefined) reply.header("retry-after", String(retry));
    return reply
      .code(fault.status)
      .send({ success: false, error: { code: fault.code, message: fault.message } });
  };

  await fastify.register(async (scope) => {
    // Bodies are read here, as text, so that every fault is answered in the SDK's shape.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("multipart/form-data", (_request, _payload, done) => done(null));
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: CLIENT_BODY_LIMIT }, (_r, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: Error & { code?: unknown }, request, reply) => {
      const tooLarge = error.code === "FST_ERR_CTP_BODY_TOO_LARGE";
      const fault = tooLarge
        ? new SdkFault(413, SDK_CODES.bodyTooLarge, "the body is larger than 1 MiB")
        : typeof error.code === "string" && error.code.startsWith("FST_ERR_CTP")
          ? new SdkFault(400, SDK_CODES.invalidParam, "the body cannot be read")
          : error;
      return answerFault(request, reply, fault);
    });

    scope.post("/client", API_ROUTE, async (request, reply) => {
      const started = performance.now();
      reply.header("request-id", request.id);
      const headerInfo = readClientInfoHeader(request.headers["x-client-info"]);
      const locale = localeOf(headerInfo);
      let call: ClientCall | undefined;
      let ctx: MethodContext | undefined;
      let code = "0";
      try {
        const text = typeof request.body === "string" ? request.body : "";
        if (text === "") throw new SdkFault(400, SDK_CODES.invalidParam, "the body is empty");
        const now = services.clock.now();
        call = readCall(text, request.headers["x-serverless-sign"], settings, now);
        const method = METHODS[call.method];
        if (!method) throw new SdkFault(400, SDK_CODES.unknownMethod, "unknown method");
        if (call.provider === "aliyun" && call.method !== "serverless.auth.user.anonymousAuthorize") {
          const header = request.headers["x-basement-token"];
          if (header !== call.accessToken || !accessTokens.valid(call.accessToken, now))
            throw new SdkFault(
              401,
              SDK_CODES.invalidToken,
              "the access token is missing, invalid or expired",
            );
        }
        if (method.ownBucket && limiter) {
          const admission = await limiter.admit("gateway", request.ip);
          if (!admission.allowed) throw rateLimited(admission.retryAfterSeconds);
        }
        const userToken = headerText(request.headers["x-client-token"]);
        if (method.replay) {
          // Keyed by what the signature covers and nothing else: headers (x-client-token) are unsigned,
          // so anyone holding a captured call can change them, and it is still the same call.
          const ttl = call.timestamp + settings.signWindowSeconds * 1000 - now + 1000;
          if (!(await services.replayCache.firstSighting(replayKey(call), ttl)))
            throw new SdkFault(403, SDK_CODES.replayed, "this signed request was already received");
        }
        const context: MethodContext = {
          app,
          settings,
          limiter,
          request,
          call,
          userToken: call.provider === "private" ? userToken : undefined,
          headerClientInfo: headerInfo,
          locale: normalizeLocale(localeOf(headerInfo ?? clientInfoOfArgs(call))),
          accessTokens,
        };
        ctx = context;
        const data = await method.run(context);
        return reply.code(200).send({ success: true, data });
      } catch (error) {
        const sent = answerFault(request, reply, error, ctx?.locale ?? locale);
        code = String(toFault(error, "en").code);
        return sent;
      } finally {
        request.log.info(
          {
            reqId: request.id,
            gateway: "client",
            provider: call?.provider,
            method: call?.method ?? "",
            fn: call?.method === "serverless.function.runtime.invoke" ? functionName(call) : undefined,
            code,
            uid: ctx?.uid,
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
      if (!url)
        return reply
          .code(404)
          .send({ success: false, error: { code: "FILE_NOT_FOUND", message: "no such file" } });
      return reply
        .code(302)
        .header("cache-control", "no-store")
        .header("location", absoluteUrl(request, url))
        .send();
    });
  });
}

/** A refusal of any error: the SDK's own faults as they are, Roster's by their code, the rest SYS_ERR. */
function toFault(error: unknown, locale: ReturnType<typeof normalizeLocale>): SdkFault {
  if (error instanceof SdkFault) return error;
  if (error instanceof RosterError) {
    const status = error.errorName === "storageUnavailable" ? 503 : 400;
    return new SdkFault(status, String(ERRORS[error.errorName].code), error.localized(locale));
  }
  return new SdkFault(500, SDK_CODES.internal, "internal error");
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

function localeOf(info: unknown): string {
  if (typeof info !== "object" || info === null) return "";
  const { LOCALE, locale } = info as { LOCALE?: unknown; locale?: unknown };
  return typeof LOCALE === "string" ? LOCALE : typeof locale === "string" ? locale : "";
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
