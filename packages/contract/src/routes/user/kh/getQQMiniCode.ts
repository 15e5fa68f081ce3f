import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { mpPageField, SOCIAL_PROVIDER_ERRORS, socialAppidField } from "../../../schemas/social.js";
import { defineRoute } from "../../define.js";

/** A QQ mini-program code (`CreateMiniCode`, reference §7.3) as a data URL. */
export const getQQMiniCode = defineRoute({
  path: "user/kh/getQQMiniCode",
  input: z.object({ path: mpPageField, appid: socialAppidField.optional() }),
  output: ok({ base64: z.string() }),
  budget: "miniProgramCode",
  errors: [...SOCIAL_PROVIDER_ERRORS, "mpPageNotFound", "mpCodeFailed"],
});
