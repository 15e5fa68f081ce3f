import type { Readable } from "node:stream";
import { type ErrorName, normalizeLocale, RosterError } from "@roster/contract";
import { type GatewayActionContract, isSdkRefusal, TCB_ACTIONS, tcbCodeOf } from "@roster/contract/gateways";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../../app.js";
import { UploadRefused } from "../../providers/storage/local.js";
import {
  type PreparedAction,
  prepareActions,
  runGatewayAction,
  undeclaredActionError,
} from "../../router/gateway-actions.js";
import { TRANSPORT_STATUS } from "../../router/status.js";
import type { TcbContext } from "../../services/tcb/auth.js";
import { checkUploadSignature, receiveUpload, TCB_UPLOAD_PATH } from "../../services/tcb/storage.js";
import { callerOf, type TcbCaller } from "../../services/tcb/tokens.js";
import { transportErrorName, transportFaultParams } from "../errors.js";
import { readUpload } from "../file-upload.js";
import type { CallLimiter } from "../rate-limit.js";
import { API_ROUTE } from "../security-headers.js";
import { clientInfoFromSdk } from "./cloud-functions.js";
import type { TcbActionContext } from "./tcb-actions/action.js";
import { TCB_HANDLERS } from "./tcb-actions/index.js";

/**
 * CloudBase v1 (`tcb-js-sdk` 1.10.10) under `/tcb`: `POST /tcb/web?env=<TCB_ENV_ID>` takes
 * `{action, env, ...params, access_token?, seqId}` and answers 200 with the action's fields, or with
 * `{code, message}` (the SDK throws `[code] message`), plus `requestId` and the echoed `seqId`.
 * `POST /tcb/upload` takes the SDK's COS form upload and answers 201. Only registered when TCB_ENV_ID is
 * set (404 otherwise). Reference: cloud-space-protocol.md §6.2.
 *
 * Every action runs the gateways' one pipeline (router/gateway-actions.ts), driven by its contract
 * (packages/contract/src/gateways/tcb): parse the body, the env, then the action's per-IP rate bucket, its
 * caller (the access token), its input (the guard and the contract's schema), its budget, its handler
 * (tcb-actions/), the output check.
 */

type Answer = Record<string, unknown>;

const isObject = (v: unknown): v is Answer => typeof v === "object" && v !== null && !Array.isArray(v);

/** Every action with its handler, prepared once. */
const ACTIONS = prepareActions<TcbActionContext>(TCB_ACTIONS, TCB_HANDLERS);

/**
 * The SDK's error body of any failure: never a 500, never a stack. The gateway's own refusals answer the
 * SDK's code string (the catalogue entry's `wire`) and message; Roster's other errors add their number and
 * their extra fields, as the router's body does (a second step's `mfaTicket` and `factors`, `triesLeft`).
 * tcb-js-sdk turns `code` and `message` into its Error (so its user reads why, in their language); a client
 * that reads the body itself finds the rest.
 */
function errorBody(
  app: App,
  error: unknown,
  locale: ReturnType<typeof normalizeLocale>,
  reqId: string,
): Answer {
  if (error instanceof RosterError) {
    const name = error.errorName as ErrorName;
    const answer = { code: tcbCodeOf(name), message: error.localized(locale) };
    return isSdkRefusal(name) ? answer : { ...error.extra, ...answer, rosterCode: error.code };
  }
  app.services.logger.error({ reqId, err: error }, "tcb call failed");
  return { code: "SYS_ERR", message: "internal error" };
}

/** The seconds a refusal for now (a rate limit, a spent budget) asks the caller to wait. */
const retryAfterOf = (error: unknown): number | undefined => {
  const retryAfter = error instanceof RosterError ? error.extra.retryAfter : undefined;
  return typeof retryAfter === "number" ? retryAfter : undefined;
};

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text ? text.slice(0, 128) : undefined;
};

/** The public origin of Roster, for URLs the SDK fetches (PUBLIC_URL, else the request's own). */
const baseUrlOf = (app: App, request: FastifyRequest) =>
  app.services.config.storage.publicUrl || `${request.protocol}://${request.host}`;

function contextOf(app: App, request: FastifyRequest, caller: TcbCaller): TcbContext {
  const client = clientInfoFromSdk(
    { deviceId: header(request, "x-device-id"), LOCALE: header(request, "x-locale") },
    { ip: request.ip, userAgent: String(request.headers["user-agent"] ?? "") },
  );
  return { svc: app.services, client, locale: client.locale, caller };
}

/** The caller an action's contract admits: a token it reads must be good, and of the kind it needs. */
async function admittedCaller(app: App, action: PreparedAction, accessToken: unknown): Promise<TcbCaller> {
  const { caller } = action.contract;
  if (caller === "none") return { kind: "none" };
  const found = await callerOf(app.services, accessToken);
  if (caller === "user" && found.kind !== "user") throw new RosterError("tcbAccountRequired");
  if (caller === "visitor" && found.kind === "none") throw new RosterError("tcbSignInRequired");
  return found;
}

/** Registers `/tcb/web` and `/tcb/upload` when TCB_ENV_ID is set; answers the action contracts it serves. */
export async function registerTcbGateway(
  fastify: FastifyInstance,
  app: App,
  limiter: CallLimiter | undefined,
): Promise<GatewayActionContract[]> {
  const tcb = app.services.config.tcb;
  if (!tcb) return [];
  const { logger } = app.services;

  /** One call of an action, through the pipeline; `state` gathers what the log line says. */
  const runAction = async (
    request: FastifyRequest,
    body: unknown,
    state: { action: string; uid?: string; prepared?: PreparedAction },
  ): Promise<Answer> => {
    const query = request.query as Record<string, unknown>;
    if (!isObject(body) || state.action === "") throw new RosterError("tcbBadBody");
    if ((query.env ?? body.env) !== tcb.envId || (body.env !== undefined && body.env !== tcb.envId))
      throw new RosterError("tcbInvalidEnv");
    const action = ACTIONS.get(state.action);
    if (!action) throw new RosterError("tcbInvalidAction");
    state.prepared = action;
    const answer = await runGatewayAction(app.services, {
      action,
      raw: body,
      ip: request.ip,
      requestId: request.id,
      limiter,
      admit: async () => {
        const caller = await admittedCaller(app, action, body.access_token);
        if (caller.kind === "user") state.uid = caller.auth.uid;
        const tcbContext = contextOf(app, request, caller);
        const ctx: TcbActionContext = {
          tcb: tcbContext,
          baseUrl: baseUrlOf(app, request),
          app,
          limiter,
          requestId: request.id,
          ...(caller.kind === "user" ? { user: caller.auth } : {}),
        };
        return { ctx, locale: tcbContext.locale, account: state.uid };
      },
    });
    return answer as Answer;
  };

  const webAction = async (request: FastifyRequest, reply: FastifyReply) => {
    const started = performance.now();
    const body = request.body;
    const action = isObject(body) && typeof body.action === "string" ? body.action.slice(0, 64) : "";
    const seqId = isObject(body) && typeof body.seqId === "string" ? body.seqId.slice(0, 64) : undefined;
    const locale = normalizeLocale(header(request, "x-locale") ?? "");
    const state: { action: string; uid?: string; prepared?: PreparedAction } = { action };
    let answer: Answer;
    let status = 200;
    try {
      answer = await runAction(request, body, state);
    } catch (caught) {
      const error = undeclaredActionError(app.services, state.prepared, request.id, caught);
      const retryAfter = retryAfterOf(error);
      if (retryAfter !== undefined) {
        status = 429;
        reply.header("retry-after", String(retryAfter));
      }
      answer = errorBody(app, error, locale, request.id);
    }
    logger.info(
      {
        reqId: request.id,
        tcbAction: action,
        code: answer.code ?? 0,
        ms: Math.round(performance.now() - started),
        uid: state.uid,
        seqId,
        clientRequestId: header(request, "x-request-id"),
        deviceId: header(request, "x-device-id"),
        sdk: header(request, "x-sdk-version"),
      },
      "tcb call",
    );
    return reply.code(status).send({ ...answer, requestId: request.id, ...(seqId ? { seqId } : {}) });
  };

  await fastify.register(async (scope) => {
    // A body the transport refuses (not JSON, too deep, too large) is answered in the SDK's shape too, as
    // every other failure of this gateway: `{code, message}` with the Roster error as rosterCode.
    scope.setErrorHandler((error: Error & { code?: unknown; statusCode?: unknown }, request, reply) => {
      const name = transportErrorName(error);
      if (name === "internal") logger.error({ err: error, reqId: request.id }, "tcb transport error");
      const locale = normalizeLocale(header(request, "x-locale") ?? "");
      return reply.code(TRANSPORT_STATUS[name] ?? 500).send({
        ...errorBody(app, new RosterError(name, transportFaultParams(request, name)), locale, request.id),
        requestId: request.id,
      });
    });
    scope.post("/tcb/web", API_ROUTE, (request, reply) => webAction(request, reply));
  });

  const maxBytes = app.services.config.storage.maxBytes;
  await fastify.register(async (scope) => {
    scope.addContentTypeParser("multipart/form-data", (_request, _payload, done) => done(null));
    scope.post(TCB_UPLOAD_PATH, API_ROUTE, async (request, reply) => {
      const started = performance.now();
      let status = 201;
      let answer: Answer = {};
      const locale = normalizeLocale(header(request, "x-locale") ?? "");
      try {
        await readUpload(
          request,
          maxBytes,
          async (fields, stream) => {
            const fileId = fields["x-cos-meta-fileid"] ?? "";
            const uid = checkUploadSignature(app.services, fileId, fields.signature ?? "");
            if (!uid) throw new RosterError("tcbUploadSignatureInvalid");
            await receiveUpload(app.services, uid, fileId, stream as Readable, maxBytes);
          },
          formError,
        );
      } catch (error) {
        status = uploadStatusOf(error);
        answer = errorBody(app, error, locale, request.id);
        request.raw.unpipe();
        reply.header("connection", "close");
      }
      logger.info(
        {
          reqId: request.id,
          tcbAction: "upload",
          code: answer.code ?? 0,
          status,
          ms: Math.round(performance.now() - started),
        },
        "tcb call",
      );
      return reply.code(status).send({ ...answer, requestId: request.id });
    });
  });
  return [...ACTIONS.values()].map((action) => action.contract);
}

/** The HTTP status of a refused upload: 403 for a bad signature, the storage's own, else 400. */
const uploadStatusOf = (error: unknown): number =>
  error instanceof UploadRefused
    ? error.status
    : error instanceof RosterError && error.errorName === "tcbUploadSignatureInvalid"
      ? 403
      : 400;

/** A malformed upload form (400). */
const formError = (detail: string) => new RosterError("tcbUploadFormInvalid", { detail });
