import type { TFunction } from "../../i18n";
import type { UploadError } from "./upload-error";

/** What the user reads about a failed upload: the server's own message, or the seed's text of the reason. */
export const uploadErrorText = (t: TFunction, error: UploadError | undefined): string =>
  !error ? "" : error.reason === "server" && error.detail ? error.detail : t(`upload.${error.reason}`);
