import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import {
  mpPageField,
  mpSceneField,
  SOCIAL_PROVIDER_ERRORS,
  socialAppidField,
} from "../../../schemas/social.js";
import { defineRoute } from "../../define.js";

/**
 * A Douyin mini-program code (`api/apps/qrcode`, reference §7.3) as a data URL, opening `path?scene`; the
 * scene defaults to `code=<my invite code>`.
 */
export const getDouyinMiniCode = defineRoute({
  path: "user/kh/getDouyinMiniCode",
  input: z.object({ path: mpPageField, scene: mpSceneField.optional(), appid: socialAppidField.optional() }),
  output: ok({ base64: z.string() }),
  budget: "miniProgramCode",
  errors: [...SOCIAL_PROVIDER_ERRORS, "mpCodeFailed", "inviteCodeFailed"],
});
