/** Remembers the last url and refuses the same one again within `windowMs` (the double-tap guard). */
export function createRepeatGuard(windowMs: number) {
  let last: { url: string; at: number } | undefined;
  return {
    /** True when navigating to `url` now is allowed; records the attempt. */
    allow(url: string, now: number = Date.now()): boolean {
      if (last && last.url === url && now - last.at < windowMs) return false;
      last = { url, at: now };
      return true;
    },
    /** Forgets the last url. */
    reset(): void {
      last = undefined;
    },
  };
}
