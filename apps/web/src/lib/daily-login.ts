import { dayKey } from "@roster/contract";
import { loginByToken } from "@roster/contract/routes";
import { callRoute } from "./request";
import { CallError } from "./request/types";
import { hasValidToken } from "./session";
import { readText, STORAGE_KEYS, writeText } from "./storage";

/**
 * loginByToken at most once per day (seed §4): a signed-in client renews its sign-in on the first start
 * of each day (UTC+8); the answer's `vk_uni_token` and userInfo are saved by the request layer.
 * Returns whether a call was made.
 */
export async function dailyLoginByToken(now: number = Date.now()): Promise<boolean> {
  const today = dayKey(now);
  if (!hasValidToken(now) || readText(STORAGE_KEYS.loginByTokenDay) === today) return false;
  writeText(STORAGE_KEYS.loginByTokenDay, today);
  try {
    await callRoute(loginByToken, {}, { needAlert: false, loading: false });
  } catch (error) {
    // A login-required answer already sent the user to sign in; other failures retry tomorrow.
    if (!(error instanceof CallError)) throw error;
  }
  return true;
}
