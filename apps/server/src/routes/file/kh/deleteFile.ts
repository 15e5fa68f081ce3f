import { deleteFile } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { fileCallerOf } from "../../../services/files/access.js";
import { deleteFiles } from "../../../services/files/batch.js";

export default handle(deleteFile, async (input, ctx) => ({
  fileList: await deleteFiles(ctx.services, fileCallerOf(ctx.auth), input.fileList, ctx.locale),
}));
