import { defineProvider } from "./descriptor.js";

/** DCloud univerify: one-tap sign-in by the mobile the carrier vouches for; links no identity. */
export const univerify = defineProvider({
  id: "univerify",
  routeName: "Univerify",
  label: {
    "zh-Hans": "一键登录",
    "zh-Hant": "一鍵登入",
    en: "One-tap sign-in",
    es: "Inicio de sesión con un toque",
    fr: "Connexion en un geste",
  },
  icon: { color: "#ff4444", glyph: "1" },
  flows: { app: true, webOAuth: false, phoneNumber: true },
  accountErrors: { exists: "univerifyAccountExists", notExists: "univerifyAccountNotExists" },
  routes: {},
  ownRoutes: ["user/pub/loginByUniverify"],
});
