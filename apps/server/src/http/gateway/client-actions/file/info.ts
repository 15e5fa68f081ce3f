import { clientInfo } from "@roster/contract/gateways";
import { anonymousUploadUrls } from "../../../../services/gateway/storage.js";
import { absoluteUrl, clientAction, OSS_PATH } from "../action.js";

/** aliyun `getTempFileURL`/`getFileInfo`: `{id: "<fileID>,<fileID>"}` -> `[{id, url}]` in input order. */
export default clientAction(clientInfo, async (input, ctx) => {
  const ids = input.id.split(",");
  const prefix = ctx.settings.providerHost ? `https://${ctx.settings.providerHost}${OSS_PATH}/` : undefined;
  const keys = ids.map((id) => (prefix && id.startsWith(prefix) ? id.slice(prefix.length) : ""));
  const urls = ctx.settings.anonymousUploads
    ? await anonymousUploadUrls(ctx.app.services, keys)
    : keys.map(() => undefined);
  return ids.map((id, i) => {
    const url = urls[i];
    return { id, url: url ? absoluteUrl(ctx.request, url) : "" };
  });
});
