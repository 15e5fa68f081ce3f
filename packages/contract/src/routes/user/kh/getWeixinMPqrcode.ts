import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import {
  envVersionField,
  mpPageField,
  mpSceneField,
  SOCIAL_PROVIDER_ERRORS,
  socialAppidField,
} from "../../../schemas/social.js";
import { defineRoute } from "../../define.js";

/**
 * A WeChat mini-program code (`getwxacodeunlimit`, reference §7.3) as a data URL. The scene defaults to
 * `code=<my invite code>`; callers who are not admins always get `check_path: true`.
 */
export const getWeixinMPqrcode = defineRoute({
  path: "user/kh/getWeixinMPqrcode",
  input: z.object({
    scene: mpSceneField.optional(),
    page: mpPageField.optional(),
    check_path: z.boolean().optional(),
    env_version: envVersionField.optional(),
    width: z.number().int().min(280).max(1280).optional(),
    auto_color: z.boolean().optional(),
    line_color: z
      .object({
        r: z.number().int().min(0).max(255),
        g: z.number().int().min(0).max(255),
        b: z.number().int().min(0).max(255),
      })
      .optional(),
    is_hyaline: z.boolean().optional(),
    appid: socialAppidField.optional(),
  }),
  output: ok({ base64: z.string() }),
  budget: "miniProgramCode",
  errors: [...SOCIAL_PROVIDER_ERRORS, "mpPageNotFound", "mpCodeFailed", "inviteCodeFailed"],
});
