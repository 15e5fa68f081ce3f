/** The request encryption module, loaded once on first use (see encryption.ts). */
export const loadRequestCrypto = () => import("./encryption");

/** Fetches the encryption module in the background once the browser is idle after start-up. */
export function preloadRequestCrypto(): void {
  const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1500));
  idle(() => void loadRequestCrypto());
}
