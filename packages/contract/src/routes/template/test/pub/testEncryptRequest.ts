import { z } from "zod";
import { ok } from "../../../../schemas/envelope.js";
import { defineRoute } from "../../../define.js";

/** Echoes its data, only when the request came encrypted (413 otherwise); the answer is encrypted too. */
export const testEncryptRequest = defineRoute({
  path: "template/test/pub/testEncryptRequest",
  input: z.record(z.string(), z.unknown()),
  output: ok({ data: z.record(z.string(), z.unknown()) }),
});
