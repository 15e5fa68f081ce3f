import { z } from "zod";
import { defineRoute } from "../../define.js";

/**
 * The upgrade check. Missing parameters answer -102 (not -1, as upstream), no published version -101,
 * a newer resource package 101, a newer full package 102, up to date 0.
 */
export const checkVersion = defineRoute({
  path: "user/pub/checkVersion",
  input: z.object({
    appid: z.string().trim().max(64).optional(),
    appVersion: z.string().trim().max(32).optional(),
    wgtVersion: z.string().trim().max(32).optional(),
  }),
  output: z.looseObject({
    code: z.union([z.literal(0), z.literal(101), z.literal(102)]),
    msg: z.string(),
    version: z.string().optional(),
    url: z.string().optional(),
    title: z.string().optional(),
    contents: z.string().optional(),
    type: z.enum(["native_app", "wgt"]).optional(),
    is_mandatory: z.boolean().optional(),
    is_silently: z.boolean().optional(),
  }),
  errors: ["versionParamRequired", "noAppVersion"],
});
