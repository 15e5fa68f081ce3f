import { clientDelete } from "@roster/contract/gateways";
import { deleteFiles } from "../../../../services/files/batch.js";
import { clientAction } from "../action.js";

/** Deletes the caller's files (services/files/batch.ts); the policy made sure the caller is signed in. */
export default clientAction(clientDelete, async (input, ctx) => ({
  fileList: await deleteFiles(ctx.app.services, ctx.caller, input.fileList, ctx.locale),
}));
