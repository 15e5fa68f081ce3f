import { RosterError } from "@roster/contract";
import { contractOf } from "@roster/contract/routes";
import { assertMayActOn } from "../access/privilege.js";
import type { Services } from "../services.js";
import type { AuthState } from "../sessions/authentication.js";
import { findSessionOwner } from "../sessions/repository.js";
import { findUserById } from "../users/repository.js";

/** Whom a back-office push goes to. */
export type PushTarget = { user_id: string } | { session_id: string } | { channel: string; url: string };

/**
 * A push from the back office: to an account's push sockets (90004 unknown, 90130 above the caller), to one
 * session's (90146 unknown, 90130 when its account is above the caller), or to a channel of a socket route
 * (admins only, 90145: a channel may hold anyone; 90140 when `url` is not a socket route).
 */
export async function sendAdminPush(
  svc: Services,
  actor: AuthState,
  to: PushTarget,
  data: Record<string, unknown>,
): Promise<void> {
  if ("user_id" in to) {
    if (!(await findUserById(svc.db, to.user_id))) throw new RosterError("adminUserNotExist");
    await assertMayActOn(svc.db, actor, to.user_id);
    svc.push.toUser(to.user_id, data);
    return;
  }
  if ("session_id" in to) {
    const session = await findSessionOwner(svc.db, to.session_id);
    if (!session) throw new RosterError("pushSessionNotExist");
    await assertMayActOn(svc.db, actor, session.user_id);
    svc.push.toSession(to.session_id, data);
    return;
  }
  if (!actor.access.isAdmin) throw new RosterError("pushChannelAdminOnly");
  if (!contractOf(to.url)?.socket) throw new RosterError("notSocketRoute", { url: to.url });
  svc.push.toChannel(to.url, to.channel, data);
}
