import type { RouteOutput, RouteRequest } from "@roster/contract";
import { getUploadTarget, reportUpload } from "@roster/contract/routes";
import { callRoute } from "../../lib/request";

/** An upload record as the server keeps it (url, name, size, type, width, height, duration...). */
export type UploadedFile = RouteOutput<typeof reportUpload>["file"];

// Both steps are quiet: a failure shows on the upload's own row, never as an alert over the page.
const QUIET = { needAlert: false, loading: false } as const;

/** A signed upload target for one file: where to POST it, with which fields, and its future file id. */
export const requestUploadTarget = (data: RouteRequest<typeof getUploadTarget>) =>
  callRoute(getUploadTarget, data, QUIET);

/** Tells the server the file is stored; it checks it and answers the upload record. */
export const reportUploaded = (fileID: string) => callRoute(reportUpload, { fileID }, QUIET);
