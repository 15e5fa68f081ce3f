/**
 * Why an upload did not finish: `failed` (the storage refused it, the network failed or it timed out:
 * the seed's "file upload failed"), `cloudPathEmpty` and `cloudPathInvalid` (the seed's cloud path
 * checks), `canceled` (the user stopped it), `server` (the router refused a step; its message is shown).
 */
export type UploadFailure = "failed" | "cloudPathEmpty" | "cloudPathInvalid" | "canceled" | "server";

/** The rejection of an upload: the reason, and the server's localized message for `server`. */
export class UploadError extends Error {
  constructor(
    readonly reason: UploadFailure,
    readonly detail = "",
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = "UploadError";
  }
}
