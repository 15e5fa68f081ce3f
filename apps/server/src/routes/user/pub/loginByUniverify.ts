import { loginByUniverify } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { univerifyLogin } from "../../../services/social/provider-routes.js";

export default handle(loginByUniverify, (input, ctx) =>
  univerifyLogin(ctx.services, input, ctx.client, ctx.locale),
);
