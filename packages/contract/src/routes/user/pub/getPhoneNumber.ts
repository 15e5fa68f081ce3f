import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import {
  encryptedKeyField,
  phoneLoginInput,
  SOCIAL_PHONE_ERRORS,
  socialAppidField,
  socialCodeField,
  socialPlatformField,
} from "../../../schemas/social.js";
import { defineRoute } from "../../define.js";

/**
 * The mobile a mini-program user shared (reference §7.2): mp-weixin by `code` (`getuserphonenumber`) or
 * `encryptedData` + `iv`; mp-toutiao by `encryptedData` + `iv` only. The session key comes from the
 * server's store through `encryptedKey`, never from the client; a foreign watermark appid answers -1.
 * `mobile` is the number as Roster stores it: 11 digits for +86, `+<country><number>` for any other
 * country; a number that is no readable mobile answers 91950.
 */
export const getPhoneNumber = defineRoute({
  path: "user/pub/getPhoneNumber",
  input: z.object({
    code: socialCodeField.optional(),
    encryptedData: phoneLoginInput.encryptedData,
    iv: phoneLoginInput.iv,
    encryptedKey: encryptedKeyField.optional(),
    appid: socialAppidField.optional(),
    platform: socialPlatformField.optional(),
  }),
  output: ok({
    data: z.object({
      phoneNumber: z.string(),
      purePhoneNumber: z.string(),
      countryCode: z.string(),
      watermark: z.object({ timestamp: z.number(), appid: z.string() }),
    }),
    phone: z.string(),
    mobile: z.string(),
  }),
  budget: "phoneNumber",
  errors: [...SOCIAL_PHONE_ERRORS],
});
