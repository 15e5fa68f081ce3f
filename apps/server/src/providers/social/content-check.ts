import { RosterError } from "@roster/contract";

/** A passed content check: the platform's verdict as far as it gives one (outside-protocols §1.7, §3, §4). */
export interface CheckVerdict {
  suggest: "pass";
  /** WeChat's label (100 = normal). */
  label?: number;
  /** WeChat's trace_id, Douyin's log_id. */
  trace_id?: string;
}

/** An image to check: its bytes and their type (JPEG, PNG or GIF, checked by the caller). */
export interface CheckImage {
  bytes: Buffer;
  contentType: string;
}

/** A multipart body with `fields` and the image as the `media` file part, as WeChat and QQ take it. */
export function mediaForm(fields: Record<string, string>, image: CheckImage): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const extension = image.contentType.split("/")[1] ?? "jpg";
  form.set(
    "media",
    new Blob([new Uint8Array(image.bytes)], { type: image.contentType }),
    `media.${extension}`,
  );
  return form;
}

/** The error of a check the platform refused with `errcode` (busy, quota, token, other). */
export function checkRefusal(provider: string, errcode: number): RosterError {
  if (errcode === -1) return new RosterError("socialProviderUnavailable", { param: provider });
  if (errcode === 45009 || errcode === 45011 || errcode === 60003)
    return new RosterError("socialProviderBusy", { param: provider });
  if (errcode === 40001 || errcode === 42001 || errcode === 40002 || errcode === 401)
    return new RosterError("socialAccessTokenFailed", { param: provider });
  if (errcode === 40006) return new RosterError("openapiImageTooLarge", { limit: "1 MB" });
  return new RosterError("openapiCheckFailed", { param: provider, errcode });
}

/** The content was flagged: 91810 with the platform's reason. */
export const contentRisky = (label: string | number) =>
  new RosterError("openapiContentRisky", { label: String(label) });
