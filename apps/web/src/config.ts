import { LIMITS } from "@roster/contract";

/**
 * The client's app config (upstream `app.config.js`): identity, the special pages and the page-level
 * login rule. A copy lives in `lifeData.$app.config`.
 */
export const APP_CONFIG = {
  appid: "__UNI__ROSTER",
  appName: "Roster",
  appVersion: LIMITS.appVersion,
  platform: "h5",
  /** Base URL of the router; empty means this origin (set VITE_API_BASE for the native shells). */
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? "",
  /**
   * The web address people open and share (invite links, the sign-in providers' return address); empty
   * means this document. The native shells set it (VITE_PUBLIC_URL): their own origin is the device's.
   */
  publicUrl: (import.meta.env.VITE_PUBLIC_URL as string | undefined) ?? "",
  index: { url: "/pages/index/index" },
  login: { url: "/pages/login/index" },
  register: { url: "/pages/login/register" },
  forgotPassword: { url: "/pages/login/forgot-password" },
  profile: { url: "/pages/profile/index" },
  notFound: { url: "/pages/error/404/404" },
  /** Mode 2: the listed pages do NOT need login; every other page does. */
  checkTokenPages: {
    mode: 2,
    list: ["/pages/login/*", "/pages/index/*", "/pages/error/*", "/pages/test/*", "/pages_template/*"],
  },
  color: { main: "#ff4444", secondary: "#555555" },
} as const;

/** The shape of the app config. */
export type AppConfig = typeof APP_CONFIG;
