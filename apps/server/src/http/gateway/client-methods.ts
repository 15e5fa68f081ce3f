import { LIMITS, type Locale, RosterError } from "@roster/contract";
import type { FastifyRequest } from "fastify";
import type { App } from "../../app.js";
import { type FileCaller, fileCallerOf } from "../../services/files/access.js";
import { deleteFiles, tempFileUrls } from "../../services/files/batch.js";
import {
  anonymousUploadUrls,
  finishUploadById,
  finishUploadByPath,
  gatewayUploadTarget,
} from "../../services/gateway/storage.js";
import { authenticate } from "../../services/sessions/authentication.js";
import type { CloudGatewaySettings } from "../../settings/gateway.js";
import type { CallLimiter } from "../rate-limit.js";
import { type AccessTokens, type ClientCall, invalidParam, SDK_CODES, SdkFault } from "./client-protocol.js";
import { clientInfoFromSdk, findCloudFunction } from "./cloud-functions.js";

/** What a method of `/client` gets. */
export interface MethodContext {
  app: App;
  settings: CloudGatewaySettings;
  limiter: CallLimiter | undefined;
  request: FastifyRequest;
  call: ClientCall;
  /** The caller's uni-id token (private provider: `x-client-token`), when it sent one. */
  userToken: string | undefined;
  /** The SDK's client info from `x-client-info` (private provider), when it sent one. */
  headerClientInfo: unknown;
  locale: Locale;
  accessTokens: AccessTokens;
  /** The signed-in caller, once a storage method established it (for the log line). */
  uid?: string;
}

/** The path under which aliyun uploads are received and their file IDs served. */
export const OSS_PATH = "/client/oss";

/** Most file IDs one call may name. */
const MAX_FILE_IDS = 50;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Roster's server-relative URLs (local storage without PUBLIC_URL) made absolute for the SDK. */
export function absoluteUrl(request: FastifyRequest, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${request.protocol}://${request.host}${url}`;
}

function stringParam(params: Record<string, unknown>, name: string, max = 1024): string {
  const value = params[name];
  if (typeof value !== "string" || value.trim() === "" || value.length > max || value.includes("\0"))
    throw invalidParam(`${name} must be a non-empty string`);
  return value;
}

function fileList(params: Record<string, unknown>): string[] {
  const list = params.fileList;
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_FILE_IDS)
    throw invalidParam(`fileList must list 1 to ${MAX_FILE_IDS} file IDs`);
  if (!list.every((id) => typeof id === "string" && id !== "" && id.length <= 1024 && !id.includes("\0")))
    throw invalidParam("fileList must hold file ID strings");
  return list as string[];
}

/** The refusal of a call over its rate budget. */
export const rateLimited = (retryAfterSeconds: number) =>
  Object.assign(new SdkFault(429, SDK_CODES.rateLimited, "too many calls, try again later"), {
    retryAfterSeconds,
  });

/** The signed-in caller of a storage method (the uni-id token), or undefined for an anonymous one. */
async function signedInCaller(ctx: MethodContext): Promise<FileCaller | undefined> {
  if (ctx.userToken === undefined) return undefined;
  try {
    const auth = await authenticate(ctx.app.services, ctx.userToken, { refresh: false });
    ctx.uid = auth.uid;
    return fileCallerOf(auth);
  } catch (error) {
    if (error instanceof RosterError && error.errorName === "tokenExpired")
      throw new SdkFault(401, SDK_CODES.tokenExpired, "the uni-id token has expired");
    if (error instanceof RosterError)
      throw new SdkFault(401, SDK_CODES.tokenInvalid, "the uni-id token is not valid");
    throw error;
  }
}

/** The owner of an upload: the signed-in caller, or "" for an anonymous one when anonymous uploads are on. */
async function uploadOwner(ctx: MethodContext): Promise<string> {
  const caller = await signedInCaller(ctx);
  if (caller) return caller.uid;
  return anonymousOwner(ctx);
}

function anonymousOwner(ctx: MethodContext): string {
  if (!ctx.settings.anonymousUploads)
    throw new SdkFault(
      403,
      SDK_CODES.storageDenied,
      "storage needs a signed-in uni-id token (anonymous uploads are off: CLOUD_ANONYMOUS_UPLOADS)",
    );
  return "";
}

/** The https host and path that aliyun upload targets and file IDs name. */
function ossHost(ctx: MethodContext): string {
  const host = ctx.settings.providerHost;
  if (!host || !ctx.app.services.storage.served)
    throw new SdkFault(
      501,
      SDK_CODES.storageUnsupported,
      "aliyun uploads need CLOUD_PROVIDER_HOST and STORAGE=local (use the private provider)",
    );
  return `${host}${OSS_PATH}`;
}

async function invoke(ctx: MethodContext): Promise<unknown> {
  const { params } = ctx.call;
  const name = params.functionTarget;
  const fn = findCloudFunction(name);
  if (!fn) {
    const admission = await ctx.limiter?.admit("gateway", ctx.request.ip);
    if (admission && !admission.allowed) throw rateLimited(admission.retryAfterSeconds);
    throw new SdkFault(
      404,
      SDK_CODES.functionNotFound,
      `FUNCTION_NOT_FOUND: no cloud function ${typeof name === "string" ? name.slice(0, 100) : "(none)"}`,
    );
  }
  const args = params.functionArgs ?? {};
  if (!isObject(args)) throw invalidParam("functionArgs must be an object");
  const { request } = ctx;
  const client = clientInfoFromSdk(args.clientInfo ?? ctx.headerClientInfo, {
    ip: request.ip,
    userAgent: String(request.headers["user-agent"] ?? ""),
  });
  const answer = await fn(
    ctx.app,
    { data: args, token: ctx.userToken, client, requestId: request.id },
    ctx.limiter,
  );
  if (answer.status === 429) throw rateLimited(answer.retryAfterSeconds ?? 60);
  return answer.result;
}

async function generateProximalSign(ctx: MethodContext): Promise<unknown> {
  const { params } = ctx.call;
  if (ctx.call.provider === "private") {
    const cloudPath = stringParam(params, "cloudPath");
    const owner = await uploadOwner(ctx);
    const target = await gatewayUploadTarget(ctx.app.services, { owner, ip: ctx.request.ip }, cloudPath);
    return {
      url: absoluteUrl(ctx.request, target.url),
      formData: target.formData,
      name: "file",
      fileUrl: target.key,
    };
  }
  const host = ossHost(ctx);
  const owner = anonymousOwner(ctx);
  const fileId = typeof params.fileId === "string" && params.fileId !== "" ? params.fileId : undefined;
  const cloudPath = fileId?.replace(/^\/+/, "") ?? stringParam(params, "filename");
  const target = await gatewayUploadTarget(ctx.app.services, { owner, ip: ctx.request.ip }, cloudPath);
  return {
    id: target.key,
    host,
    ossPath: target.key,
    cdnDomain: host,
    accessKeyId: "roster",
    signature: target.formData["x-roster-signature"],
    policy: target.formData.policy,
  };
}

async function report(ctx: MethodContext): Promise<unknown> {
  const { params, provider } = ctx.call;
  const row =
    provider === "private"
      ? await finishUploadByPath(ctx.app.services, await uploadOwner(ctx), stringParam(params, "cloudPath"))
      : await finishUploadById(ctx.app.services, anonymousOwner(ctx), stringParam(params, "id"));
  return { fileID: row.file_id, size: row.size };
}

/** aliyun `getTempFileURL`/`getFileInfo`: `{id: "<fileID>,<fileID>"}` -> `[{id, url}]` in input order. */
async function info(ctx: MethodContext): Promise<unknown> {
  const ids = stringParam(ctx.call.params, "id", MAX_FILE_IDS * 1100).split(",");
  if (ids.length > MAX_FILE_IDS) throw invalidParam(`at most ${MAX_FILE_IDS} file IDs`);
  const prefix = ctx.settings.providerHost ? `https://${ctx.settings.providerHost}${OSS_PATH}/` : undefined;
  const keys = ids.map((id) => (prefix && id.startsWith(prefix) ? id.slice(prefix.length) : ""));
  const urls = ctx.settings.anonymousUploads
    ? await anonymousUploadUrls(ctx.app.services, keys)
    : keys.map(() => undefined);
  return ids.map((id, i) => ({ id, url: urls[i] ? absoluteUrl(ctx.request, urls[i]) : "" }));
}

async function getTempFileURL(ctx: MethodContext): Promise<unknown> {
  const ids = fileList(ctx.call.params);
  const caller = await signedInCaller(ctx);
  if (caller) {
    const items = await tempFileUrls(ctx.app.services, caller, ids, ctx.locale);
    return {
      fileList: items.map((item) => ({
        ...item,
        tempFileURL: item.tempFileURL ? absoluteUrl(ctx.request, item.tempFileURL) : "",
      })),
    };
  }
  anonymousOwner(ctx);
  const urls = await anonymousUploadUrls(ctx.app.services, ids);
  return {
    fileList: ids.map((fileID, i) => ({
      fileID,
      tempFileURL: urls[i] ? absoluteUrl(ctx.request, urls[i]) : "",
      code: urls[i] ? 0 : "FILE_NOT_FOUND",
    })),
  };
}

async function deleteFile(ctx: MethodContext): Promise<unknown> {
  const ids = fileList(ctx.call.params);
  const caller = await signedInCaller(ctx);
  if (!caller)
    throw new SdkFault(401, SDK_CODES.tokenInvalid, "deleting files needs a signed-in uni-id token");
  return { fileList: await deleteFiles(ctx.app.services, caller, ids, ctx.locale) };
}

/** aliyun: a fresh anonymous access token (the SDK keeps it in memory and sends it with every call). */
async function anonymousAuthorize(ctx: MethodContext): Promise<unknown> {
  return ctx.accessTokens.issue(ctx.app.services.clock.now());
}

/**
 * The methods of `/client` by name; `replay`: the call changes state, so a second sighting of its
 * signature within the freshness window is refused.
 */
export const METHODS: Readonly<
  Record<string, { run: (ctx: MethodContext) => Promise<unknown>; replay: boolean; ownBucket: boolean }>
> = Object.freeze(
  Object.assign(Object.create(null), {
    "serverless.auth.user.anonymousAuthorize": { run: anonymousAuthorize, replay: false, ownBucket: true },
    "serverless.function.runtime.invoke": { run: invoke, replay: true, ownBucket: false },
    "serverless.file.resource.generateProximalSign": {
      run: generateProximalSign,
      replay: true,
      ownBucket: true,
    },
    "serverless.file.resource.report": { run: report, replay: true, ownBucket: true },
    "serverless.file.resource.info": { run: info, replay: false, ownBucket: true },
    "serverless.file.resource.getTempFileURL": { run: getTempFileURL, replay: false, ownBucket: true },
    "serverless.file.resource.delete": { run: deleteFile, replay: true, ownBucket: true },
  }),
);

/** The body limit of `/client` calls (the router's). */
export const CLIENT_BODY_LIMIT = LIMITS.bodyLimitBytes;
