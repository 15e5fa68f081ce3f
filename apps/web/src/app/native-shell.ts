/** What Capacitor's native bridge puts on `window` inside the phone apps, before any page script runs. */
interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
}

/** True inside the Android or iOS app (Capacitor's web view), false in a browser. */
export function isNativeShell(w: Window = window): boolean {
  const capacitor = (w as Window & { Capacitor?: CapacitorGlobal }).Capacitor;
  return typeof capacitor?.isNativePlatform === "function" && capacitor.isNativePlatform() === true;
}

/**
 * Inside the phone apps only: loads the native bridge (status bar, splash screen, deep links, the back
 * button). Browsers never download it.
 */
export function startNativeShell(navigate: (to: string) => void): void {
  if (!isNativeShell()) return;
  void import("./native-bridge").then((bridge) => bridge.attachNativeBridge(navigate));
}
