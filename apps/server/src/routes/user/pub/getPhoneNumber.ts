import { getPhoneNumber } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { phoneOf } from "../../../services/social/phone.js";
import { platformOf } from "../../../services/social/verify.js";

export default handle(getPhoneNumber, async (input, ctx) => {
  const { info, mobile } = await phoneOf(
    ctx.services,
    platformOf(input.platform, ctx.client.platform),
    input,
  );
  return { msg: "ok", data: info, phone: mobile, mobile };
});
