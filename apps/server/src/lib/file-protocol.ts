/**
 * Files (issue 10): how a client uploads and downloads.
 *
 * 1. `file/kh/getUploadTarget {name, size, contentType?, cloudPath?, category_id?}` answers
 *    `{uploadUrl, formData, fileID, expiresIn: 60}`.
 * 2. The client sends `multipart/form-data` by POST to `uploadUrl`: every `formData` field, in any order,
 *    then the file itself in a part named `file` (last; fields after it are refused). Nothing else.
 *    - `STORAGE=local` (default): `uploadUrl` is Roster's own `POST /files/upload` (outside /router, its
 *      own body limit UPLOAD_MAX_BYTES). The fields are `key` (the object key = the fileID),
 *      `Content-Type`, `Cache-Control` (`max-age=2592000`), `success_action_status` (`200`), `policy`
 *      (base64url JSON: key, content type, size range, expiry in epoch ms) and `x-roster-signature`
 *      (HMAC-SHA256 of `policy`, base64url). Roster streams the file to disk under
 *      `DATA_DIR/files/objects`, checks key, type, size and expiry, and answers 200 `{code: 0, fileID}`;
 *      a refusal is 400/403/413 with `{code, msg}` (91012 tampered, 91013 expired, 91000 too large,
 *      91015 malformed).
 *    - `STORAGE=s3`: an S3 presigned POST (`key`, `Content-Type`, `Cache-Control`, `success_action_status`,
 *      `Policy`, `X-Amz-*`); the bytes go to the bucket, never through Roster. They land at
 *      `incoming/<fileID>` (a presigned POST can be replayed while valid, and some stores do not enforce
 *      its policy), and reportUpload copies exactly the checked version (by ETag) to `<fileID>`.
 * 3. `file/kh/reportUpload {fileID}` checks the object and keeps the record. Targets never reported are
 *    deleted 10 minutes after they expire.
 *
 * Quota (issue 27): every byte is reserved before it lands. A target of known size reserves it when signed.
 * One of open size (extStorage, the cloud gateways) reserves, where Roster receives the bytes (local, and
 * `/tcb/upload`), each batch of them before it is written (services/files/receive.ts), and where the bucket
 * receives them, the most its presigned POST accepts (UPLOAD_MAX_BYTES or what the quota leaves). A checked
 * presigned upload, or one deleted or refused, keeps what its POST accepts reserved until the POST expired
 * (services/files/holds.ts). Roster's own upload endpoints take bytes only into pending targets (a replay
 * after the report or a deletion is refused). extStorage's `fileURL` is `GET /files/ext/<key>?exp&sig`,
 * whose first fetch runs reportUpload's checks: no byte is served before them.
 *
 * Downloads: `file/kh/getTempFileURL` answers URLs valid 600 s: on `local`,
 * `GET /files/download/<key>?exp=<epoch s>&sig=<HMAC>` (Range supported; SVG, HTML and anything that is not
 * plainly media is sent as an attachment under `Content-Security-Policy: sandbox; default-src 'none'`);
 * on `s3`, a presigned GET. Avatars made by `setAvatar {fileID}` are public:
 * `GET /files/avatar/<key>` (served on local, a redirect to a presigned GET on s3).
 */

/**
 * How long after its 60 s a target may still be reported (an upload that started in time may end later);
 * after that the sweep deletes its object, if any, and its reservation.
 */
export const REPORT_GRACE_MS = 10 * 60 * 1000;

/** Path of Roster's own upload endpoint (local driver). */
export const UPLOAD_PATH = "/files/upload";

/** Prefix of signed downloads (local driver). */
export const DOWNLOAD_PREFIX = "/files/download/";

/** Prefix of extStorage `fileURL`s (both drivers): the first fetch checks the upload (services/files/ext-fetch.ts). */
export const EXT_FILE_PREFIX = "/files/ext/";

/** Prefix of public avatar images (both drivers). */
export const AVATAR_PREFIX = "/files/avatar/";

/** The multipart part that carries the file. */
export const FILE_FIELD = "file";

/** `Cache-Control` of every stored object (seed: max-age 2592000). */
export const OBJECT_CACHE_CONTROL = "max-age=2592000";

/** Object keys of avatars start with this; only they are served without a signature. */
export const AVATAR_KEY_PREFIX = "avatars/";
