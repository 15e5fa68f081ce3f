import { reportUpload } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { presentFile } from "../../../services/files/records.js";
import { finishUpload } from "../../../services/files/report.js";

export default handle(reportUpload, async (input, ctx) => {
  const row = await finishUpload(ctx.services, ctx.auth.uid, input.fileID);
  return { file: await presentFile(ctx.services, row) };
});
