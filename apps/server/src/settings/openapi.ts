import { z } from "zod";

/**
 * The settings of the open-API demo routes (`template/openapi/...`, issue 14): the subscribe message that
 * `template/openapi/weixin/kh/sendMessage` sends. A fragment of the environment schema that config.ts
 * spreads into its own; the platforms' credentials are the social sign-in settings (settings/social.ts).
 */

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

/** `OPENAPI_WEIXIN_TEMPLATE_DATA`: a JSON object of the template's keywords and their text. */
const templateData = optionalText.transform((v, ctx) => {
  if (v === undefined) return {};
  try {
    const parsed = z.record(z.string().regex(/^[a-z_]+\d*$/), z.string().max(200)).safeParse(JSON.parse(v));
    if (parsed.success) return parsed.data;
  } catch {
    // reported below
  }
  ctx.addIssue({ code: "custom", message: 'must be a JSON object of keyword: text ({"thing1": "..."})' });
  return z.NEVER;
});

/** The variables of this fragment, for `z.object({...ENV, ...OPENAPI_ENV})`. */
export const OPENAPI_ENV = {
  OPENAPI_WEIXIN_TEMPLATE_ID: optionalText,
  OPENAPI_WEIXIN_TEMPLATE_DATA: templateData,
  OPENAPI_WEIXIN_TEMPLATE_PAGE: optionalText.refine(
    (v) => v === undefined || /^[\w-]+(\/[\w-]+)*(\?[\w.~%=&+-]*)?$/.test(v),
    { message: "must be a mini-program page (pages/index/index?a=1)" },
  ),
  OPENAPI_WEIXIN_MINIPROGRAM_STATE: z.enum(["developer", "trial", "formal"]).default("formal"),
};

/** The subscribe message of the demo; `templateId` undefined: sendMessage answers 91830. */
export interface OpenapiSettings {
  weixinSubscribe: {
    templateId: string | undefined;
    data: Record<string, string>;
    page: string | undefined;
    state: "developer" | "trial" | "formal";
  };
}

type OpenapiEnv = { [K in keyof typeof OPENAPI_ENV]: z.output<(typeof OPENAPI_ENV)[K]> };

/** The typed settings of this fragment, from the parsed environment. */
export function openapiSettings(e: OpenapiEnv): OpenapiSettings {
  return {
    weixinSubscribe: {
      templateId: e.OPENAPI_WEIXIN_TEMPLATE_ID,
      data: e.OPENAPI_WEIXIN_TEMPLATE_DATA,
      page: e.OPENAPI_WEIXIN_TEMPLATE_PAGE,
      state: e.OPENAPI_WEIXIN_MINIPROGRAM_STATE,
    },
  };
}
