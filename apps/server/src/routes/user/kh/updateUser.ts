import { updateUser } from "@roster/contract/routes";
import type { UserUpdate } from "../../../db/schema.js";
import { handle } from "../../../router/types.js";
import { updateProfile } from "../../../services/accounts/profile.js";

export default handle(updateUser, async (input, ctx) => {
  const auth = ctx.auth;
  // Null or empty values leave the field as it is (upstream behaviour); the nickname may not be blank.
  const patch: UserUpdate = {};
  if (input.nickname) patch.nickname = input.nickname;
  if (input.avatar) patch.avatar = input.avatar;
  if (input.gender !== null && input.gender !== undefined) patch.gender = input.gender;
  if (input.social_info) patch.social_info = JSON.stringify(input.social_info);
  await updateProfile(ctx.services, auth.uid, patch);
  return {};
});
