import type { UserInfo } from "@roster/contract";
import { useLifeData } from "../store/life-data";
import { readText, removeKey, STORAGE_KEYS, writeJson, writeText } from "./storage";

/** A token with its expiry in epoch ms, as the server sends it in `vk_uni_token`. */
export interface UniToken {
  token: string;
  tokenExpired: number;
}

/** The stored login token, or undefined. */
export function getToken(): string | undefined {
  return readText(STORAGE_KEYS.token) || undefined;
}

/** The stored token's expiry in epoch ms (0 when none). */
export function getTokenExpired(): number {
  return Number(readText(STORAGE_KEYS.tokenExpired) ?? 0) || 0;
}

/** Logged in (seed §4): a token exists and its expiry is later than now. */
export function hasValidToken(now: number = Date.now()): boolean {
  return getToken() !== undefined && getTokenExpired() > now;
}

/** Saves a token and its expiry (`vk_uni_token`). */
export function saveToken({ token, tokenExpired }: UniToken): void {
  writeText(STORAGE_KEYS.token, token);
  writeText(STORAGE_KEYS.tokenExpired, String(tokenExpired));
}

/** Replaces the signed-in user: `$user.userInfo` in lifeData and `uni_id_user_info` in storage. */
export function saveUserInfo(userInfo: Partial<UserInfo>): void {
  writeJson(STORAGE_KEYS.userInfo, userInfo);
  useLifeData.getState().setUserInfo(userInfo);
}

/** Forgets the session: token, expiry and user. */
export function clearSession(): void {
  removeKey(STORAGE_KEYS.token);
  removeKey(STORAGE_KEYS.tokenExpired);
  removeKey(STORAGE_KEYS.userInfo);
  useLifeData.getState().clearUser();
}
