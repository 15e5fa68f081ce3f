import { batchGetDownloadUrl } from "@roster/contract/gateways";
import * as storage from "../../../../services/tcb/storage.js";
import { tcbAction } from "../action.js";

/** `storage.batchGetDownloadUrl`: the ids in input order (services/tcb/storage.ts). */
export default tcbAction(batchGetDownloadUrl, async (input, ctx) =>
  storage.batchGetDownloadUrl(
    ctx.tcb,
    input.file_list.map((item) => item.fileid),
    ctx.baseUrl,
  ),
);
