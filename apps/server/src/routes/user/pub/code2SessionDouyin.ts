import { code2SessionDouyin } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { codeToSession } from "../../../services/social/routes.js";

export default handle(code2SessionDouyin, (input, ctx) =>
  codeToSession(ctx.services, "douyin", input, ctx.client),
);
