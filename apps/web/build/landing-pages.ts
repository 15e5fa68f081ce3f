import type { LandingPage } from "./first-page-preload";

/** The modules of the pages people open first (relative to apps/web). */
export const FIRST_PAGE_MODULES = {
  home: "src/pages/index/index.tsx",
  login: "src/pages/login/index.tsx",
  register: "src/pages/login/register.tsx",
  forgotPassword: "src/pages/login/forgot-password.tsx",
  profile: "src/pages/profile/index.tsx",
  files: "src/pages/user/files.tsx",
} as const;

/**
 * The routes at which people land on those pages (opened, bookmarked, reloaded): index.html starts
 * loading their code with the app's (build/first-page-preload.ts). As src/app/routes.tsx maps them, which
 * `landing-pages.test.ts` checks.
 */
export const LANDING_PAGES: readonly LandingPage[] = [
  { route: "/", module: FIRST_PAGE_MODULES.home },
  { route: "/pages/index/index", module: FIRST_PAGE_MODULES.home },
  { route: "/pages/login/index", module: FIRST_PAGE_MODULES.login },
  { route: "/pages/login/register", module: FIRST_PAGE_MODULES.register },
  { route: "/pages/login/forgot-password", module: FIRST_PAGE_MODULES.forgotPassword },
  { route: "/pages/profile/index", module: FIRST_PAGE_MODULES.profile },
  { route: "/pages/user/files", module: FIRST_PAGE_MODULES.files },
];
