import type { RouteOutput, RouteRequest } from "@roster/contract";
import { deleteFile, fileGetList, getTempFileURL } from "@roster/contract/routes";
import { callRoute } from "../../lib/request";

/** One row of the My files list. */
export type FileRow = RouteOutput<typeof fileGetList>["rows"][number];

/** One page of the caller's files, newest first (rows of stored files carry a 600 s `url`). */
export const fetchFiles = (data: RouteRequest<typeof fileGetList>) =>
  callRoute(fileGetList, data, { loading: false });

/** A temporary download URL of one file; rejects when the server refuses it (its message is alerted). */
export async function fetchTempUrl(fileID: string): Promise<string> {
  const { fileList } = await callRoute(getTempFileURL, { fileList: [fileID] });
  const item = fileList[0];
  if (!item?.tempFileURL) throw new Error(item?.msg || `No link for ${fileID}`);
  // A path on this server works as a link only with the origin in front of it.
  return new URL(item.tempFileURL, window.location.href).href;
}

/** Deletes one file (object and record); rejects with the server's message when it could not. */
export async function deleteOneFile(fileID: string): Promise<void> {
  const { fileList } = await callRoute(deleteFile, { fileList: [fileID] });
  const item = fileList[0];
  if (item?.code !== 0) throw new Error(item?.msg || `${fileID} was not deleted`);
}
