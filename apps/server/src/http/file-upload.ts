import type { Readable } from "node:stream";
import { ERRORS, type ErrorName, errorMessage, requestLocale } from "@roster/contract";
import Busboy from "busboy";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../app.js";
import { FILE_FIELD, UPLOAD_PATH } from "../lib/file-protocol.js";
import { UploadRefused } from "../providers/storage/local.js";
import { mib } from "../services/files/naming.js";
import { isQuotaRefusal, quotaError } from "../services/files/quota.js";
import { receiveUpload } from "../services/files/receive.js";
import { API_ROUTE } from "./security-headers.js";

/** Form fields an upload may carry besides the file. */
const FIELD_LIMITS = { fields: 12, fieldSize: 8192, files: 1, parts: 14, headerPairs: 50 };

const localeOf = (request: FastifyRequest) =>
  requestLocale(String(request.headers["vk-locale"] ?? ""), String(request.headers["accept-language"] ?? ""));

function refuse(request: FastifyRequest, reply: FastifyReply, error: UploadRefused, maxBytes: number) {
  const name: ErrorName = error.errorName;
  // The rest of a refused body is not read: the connection closes after the answer.
  request.raw.unpipe();
  reply.header("connection", "close");
  return reply.code(error.status).send({
    code: ERRORS[name].code,
    // A quota refusal names its quota; the others the upload size limit.
    msg: errorMessage(
      name,
      localeOf(request),
      isQuotaRefusal(name) ? error.params : { limit: mib(maxBytes) },
    ),
    requestId: request.id,
  });
}

/**
 * Reads one multipart upload: form fields first, then the `file` part, streamed by `write` as it
 * arrives. Resolves with `write`'s result, or rejects with the first refusal (not waiting for the rest).
 */
export function readUpload<T>(
  request: FastifyRequest,
  maxBytes: number,
  write: (fields: Record<string, string>, stream: NodeJS.ReadableStream) => Promise<T>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const malformed = () => reject(new UploadRefused(400, "uploadMalformed"));
    let busboy: Busboy.Busboy;
    try {
      busboy = Busboy({ headers: request.headers, limits: { ...FIELD_LIMITS, fileSize: maxBytes } });
    } catch {
      malformed();
      return;
    }
    const fields: Record<string, string> = {};
    let work: Promise<T> | undefined;
    busboy.on("field", (name, value, info) => {
      if (info.valueTruncated || work) malformed();
      else fields[name] = value;
    });
    busboy.on("file", (name, stream) => {
      if (name !== FILE_FIELD || work) {
        stream.resume();
        malformed();
        return;
      }
      work = write(fields, stream);
      work.catch((error: unknown) => {
        stream.resume();
        reject(error);
      });
    });
    busboy.on("partsLimit", malformed);
    busboy.on("fieldsLimit", malformed);
    busboy.on("filesLimit", malformed);
    busboy.on("error", malformed);
    busboy.on("close", () => {
      if (!work) malformed();
      else work.then(resolve, reject);
    });
    request.raw.pipe(busboy);
  });
}

/**
 * `POST /files/upload` (STORAGE=local): a multipart upload streamed to disk (busboy; the file is never
 * held in memory), checked against the signed policy of its form fields (key, content type, size range,
 * expiry) and received by services/files/receive.ts (only into a pending target; open-size targets reserve
 * their bytes as they arrive). Its own scope: the router's 1 MiB JSON limit does not apply, the policy's
 * size (at most UPLOAD_MAX_BYTES) does. See lib/file-protocol.ts for the fields. A refusal the policy
 * leaves to the report answers 200 with the refusal's code.
 */
export async function registerFileUpload(fastify: FastifyInstance, app: App): Promise<void> {
  const storage = app.services.storage.served;
  if (!storage) return;
  const maxBytes = app.services.config.storage.maxBytes;
  await fastify.register(async (scope) => {
    // Leave the body unread: the handler streams it.
    scope.addContentTypeParser("multipart/form-data", (_request, _payload, done) => done(null));
    scope.post(UPLOAD_PATH, API_ROUTE, async (request, reply) => {
      try {
        const { fileID, received } = await readUpload(request, maxBytes, async (fields, stream) => {
          const policy = storage.checkUploadFields(fields);
          const outcome = await receiveUpload(app.services, policy, stream as Readable);
          return { fileID: policy.key, received: outcome };
        });
        if (received.stored) return reply.code(200).send({ code: 0, msg: "", fileID });
        const refusal = quotaError(app.services, received.refusal);
        return reply.code(200).send({
          code: refusal.code,
          msg: refusal.localized(localeOf(request)),
          fileID,
          requestId: request.id,
        });
      } catch (error) {
        if (error instanceof UploadRefused) return refuse(request, reply, error, maxBytes);
        throw error;
      }
    });
  });
}
