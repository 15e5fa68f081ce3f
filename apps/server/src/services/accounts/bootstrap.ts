import { defaultClientInfo } from "../../lib/client-info.js";
import { ADMIN_ROLE } from "../access/access.js";
import { addUserRole } from "../access/repository.js";
import { freeInviteCode } from "../invites/invite-codes.js";
import type { Services } from "../services.js";
import { findUserByUsername, insertUser } from "../users/repository.js";
import { newUserRow } from "./accounts.js";

/**
 * Creates the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD when no account has that name.
 * An existing account is left alone: restarting never resets a password that was changed since. The
 * password passed PASSWORD_POLICY before start-up went on (config.ts refuses one the policy refuses).
 */
export async function ensureAdmin(
  svc: Services,
  admin: { username: string; password: string },
): Promise<boolean> {
  const username = admin.username.toLowerCase();
  if (await findUserByUsername(svc.db, username)) return false;
  const user = newUserRow(svc, defaultClientInfo({ ip: "" }), {
    username,
    nickname: admin.username,
    password_hash: await svc.passwords.hash(admin.password),
    allow_login_background: 1,
    my_invite_code: await freeInviteCode(svc.db),
    register_ip: null,
    register_env: null,
  });
  await svc.db.transaction().execute(async (trx) => {
    await insertUser(trx, user);
    await addUserRole(trx, user.id, ADMIN_ROLE);
  });
  svc.logger.info({ username }, "created the first administrator");
  return true;
}
