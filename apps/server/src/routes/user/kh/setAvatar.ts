import { setAvatar } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { findUserById, updateUserRow } from "../../../services/accounts/repository.js";
import { avatarFromUpload, deleteAvatarObjects } from "../../../services/files/avatar.js";

export default handle(setAvatar, async (input, ctx) => {
  const { services, auth } = ctx;
  const old = (await findUserById(services.db, auth.uid))?.avatar ?? "";
  const avatar = input.fileID
    ? await avatarFromUpload(services, auth.uid, input.fileID)
    : (input.avatar ?? "");
  await updateUserRow(services.db, auth.uid, { avatar, updated_at: services.clock.now() });
  if (input.deleteOldFile && old !== "" && old !== avatar) {
    // As upstream, a failed deletion does not undo the new avatar.
    await deleteAvatarObjects(services, auth.uid, old).catch((err: unknown) =>
      services.logger.warn({ err }, "old avatar not deleted"),
    );
  }
  return {};
});
