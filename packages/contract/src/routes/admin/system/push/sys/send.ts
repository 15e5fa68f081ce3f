import { z } from "zod";
import { recordIdField } from "../../../../../schemas/admin.js";
import { ok } from "../../../../../schemas/envelope.js";
import { pushData, socketChannelField } from "../../../../../schemas/push.js";
import { defineRoute } from "../../../../define.js";

/** Whom a push goes to: an account, one session, or a channel of a socket route. */
const pushTo = z.union([
  z.object({ user_id: recordIdField }).strict(),
  z.object({ session_id: recordIdField }).strict(),
  z.object({ channel: socketChannelField, url: z.string().min(1).max(200) }).strict(),
]);

/**
 * Pushes `data` (a JSON object) to the `user/kh/push` sockets of an account (`{user_id}`, all its devices)
 * or of one session (`{session_id}`), or to every socket on a channel of a socket route (`{channel, url}`),
 * on every server process. Accounts follow the privilege rule (only admins reach an admin); a channel may
 * hold anyone, so only admins push to one.
 */
export const adminPushSend = defineRoute({
  path: "admin/system/push/sys/send",
  input: z.object({ to: pushTo, data: pushData }),
  output: ok({}),
  audit: {
    title: "pushSend",
    // An account, or the account of a session; a channel holds anyone and names no one account.
    target: {
      fromInput: ({ to }: { to: z.output<typeof pushTo> }) =>
        "user_id" in to ? { user: to.user_id } : "session_id" in to ? { session: to.session_id } : undefined,
    },
  },
  errors: [
    "adminUserNotExist",
    "targetAboveCaller",
    "pushSessionNotExist",
    "pushChannelAdminOnly",
    "notSocketRoute",
  ],
});
