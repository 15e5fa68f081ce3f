import "antd-mobile/es/global";
import "./styles/global.css";
import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { afterFirstScreenSettled } from "./app/background-work";
import { createAppRouter } from "./app/create-router";
import { installDialogFocus } from "./app/dialog-focus";
import { installKeyboardAccess } from "./app/keyboard-access";
import { startNativeShell } from "./app/native-shell";
import { installRenderShim } from "./app/render-shim";
import { registerServiceWorker } from "./app/service-worker";
import { initialLocale, loadLocale, setupI18n } from "./i18n";
import { firstLoadCheck } from "./lib/navigation";
import { preloadRequestCrypto } from "./lib/request/crypto-loader";
import { hasValidToken } from "./lib/session";
import { useLifeData } from "./store/life-data";

installRenderShim();
// English is bundled; another language's texts are fetched alongside the first page's chunk and set before
// the first render (no flash of English). Without them (offline, no cache) the app starts in English.
const locale = initialLocale();
const texts = loadLocale(locale).catch(() => undefined);
firstLoadCheck();
const router = createAppRouter();
useLifeData.getState().setInited(true);
await texts;
setupI18n(locale);

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
// In a transition, React renders the first page in slices and yields to the browser between them: the
// start screen is already painted, and the first render is no longer one long task of the main thread.
const root = createRoot(container);
startTransition(() => root.render(<App router={router} />));
installKeyboardAccess();
installDialogFocus();
// Neither is needed for the first screen: both wait for it to be painted and its calls answered.
void afterFirstScreenSettled().then(() => {
  preloadRequestCrypto();
  // The daily loginByToken needs the request layer: loaded apart, only for a signed-in user.
  if (hasValidToken()) void import("./lib/daily-login").then((m) => m.dailyLoginByToken());
});
registerServiceWorker();
startNativeShell((to) => void router.navigate(to));
