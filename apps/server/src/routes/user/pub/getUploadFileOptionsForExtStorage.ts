import { getUploadFileOptionsForExtStorage } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { extStorageOptions } from "../../../services/files/ext-storage.js";

export default handle(getUploadFileOptionsForExtStorage, (input, ctx) =>
  extStorageOptions(ctx.services, { uid: ctx.viewer?.uid, ip: ctx.client.ip }, input.cloudPath),
);
