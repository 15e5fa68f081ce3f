import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import {
  businessLicenseFieldsSchema,
  idCardFieldsSchema,
  identityDocumentSchema,
} from "../../../schemas/identity.js";
import { defineRoute } from "../../define.js";

/**
 * Saves the caller's ID card or business licence as the caller confirmed it (after OCR and corrections),
 * replacing the one of that kind saved before. Stored encrypted (AES-256-GCM); the answer, like every
 * answer about it, shows the ID number masked. An ID number must have 18 characters and a right check
 * digit (91110).
 */
export const saveIdentityDocument = defineRoute({
  path: "user/kh/saveIdentityDocument",
  input: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("idcard"), fields: idCardFieldsSchema }),
    z.object({ kind: z.literal("businessLicense"), fields: businessLicenseFieldsSchema }),
  ]),
  output: ok({ document: identityDocumentSchema }),
  errors: ["idNumberInvalid"],
});
