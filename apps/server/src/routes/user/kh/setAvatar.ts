import { setAvatar } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { updateUserRow } from "../../../services/accounts/repository.js";

export default handle(setAvatar, async (input, ctx) => {
  const auth = ctx.auth;
  await updateUserRow(ctx.services.db, auth.uid, {
    avatar: input.avatar,
    updated_at: ctx.services.clock.now(),
  });
  return {};
});
