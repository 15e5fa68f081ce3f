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
 * Reads one multipart upload, for every upload Roster takes itself (`/files/upload`, `/client/oss`,
 * `/tcb/upload`): form fields first (a name given twice keeps its first value; a value over the field limit
 * is refused, never cut), then the one `file` part, streamed by `write` as it arrives (at most `maxBytes`).
 * Resolves with `write`'s result, or rejects with the first refusal (not waiting for the rest): a malformed
 * form with `malformed(detail)`, by default the file routes' `uploadMalformed`.
 */
export function readUpload<T>(
  request: FastifyRequest,
  maxBytes: number,
  write: (fields: Record<string, string>, stream: NodeJS.ReadableStream) => Promise<T>,
  malformed: (detail: string) => Error = () => new UploadRefused(400, "uploadMalformed"),
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // Once refused, nothing more of the body is taken: a file part already in busboy's buffer is not written.
    let refused = false;
    const refuse = (detail: string) => () => {
      refused = true;
      reject(malformed(detail));
    };
    let busboy: Busboy.Busboy;
    try {
      busboy = Busboy({ headers: request.headers, limits: { ...FIELD_LIMITS, fileSize: maxBytes } });
    } catch {
      refuse("the upload must be multipart/form-data")();
      return;
    }
    const fields: Record<string, string> = {};
    let work: Promise<T> | undefined;
    busboy.on("field", (name, value, info) => {
      if (work) refuse("fields must come before the file")();
      else if (info.valueTruncated) refuse(`the field ${name.slice(0, 64)} is too long`)();
      else if (!Object.hasOwn(fields, name)) fields[name] = value;
    });
    busboy.on("file", (name, stream) => {
      if (refused) {
        stream.resume();
        return;
      }
      if (name !== FILE_FIELD || work) {
        stream.resume();
        refuse(`one part named ${FILE_FIELD}`)();
        return;
      }
      work = write(fields, stream);
      work.catch((error: unknown) => {
        stream.resume();
        reject(error);
      });
    });
    busboy.on("partsLimit", refuse("too many parts"));
    busboy.on("fieldsLimit", refuse("too many fields"));
    busboy.on("filesLimit", refuse(`one part named ${FILE_FIELD}`));
    busboy.on("error", refuse("malformed multipart body"));
    busboy.on("close", () => {
      if (!work) refuse(`the ${FILE_FIELD} part is missing`)();
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
