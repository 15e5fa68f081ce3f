import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import {
  envVersionField,
  mpPageField,
  mpQueryField,
  SOCIAL_PROVIDER_ERRORS,
  socialAppidField,
} from "../../../schemas/social.js";
import { defineRoute } from "../../define.js";

/**
 * A WeChat mini-program URL link (`generate_urllink`, reference §7.3) that expires after
 * `expire_interval` days (default and at most 30, WeChat's limit since 2022).
 */
export const getWeixinMPurl = defineRoute({
  path: "user/kh/getWeixinMPurl",
  input: z.object({
    path: mpPageField,
    query: mpQueryField.optional(),
    env_version: envVersionField.optional(),
    expire_interval: z.number().int().min(1).max(30).optional(),
    appid: socialAppidField.optional(),
  }),
  output: ok({ url_link: z.string() }),
  budget: "miniProgramCode",
  errors: [...SOCIAL_PROVIDER_ERRORS, "mpPageNotFound", "mpCodeFailed"],
});
