import { batchDeleteFile } from "@roster/contract/gateways";
import * as storage from "../../../../services/tcb/storage.js";
import { tcbAction } from "../action.js";

/** `storage.batchDeleteFile` (services/tcb/storage.ts). */
export default tcbAction(batchDeleteFile, async (input, ctx) =>
  storage.batchDeleteFile(ctx.tcb, input.fileid_list),
);
