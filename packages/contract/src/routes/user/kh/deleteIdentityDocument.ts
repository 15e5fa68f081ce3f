import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { identityDocumentKindSchema } from "../../../schemas/identity.js";
import { defineRoute } from "../../define.js";

/** Deletes the caller's saved document of `kind`; `deleted` says whether there was one. */
export const deleteIdentityDocument = defineRoute({
  path: "user/kh/deleteIdentityDocument",
  input: z.object({ kind: identityDocumentKindSchema }),
  output: ok({ deleted: z.boolean() }),
});
