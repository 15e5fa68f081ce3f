import { z } from "zod";
import { ok } from "../../../schemas/envelope.js";
import { text, urlField } from "../../../schemas/fields.js";
import { fileIdField } from "../../../schemas/files.js";
import { userInfoSchema } from "../../../schemas/user.js";
import { defineRoute } from "../../define.js";

/**
 * Sets the avatar: an `avatar` URL (an https URL or a path on this server), or the `fileID` of one of the
 * caller's uploaded images, which is re-encoded server-side (512 px and 128 px WebP, metadata such as EXIF
 * location removed) into new objects with new URLs (`avatar` is the 512 one, `avatar_file` has both).
 * The objects of an avatar Roster made are deleted once it is replaced, whatever `deleteOldFile` says (they
 * are Roster's copies; kept, they would pile up outside any quota). `provider` is ignored.
 */
export const setAvatar = defineRoute({
  path: "user/kh/setAvatar",
  input: z
    .object({
      avatar: urlField.optional(),
      fileID: fileIdField.optional(),
      deleteOldFile: z.boolean().optional(),
      provider: text(64).optional(),
    })
    .refine((v) => (v.avatar !== undefined && v.avatar !== "") || v.fileID !== undefined, {
      message: "required",
      path: ["avatar"],
    }),
  output: ok({ userInfo: userInfoSchema, needUpdateUserInfo: z.literal(true) }),
  refreshesUser: true,
  errors: ["fileNotExist", "avatarNotImage", "fileTooLarge", "storageUnavailable"],
});
