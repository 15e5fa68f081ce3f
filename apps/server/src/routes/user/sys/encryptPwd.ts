import { catalogueText } from "@roster/contract";
import { encryptPwd } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";

export default handle(encryptPwd, async (input, ctx) => ({
  msg: catalogueText("success", "passwordHashed", ctx.locale),
  password: await ctx.services.passwords.hash(input.password),
}));
