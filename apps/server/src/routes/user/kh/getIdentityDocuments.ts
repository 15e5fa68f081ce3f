import { getIdentityDocuments } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { listIdentityDocuments } from "../../../services/identity-documents/identity-documents.js";

export default handle(getIdentityDocuments, async (_input, ctx) => ({
  rows: await listIdentityDocuments(ctx.services, ctx.auth.uid),
}));
