import { setAvatar } from "@roster/contract/routes";
import { defineHandler, requireAuth } from "../../../router/types.js";
import { updateUserRow } from "../../../services/accounts/repository.js";

export default defineHandler(setAvatar, async (input, ctx) => {
  const auth = requireAuth(ctx);
  await updateUserRow(ctx.services.db, auth.uid, {
    avatar: input.avatar,
    updated_at: ctx.services.clock.now(),
  });
  return {};
});
