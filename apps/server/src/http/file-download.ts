import {
  ERRORS,
  type ErrorName,
  type ErrorParams,
  errorMessage,
  RosterError,
  requestLocale,
  TEMP_URL_SECONDS,
} from "@roster/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../app.js";
import {
  AVATAR_KEY_PREFIX,
  AVATAR_PREFIX,
  DOWNLOAD_PREFIX,
  EXT_FILE_PREFIX,
  OBJECT_CACHE_CONTROL,
} from "../lib/file-protocol.js";
import { isInlineSafe, isSafeKey } from "../providers/storage/signing.js";
import type { ObjectStorage, ServedByRoster } from "../providers/storage/storage.js";
import { openExtFile } from "../services/files/ext-fetch.js";
import { checkExtFileUrl } from "../services/files/ext-url.js";
import { checkedFileType } from "../services/files/served.js";

/** Avatars are WebP images Roster made (services/files/avatar.ts). */
const AVATAR_TYPE = "image/webp";

/** Downloads never run as a page: no scripts, no requests, no forms, even if a browser renders them. */
const DOWNLOAD_CSP = "sandbox; default-src 'none'";

function fail(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  name: ErrorName,
  params: ErrorParams = {},
) {
  const locale = requestLocale(
    String(request.headers["vk-locale"] ?? ""),
    String(request.headers["accept-language"] ?? ""),
  );
  return reply
    .code(status)
    .send({ code: ERRORS[name].code, msg: errorMessage(name, locale, params), requestId: request.id });
}

/** The status of an extStorage file's refusal: not (yet) there, storage down, or refused by its check. */
const extRefusalStatus = (name: ErrorName): number =>
  name === "fileNotExist" || name === "uploadNotReceived" ? 404 : name === "storageUnavailable" ? 503 : 422;

/** The byte range a `Range` header asks for: whole file (none or several ranges), a range, or unsatisfiable. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "whole" | "bad" {
  if (!header) return "whole";
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return header.includes(",") ? "whole" : "bad";
  const [, from, to] = match;
  if (from === "" && to === "") return "bad";
  let start: number;
  let end: number;
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0) return "bad";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return "bad";
  return { start, end };
}

/**
 * Streams an object of the local store as `contentType` (the type its check found, not the one stored with
 * the upload), honouring `Range` (206; 416 when unsatisfiable).
 */
async function sendObject(
  storage: ObjectStorage,
  served: ServedByRoster,
  key: string,
  contentType: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const head = await storage.head(key);
  if (!head) return fail(request, reply, 404, "fileNotExist");
  reply
    .header("content-type", contentType || "application/octet-stream")
    .header("cache-control", OBJECT_CACHE_CONTROL)
    .header("accept-ranges", "bytes")
    .header("content-security-policy", DOWNLOAD_CSP)
    .header("x-content-type-options", "nosniff")
    .header("cross-origin-resource-policy", "cross-origin");
  if (!isInlineSafe(contentType)) reply.header("content-disposition", "attachment");
  const range = parseRange(request.headers.range, head.size);
  if (range === "bad") {
    return reply.code(416).header("content-range", `bytes */${head.size}`).send();
  }
  if (head.size === 0) return reply.code(200).header("content-length", 0).send("");
  const { start, end } = range === "whole" ? { start: 0, end: head.size - 1 } : range;
  if (range !== "whole") reply.code(206).header("content-range", `bytes ${start}-${end}/${head.size}`);
  reply.header("content-length", end - start + 1);
  return reply.send(served.openRead(key, start, end));
}

/**
 * `GET /files/download/<key>?exp&sig` (STORAGE=local): a signed temporary download (600 s);
 * `GET /files/ext/<key>?exp&sig` (both): an extStorage `fileURL`, whose first fetch checks the upload
 * (on s3 a redirect to a presigned GET once it passed); and `GET /files/avatar/<key>`: avatars, public (on
 * s3 a redirect to a presigned GET). A download answers only a file that passed the checks of reportUpload,
 * as the type they found. Objects carry
 * `Cache-Control: max-age=2592000` and `nosniff`, run under a sandboxing CSP, and anything a browser should
 * not render inline (SVG, HTML, unknown) is sent as an attachment.
 */
export function registerFileDownloads(fastify: FastifyInstance, app: App): void {
  const storage = app.services.storage;
  const served = storage.served;
  fastify.get(`${AVATAR_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    if (!key.startsWith(AVATAR_KEY_PREFIX) || !isSafeKey(key))
      return fail(request, reply, 404, "fileNotExist");
    if (served) return sendObject(storage, served, key, AVATAR_TYPE, request, reply);
    const url = await storage.downloadUrl(key, TEMP_URL_SECONDS, AVATAR_TYPE);
    return reply.code(302).header("cache-control", "max-age=300").header("location", url).send();
  });
  fastify.get(`${EXT_FILE_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    const { exp = "", sig = "" } = request.query as { exp?: string; sig?: string };
    if (typeof exp !== "string" || typeof sig !== "string" || !checkExtFileUrl(app.services, key, exp, sig))
      return fail(request, reply, 403, "downloadLinkInvalid");
    let contentType: string;
    try {
      contentType = await openExtFile(app.services, key);
    } catch (error) {
      if (!(error instanceof RosterError)) throw error;
      return fail(request, reply, extRefusalStatus(error.errorName), error.errorName, error.params);
    }
    if (served) return sendObject(storage, served, key, contentType, request, reply);
    const url = await storage.downloadUrl(key, TEMP_URL_SECONDS, contentType);
    return reply.code(302).header("cache-control", "no-store").header("location", url).send();
  });
  if (!served) return;
  fastify.get(`${DOWNLOAD_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    const { exp = "", sig = "" } = request.query as { exp?: string; sig?: string };
    if (typeof exp !== "string" || typeof sig !== "string" || !served.checkDownload(key, exp, sig))
      return fail(request, reply, 403, "downloadLinkInvalid");
    const contentType = await checkedFileType(app.services, key);
    if (contentType === undefined) return fail(request, reply, 404, "fileNotExist");
    return sendObject(storage, served, key, contentType, request, reply);
  });
}
