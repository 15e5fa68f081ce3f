import { saveIdentityDocument as saveRoute } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { saveIdentityDocument } from "../../../services/identity-documents/identity-documents.js";

export default handle(saveRoute, async (input, ctx) => ({
  document: await saveIdentityDocument(ctx.services, ctx.auth.uid, input),
}));
