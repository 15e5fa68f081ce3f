import { deleteIdentityDocument as deleteRoute } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { deleteIdentityDocument } from "../../../services/identity-documents/identity-documents.js";

export default handle(deleteRoute, async (input, ctx) => ({
  deleted: await deleteIdentityDocument(ctx.services, ctx.auth.uid, input.kind),
}));
