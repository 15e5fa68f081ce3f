import { setAvatar } from "@roster/contract/routes";
import { updateUserRow } from "../../../db/repos/users.js";
import { defineHandler, requireAuth } from "../../../router/types.js";

export default defineHandler(setAvatar, async (input, ctx) => {
  const auth = requireAuth(ctx);
  await updateUserRow(ctx.services.db, auth.uid, {
    avatar: input.avatar,
    updated_at: ctx.services.clock.now(),
  });
  return {};
});
