import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { identityDocumentSchema } from "../../../schemas/identity.js";
import { defineRoute } from "../../define.js";

/** The caller's saved identity documents (at most one per kind), ID numbers masked. */
export const getIdentityDocuments = defineRoute({
  path: "user/kh/getIdentityDocuments",
  input: z.object({}),
  output: ok({ rows: z.array(identityDocumentSchema) }),
  errors: ["identityDocumentUnreadable"],
});
