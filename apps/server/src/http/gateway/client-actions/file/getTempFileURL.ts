import { clientGetTempFileURL } from "@roster/contract/gateways";
import { tempFileUrls } from "../../../../services/files/batch.js";
import { anonymousUploadUrls } from "../../../../services/gateway/storage.js";
import { absoluteUrl, anonymousOwner, clientAction } from "../action.js";

/** URLs (600 s) of the caller's files (services/files/batch.ts), or of anonymous uploads for an anonymous caller. */
export default clientAction(clientGetTempFileURL, async (input, ctx) => {
  const ids = input.fileList;
  const absolute = (url: string | undefined) => (url ? absoluteUrl(ctx.request, url) : "");
  if (ctx.caller) {
    const items = await tempFileUrls(ctx.app.services, ctx.caller, ids, ctx.locale);
    return { fileList: items.map((item) => ({ ...item, tempFileURL: absolute(item.tempFileURL) })) };
  }
  anonymousOwner(ctx);
  const urls = await anonymousUploadUrls(ctx.app.services, ids);
  return {
    fileList: ids.map((fileID, i) => ({
      fileID,
      tempFileURL: absolute(urls[i]),
      code: urls[i] ? 0 : "FILE_NOT_FOUND",
    })),
  };
});
