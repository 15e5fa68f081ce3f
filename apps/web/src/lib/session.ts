import type { UserInfo } from "@roster/contract";
import { readJson, readText, removeKey, STORAGE_KEYS, writeJson, writeText } from "./storage";

/** Told of every change of the signed-in user: the new userInfo, or `undefined` on sign-out. */
export type UserListener = (userInfo: Partial<UserInfo> | undefined) => void;

const userListeners = new Set<UserListener>();

/**
 * Calls `listener` whenever the signed-in user is replaced or forgotten; returns the function that stops
 * it. The lifeData store follows the session this way (lib/ never imports app state).
 */
export function onUserChange(listener: UserListener): () => void {
  userListeners.add(listener);
  return () => userListeners.delete(listener);
}

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

/** The signed-in user as stored (`uni_id_user_info`), or an empty object. */
export function storedUserInfo(): Partial<UserInfo> {
  return readJson<Partial<UserInfo>>(STORAGE_KEYS.userInfo) ?? {};
}

/** Replaces the signed-in user: `uni_id_user_info` in storage, and (through its listener) lifeData's `$user`. */
export function saveUserInfo(userInfo: Partial<UserInfo>): void {
  writeJson(STORAGE_KEYS.userInfo, userInfo);
  for (const listener of userListeners) listener(userInfo);
}

/** Forgets the session: token, expiry and user. */
export function clearSession(): void {
  removeKey(STORAGE_KEYS.token);
  removeKey(STORAGE_KEYS.tokenExpired);
  removeKey(STORAGE_KEYS.userInfo);
  for (const listener of userListeners) listener(undefined);
}
