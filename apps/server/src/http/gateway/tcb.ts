import type { Readable } from "node:stream";
import { type BudgetName, type ErrorName, normalizeLocale, RosterError } from "@roster/contract";
import Busboy from "busboy";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../../app.js";
import { UploadRefused } from "../../providers/storage/local.js";
import { TRANSPORT_STATUS } from "../../router/status.js";
import type { TcbContext } from "../../services/tcb/auth.js";
import * as auth from "../../services/tcb/auth.js";
import * as emailAuth from "../../services/tcb/email-auth.js";
import {
  batchDeleteFile,
  batchGetDownloadUrl,
  checkUploadSignature,
  getUploadMetadata,
  receiveUpload,
  TCB_UPLOAD_PATH,
} from "../../services/tcb/storage.js";
import { callerOf, refreshAccessToken, type TcbCaller, TcbError } from "../../services/tcb/tokens.js";
import { transportErrorName, transportFaultParams } from "../errors.js";
import type { CallLimiter } from "../rate-limit.js";
import { API_ROUTE } from "../security-headers.js";
import { clientInfoFromSdk, findCloudFunction } from "./cloud-functions.js";

/**
 * CloudBase v1 (`tcb-js-sdk` 1.10.10) under `/tcb`: `POST /tcb/web?env=<TCB_ENV_ID>` takes
 * `{action, env, ...params, access_token?, seqId}` and answers 200 with the action's fields, or with
 * `{code, message}` (the SDK throws `[code] message`), plus `requestId` and the echoed `seqId`.
 * `POST /tcb/upload` takes the SDK's COS form upload and answers 201. Only registered when TCB_ENV_ID is
 * set (404 otherwise). Reference: cloud-space-protocol.md §6.2.
 */

/** The actions that never carry an access token (the SDK's own list). */
const NO_TOKEN = new Set([
  "auth.getJwt",
  "auth.logout",
  "auth.signInWithTicket",
  "auth.signInAnonymously",
  "auth.signIn",
  "auth.fetchAccessTokenWithRefreshToken",
  "auth.signUpWithEmailAndPassword",
  "auth.activateEndUserMail",
  "auth.sendPasswordResetEmail",
  "auth.resetPasswordWithToken",
  "auth.isUsernameRegistered",
]);

type Body = Record<string, unknown>;
type Answer = Record<string, unknown>;
interface Call {
  ctx: TcbContext;
  body: Body;
  baseUrl: string;
  app: App;
  limiter: CallLimiter | undefined;
  requestId: string;
}
type Action = (call: Call) => Promise<Answer>;

const isObject = (v: unknown): v is Body => typeof v === "object" && v !== null && !Array.isArray(v);

const ACTIONS: Readonly<Record<string, Action>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, Action>, {
    "auth.signInAnonymously": (c: Call) => auth.signInAnonymously(c.ctx, c.body),
    "auth.fetchAccessTokenWithRefreshToken": (c: Call) => refreshAccessToken(c.ctx.svc, c.body.refresh_token),
    "auth.signIn": (c: Call) => auth.signIn(c.ctx, c.body),
    "auth.signInWithTicket": (c: Call) => auth.signInWithTicket(c.ctx, c.body),
    "auth.linkAndRetrieveDataWithTicket": (c: Call) => auth.linkAndRetrieveDataWithTicket(c.ctx, c.body),
    "auth.logout": (c: Call) => auth.logout(c.ctx, c.body),
    "auth.signUpWithEmailAndPassword": (c: Call) => emailAuth.signUpWithEmailAndPassword(c.ctx, c.body),
    "auth.activateEndUserMail": (c: Call) => emailAuth.activateEndUserMail(c.ctx, c.body),
    "auth.sendPasswordResetEmail": (c: Call) => emailAuth.sendPasswordResetEmail(c.ctx, c.body),
    "auth.resetPasswordWithToken": (c: Call) => emailAuth.resetPasswordWithToken(c.ctx, c.body),
    "auth.isUsernameRegistered": (c: Call) => auth.isUsernameRegistered(c.ctx, c.body),
    "auth.getUserInfo": (c: Call) => auth.getUserInfo(c.ctx),
    "auth.updateUserInfo": (c: Call) => auth.updateUserInfo(c.ctx, c.body),
    "auth.updatePassword": (c: Call) => auth.updatePassword(c.ctx, c.body),
    "auth.updateEmail": (c: Call) => emailAuth.updateEmail(c.ctx, c.body),
    "auth.updateUsername": (c: Call) => auth.updateUsername(c.ctx, c.body),
    "auth.linkWithTicket": (c: Call) => auth.linkWithTicket(c.ctx, c.body),
    "auth.unlink": (c: Call) => auth.unlink(c.ctx, c.body),
    "auth.getLinkedUidList": (c: Call) => auth.getLinkedUidList(c.ctx),
    "storage.getUploadMetadata": (c: Call) => getUploadMetadata(c.ctx, c.body, c.baseUrl),
    "storage.batchDeleteFile": (c: Call) => batchDeleteFile(c.ctx, c.body),
    "storage.batchGetDownloadUrl": (c: Call) => batchGetDownloadUrl(c.ctx, c.body, c.baseUrl),
    "functions.invokeFunction": invokeFunction,
  }),
);

/** The names of the actions `/tcb/web` runs (the gateway fuzz sends each one). */
export const TCB_ACTIONS: readonly string[] = Object.freeze(Object.keys(ACTIONS));

/**
 * The actions that cost the operator a message, with the budget each spends from, per account (a signed-in
 * caller) and per client IP, as a route's contract names its own; the router's actions spend theirs.
 */
const ACTION_BUDGETS: Readonly<Record<string, BudgetName>> = Object.freeze({
  "auth.signUpWithEmailAndPassword": "verificationCode",
  "auth.sendPasswordResetEmail": "verificationCode",
  "auth.updateEmail": "verificationCode",
});

/** Rate buckets of the non-router actions: sign-ins and mail count against `pub`, the rest `kh`. */
const bucketOf = (action: string) =>
  NO_TOKEN.has(action) || !Object.hasOwn(ACTIONS, action) ? ("pub" as const) : ("kh" as const);

/**
 * `functions.invokeFunction {function_name, request_data}`: the gateways' cloud functions; `router` runs
 * Roster's router with the caller's Roster token (a signed-in caller's access token is one; an anonymous
 * visitor calls as a stranger). The answer is `data.response_data`, the function's result as JSON text.
 */
async function invokeFunction(call: Call): Promise<Answer> {
  const { body, ctx } = call;
  const name = body.function_name;
  const fn = findCloudFunction(name);
  if (!fn) {
    const shown = typeof name === "string" ? name.slice(0, 64) : "";
    throw new TcbError("FUNCTIONS_EXECUTE_FAIL", `[ResourceNotFound.Function] function ${shown} not found`);
  }
  let data: unknown = {};
  const raw = body.request_data;
  if (typeof raw === "string" && raw !== "") {
    try {
      data = JSON.parse(raw);
    } catch {
      throw new TcbError("INVALID_PARAM", "request_data must be JSON");
    }
  } else if (raw !== undefined && raw !== "")
    throw new TcbError("INVALID_PARAM", "request_data must be JSON text");
  if (!isObject(data)) throw new TcbError("INVALID_PARAM", "request_data must be a JSON object");
  const token = ctx.caller.kind === "user" ? ctx.caller.token : undefined;
  const result = await fn(
    call.app,
    { data, token, client: ctx.client, requestId: call.requestId },
    call.limiter,
  );
  // The router refused for now (its rate limit or a budget): the SDK's refusal, with when to try again.
  if (result.status === 429)
    throw new TcbError("RATE_LIMITED", "Too many calls, try again later", result.retryAfterSeconds ?? 60);
  return { data: { response_data: JSON.stringify(result.result) } };
}

const upperSnake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();

/**
 * SDK codes that are not their error's name: sign-in's one answer for an unknown name or a wrong password
 * (issue 27) keeps the code this gateway always gave a wrong password, which SDK apps may test.
 */
const SDK_CODES: Partial<Record<ErrorName, string>> = { wrongCredentials: "PASSWORD_ERROR" };

/** The SDK code a Roster error is answered with on this gateway (its name in upper snake case, but for SDK_CODES). */
export const tcbCodeOf = (name: ErrorName): string => SDK_CODES[name] ?? upperSnake(name);

/** The SDK's error body of any failure: never a 500, never a stack. */
function errorBody(
  app: App,
  error: unknown,
  locale: ReturnType<typeof normalizeLocale>,
  reqId: string,
): Answer {
  if (error instanceof TcbError) return { code: error.code, message: error.message };
  if (error instanceof RosterError)
    return {
      code: tcbCodeOf(error.errorName as ErrorName),
      message: error.localized(locale),
      rosterCode: error.code,
    };
  app.services.logger.error({ reqId, err: error }, "tcb call failed");
  return { code: "SYS_ERR", message: "internal error" };
}

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

export async function registerTcbGateway(
  fastify: FastifyInstance,
  app: App,
  limiter: CallLimiter | undefined,
): Promise<void> {
  const tcb = app.services.config.tcb;
  if (!tcb) return;
  const { logger } = app.services;

  const webAction = async (request: FastifyRequest, reply: FastifyReply) => {
    const started = performance.now();
    const body = request.body;
    const query = request.query as Record<string, unknown>;
    const action = isObject(body) && typeof body.action === "string" ? body.action.slice(0, 64) : "";
    const seqId = isObject(body) && typeof body.seqId === "string" ? body.seqId.slice(0, 64) : undefined;
    const locale = normalizeLocale(header(request, "x-locale") ?? "");
    let answer: Answer;
    let status = 200;
    let uid: string | undefined;
    try {
      if (!isObject(body) || action === "")
        throw new TcbError("INVALID_PARAM", "the body must be a JSON object with an action");
      if ((query.env ?? body.env) !== tcb.envId || (body.env !== undefined && body.env !== tcb.envId))
        throw new TcbError("INVALID_ENV", "unknown env");
      const run = Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : undefined;
      if (!run) throw new TcbError("INVALID_ACTION", "this action is not supported by this server");
      const routerCall = action === "functions.invokeFunction" && body.function_name === "router";
      if (limiter && !routerCall) {
        const admission = await limiter.admit(bucketOf(action), request.ip);
        if (!admission.allowed)
          throw new TcbError("RATE_LIMITED", "Too many calls, try again later", admission.retryAfterSeconds);
      }
      const caller = NO_TOKEN.has(action)
        ? ({ kind: "none" } as const)
        : await callerOf(app.services, body.access_token);
      if (caller.kind === "user") uid = caller.auth.uid;
      if (Object.hasOwn(ACTION_BUDGETS, action)) {
        try {
          await app.services.budgets.spend(ACTION_BUDGETS[action]!, { account: uid, ip: request.ip });
        } catch (error) {
          const retryAfter = error instanceof RosterError ? error.extra.retryAfter : undefined;
          if (typeof retryAfter === "number") {
            status = 429;
            reply.header("retry-after", String(retryAfter));
          }
          throw error;
        }
      }
      const ctx = contextOf(app, request, caller);
      answer = await run({
        ctx,
        body,
        baseUrl: baseUrlOf(app, request),
        app,
        limiter,
        requestId: request.id,
      });
    } catch (error) {
      if (error instanceof TcbError && error.retryAfterSeconds !== undefined) {
        status = 429;
        reply.header("retry-after", String(error.retryAfterSeconds));
      }
      answer = errorBody(app, error, locale, request.id);
    }
    logger.info(
      {
        reqId: request.id,
        tcbAction: action,
        code: answer.code ?? 0,
        ms: Math.round(performance.now() - started),
        uid,
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
        await readForm(request, maxBytes, async (fields, stream) => {
          const fileId = fields["x-cos-meta-fileid"] ?? "";
          const uid = checkUploadSignature(app.services, fileId, fields.signature ?? "");
          if (!uid)
            throw new FormError(403, "the upload signature is invalid or expired", "SIGN_PARAM_INVALID");
          await receiveUpload(app.services, uid, fileId, stream, maxBytes);
        });
      } catch (error) {
        status = error instanceof FormError || error instanceof UploadRefused ? error.status : 400;
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
}

class FormError extends TcbError {
  constructor(
    readonly status: number,
    message: string,
    code = "INVALID_PARAM",
  ) {
    super(code, message);
  }
}

/**
 * Reads the COS form of an upload: its text fields (the SDK sends them first), then the `file` part, which
 * `write` streams (at most `maxBytes`). Rejects with the first refusal without waiting for the rest.
 */
function readForm(
  request: FastifyRequest,
  maxBytes: number,
  write: (fields: Record<string, string>, stream: Readable) => Promise<void>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let busboy: Busboy.Busboy;
    try {
      busboy = Busboy({
        headers: request.headers,
        limits: { fields: 12, fieldSize: 4096, files: 1, parts: 14, fileSize: maxBytes },
      });
    } catch {
      reject(new FormError(400, "the upload must be multipart/form-data"));
      return;
    }
    const fields: Record<string, string> = {};
    let work: Promise<void> | undefined;
    const malformed = (message: string) => reject(new FormError(400, message));
    busboy.on("field", (name, value) => {
      if (work) malformed("fields must come before the file");
      else if (!(name in fields)) fields[name] = value;
    });
    busboy.on("file", (name, stream) => {
      if (name !== "file" || work) {
        stream.resume();
        malformed("one part named file");
        return;
      }
      work = write(fields, stream);
      work.catch((error: unknown) => {
        stream.resume();
        reject(error);
      });
    });
    busboy.on("partsLimit", () => malformed("too many parts"));
    busboy.on("fieldsLimit", () => malformed("too many fields"));
    busboy.on("error", () => malformed("malformed multipart body"));
    busboy.on("close", () => {
      if (!work) malformed("the file part is missing");
      else work.then(resolve, reject);
    });
    request.raw.pipe(busboy);
  });
}
