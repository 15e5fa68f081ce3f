import { getUploadTarget } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { issueUploadTarget } from "../../../services/files/uploads.js";

export default handle(getUploadTarget, (input, ctx) => issueUploadTarget(ctx.services, ctx.auth.uid, input));
