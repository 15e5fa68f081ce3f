import { setAvatar } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { findUserById, updateUserRow } from "../../../services/accounts/repository.js";
import { avatarFromUpload, deleteReplacedAvatar } from "../../../services/files/avatar.js";

export default handle(setAvatar, async (input, ctx) => {
  const { services, auth } = ctx;
  const old = (await findUserById(services.db, auth.uid))?.avatar ?? "";
  const avatar = input.fileID
    ? await avatarFromUpload(services, auth.uid, input.fileID)
    : (input.avatar ?? "");
  await updateUserRow(services.db, auth.uid, { avatar, updated_at: services.clock.now() });
  await deleteReplacedAvatar(services, auth.uid, old, avatar);
  return {};
});
