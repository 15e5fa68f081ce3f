import { getFileInfo } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { fileCallerOf } from "../../../services/files/access.js";
import { fileInfos } from "../../../services/files/batch.js";

export default handle(getFileInfo, async (input, ctx) => ({
  fileList: await fileInfos(ctx.services, fileCallerOf(ctx.auth), input.fileList, ctx.locale),
}));
