import { getUploadMetadata } from "@roster/contract/gateways";
import * as storage from "../../../../services/tcb/storage.js";
import { tcbAction } from "../action.js";

/** `storage.getUploadMetadata` (services/tcb/storage.ts). */
export default tcbAction(getUploadMetadata, async (input, ctx) =>
  storage.getUploadMetadata(ctx.tcb, input.path, ctx.baseUrl),
);
