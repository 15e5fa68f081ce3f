import { lazy } from "react";

// antd-mobile's animated overlays (with react-spring and @use-gesture, 24 kB gzip of their own) load when a
// sheet or dialog first opens (they are mounted then: see OnceOpened), not with the page.

/** antd-mobile's Popup, loaded on first use. */
export const Popup = lazy(() => import("antd-mobile/es/components/popup"));

/** antd-mobile's Dialog (the component; its alert and confirm are in lib/request's feedback). */
export const Dialog = lazy(() => import("antd-mobile/es/components/dialog"));

/** antd-mobile's ActionSheet, loaded on first use. */
export const ActionSheet = lazy(() => import("antd-mobile/es/components/action-sheet"));
