import { clientReport } from "@roster/contract/gateways";
import { finishUploadById, finishUploadByPath } from "../../../../services/gateway/storage.js";
import { anonymousOwner, clientAction, uploadOwner } from "../action.js";

/** The upload has landed (services/gateway/storage.ts): private by its path, aliyun by its id. */
export default clientAction(clientReport, async (input, ctx) => {
  const { services } = ctx.app;
  const row =
    input.provider === "private"
      ? await finishUploadByPath(services, uploadOwner(ctx), input.cloudPath)
      : await finishUploadById(services, anonymousOwner(ctx), input.id);
  return { fileID: row.file_id, size: row.size };
});
