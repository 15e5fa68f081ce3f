import { fileGetList } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { listOwnFiles } from "../../../services/files/list.js";

export default handle(fileGetList, (input, ctx) => listOwnFiles(ctx.services, ctx.auth.uid, input));
