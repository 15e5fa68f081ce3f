/** Every key the client keeps in localStorage, in one place. */
export const STORAGE_KEYS = {
  token: "uni_id_token",
  tokenExpired: "uni_id_token_expired",
  userInfo: "uni_id_user_info",
  deviceId: "vk_device_id",
  globalParams: "vk_request_global_param",
  locale: "UNI_LOCALE",
  loginByTokenDay: "vk_login_by_token_day",
  lifeData: "lifeData",
} as const;

// Storage can be missing or refuse writes (private mode, quota): then values live in memory.
const memory = new Map<string, string>();

function backend(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The raw text stored under `key`, or undefined. */
export function readText(key: string): string | undefined {
  const store = backend();
  if (!store) return memory.get(key);
  try {
    return store.getItem(key) ?? undefined;
  } catch {
    return memory.get(key);
  }
}

/** Stores raw text under `key`. */
export function writeText(key: string, value: string): void {
  const store = backend();
  if (!store) {
    memory.set(key, value);
    return;
  }
  try {
    store.setItem(key, value);
  } catch {
    memory.set(key, value);
  }
}

/** Removes `key`. */
export function removeKey(key: string): void {
  memory.delete(key);
  try {
    backend()?.removeItem(key);
  } catch {
    // Nothing stored there.
  }
}

/** The JSON value stored under `key`, or undefined when absent or unreadable. */
export function readJson<T>(key: string): T | undefined {
  const text = readText(key);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/** Stores `value` as JSON under `key`. */
export function writeJson(key: string, value: unknown): void {
  writeText(key, JSON.stringify(value));
}
