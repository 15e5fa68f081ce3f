import { dayKey, type SocialProviderId } from "@roster/contract";
import type { Db } from "../../db/types.js";
import type { ClientInfo } from "../../lib/client-info.js";
import { newId } from "../../lib/ids.js";
import { hasSignInOnDay, insertLoginLog } from "../users/repository.js";

/** How someone signed in (upstream `login_type`). */
export type LoginType =
  | "password"
  | "register"
  | "token"
  | "sms"
  | "email"
  /** A social sign-in: the provider's id (its descriptor's). */
  | SocialProviderId
  /** A CloudBase custom ticket (the `/tcb` gateway). */
  | "ticket";

/** Writes one line of the login log. */
export async function recordLogin(
  db: Db,
  entry: { userId: string | null; loginType: LoginType; ok: boolean; client: ClientInfo; now: number },
): Promise<void> {
  await insertLoginLog(db, {
    id: newId(),
    user_id: entry.userId,
    login_type: entry.loginType,
    state: entry.ok ? 1 : 0,
    ip: entry.client.ip,
    user_agent: entry.client.userAgent,
    device_id: entry.client.deviceId,
    platform: entry.client.platform,
    appid: entry.client.appid,
    day: dayKey(entry.now),
    created_at: entry.now,
  });
}

/** Whether the user signed in successfully on the calendar day (UTC+8) of `now`. */
export async function signedInToday(db: Db, userId: string, now: number): Promise<boolean> {
  return hasSignInOnDay(db, userId, dayKey(now));
}
