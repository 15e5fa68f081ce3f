import { setAvatar } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { updateProfile } from "../../../services/accounts/profile.js";
import { avatarFromUpload } from "../../../services/files/avatar.js";

export default handle(setAvatar, async (input, ctx) => {
  const { services, auth } = ctx;
  const avatar = input.fileID
    ? await avatarFromUpload(services, auth.uid, input.fileID)
    : (input.avatar ?? "");
  await updateProfile(services, auth.uid, { avatar });
  return {};
});
