import { App } from "@capacitor/app";
import { SplashScreen } from "@capacitor/splash-screen";
import { StatusBar, Style } from "@capacitor/status-bar";
import { APP_CONFIG } from "../config";
import { routeFromDeepLink } from "../lib/deep-link";

/**
 * The phone apps' side of the shell: the seed's status-bar colour, the splash screen hidden once the page
 * runs, links that open the app (invite links, OAuth returns) routed to their page, and Android's back
 * button going back through the pages before it leaves the app.
 */
export async function attachNativeBridge(navigate: (to: string) => void): Promise<void> {
  await App.addListener("appUrlOpen", ({ url }) => {
    const to = routeFromDeepLink(url, APP_CONFIG.publicUrl);
    if (to) navigate(to);
  });
  await App.addListener("backButton", ({ canGoBack }) => {
    if (canGoBack) window.history.back();
    else void App.exitApp();
  });
  // Status-bar calls fail on platforms without the setting (the colour on iOS): the app runs on regardless.
  await StatusBar.setStyle({ style: Style.Dark }).catch(() => undefined);
  await StatusBar.setBackgroundColor({ color: APP_CONFIG.color.main }).catch(() => undefined);
  await SplashScreen.hide().catch(() => undefined);
}
