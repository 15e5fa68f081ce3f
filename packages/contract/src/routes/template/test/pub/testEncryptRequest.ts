import { z } from "zod";
import { LIMITS } from "../../../../limits.js";
import { ok } from "../../../../schemas/envelope.js";
import { jsonObject } from "../../../../schemas/json.js";
import { defineRoute } from "../../../define.js";

/** Echoes its data, only when the request came encrypted (413 otherwise); the answer is encrypted too. */
export const testEncryptRequest = defineRoute({
  path: "template/test/pub/testEncryptRequest",
  input: jsonObject({ maxDepth: LIMITS.freeObjectMaxDepth, maxBytes: LIMITS.componentDataMaxBytes }),
  output: ok({ data: z.record(z.string(), z.unknown()) }),
  refreshesUser: false,
  audit: false,
  encrypted: true,
  rate: "pub",
  permission: "none",
  backOffice: false,
  acceptsUid: false,
  requiresValidToken: false,
  errors: [],
});
