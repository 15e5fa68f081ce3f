import { getTempFileURL } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { fileCallerOf } from "../../../services/files/access.js";
import { tempFileUrls } from "../../../services/files/batch.js";

export default handle(getTempFileURL, async (input, ctx) => ({
  fileList: await tempFileUrls(ctx.services, fileCallerOf(ctx.auth), input.fileList, ctx.locale),
}));
