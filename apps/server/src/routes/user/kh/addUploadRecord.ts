import { addUploadRecord } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { addUploadRecord as keepRecord } from "../../../services/files/external.js";
import { presentFile } from "../../../services/files/records.js";

export default handle(addUploadRecord, async (input, ctx) => {
  const row = await keepRecord(ctx.services, ctx.auth.uid, input);
  return { file: await presentFile(ctx.services, row) };
});
