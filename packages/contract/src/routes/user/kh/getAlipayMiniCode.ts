import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { plainString } from "../../../schemas/fields.js";
import {
  mpPageField,
  mpQueryField,
  SOCIAL_PROVIDER_ERRORS,
  socialAppidField,
} from "../../../schemas/social.js";
import { defineRoute } from "../../define.js";

/**
 * An Alipay mini-program code (`alipay.open.app.qrcode.create`, reference §7.3) opening `page` with the
 * query `scene`, which defaults to `code=<my invite code>`. Answers Alipay's image URLs; `base64` is the
 * blue round code's URL as upstream names it. Alipay refusal: 91303.
 */
export const getAlipayMiniCode = defineRoute({
  path: "user/kh/getAlipayMiniCode",
  input: z.object({
    page: mpPageField,
    scene: mpQueryField.min(1).optional(),
    describe: plainString().trim().min(1).max(32).optional(),
    appid: socialAppidField.optional(),
  }),
  output: ok({
    base64: z.string(),
    qr_code_url: z.string(),
    qr_code_url_circle_white: z.string().optional(),
    qr_code_url_circle_blue: z.string().optional(),
  }),
  budget: "miniProgramCode",
  errors: [...SOCIAL_PROVIDER_ERRORS, "alipayResponseUnverified", "alipayMiniCodeFailed"],
});
