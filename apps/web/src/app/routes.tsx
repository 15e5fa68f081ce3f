import { Navigate, type RouteObject } from "react-router";
import { APP_CONFIG } from "../config";
import { type LazyPage, lazyPage, type PageModule } from "./lazy-page";
import { RootLayout } from "./RootLayout";

/**
 * A code-split page behind the login guard: its JavaScript loads when the route is first opened, before
 * the router shows it (lib/navigation/page-router.ts checks the login rule first).
 */
const page = (path: string, load: LazyPage | (() => Promise<PageModule>)): RouteObject => {
  const { Component, handle } = typeof load === "function" ? lazyPage(load) : load;
  return { path, Component, handle };
};

// A module behind several paths is one lazy page: moving between its paths keeps the page mounted.
const home = lazyPage(() => import("../pages/index/index"));
const legal = lazyPage(() => import("../pages/login/legal"));

/** The identity folder of the template (`/pages_template/uni-id/...`), from the demo page: one module. */
const identityPage = lazyPage(() => import("../pages/template/uni-id/index"));

/** The open-API folder of the template (`/pages_template/openapi/...`): twelve pages, one module. */
const openapiPage = lazyPage(() => import("../pages/template/openapi/index"));

/** The route table: the seed's paths (hash mode, base `/`); unknown paths go to the 404 page. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      page("/", home),
      page(APP_CONFIG.index.url, home),
      page(APP_CONFIG.login.url, () => import("../pages/login/index")),
      page(APP_CONFIG.register.url, () => import("../pages/login/register")),
      page(APP_CONFIG.forgotPassword.url, () => import("../pages/login/forgot-password")),
      page("/pages/login/oauth-callback", () => import("../pages/login/oauth-callback")),
      page("/pages/login/terms", legal),
      page("/pages/login/privacy", legal),
      page(APP_CONFIG.profile.url, () => import("../pages/profile/index")),
      page("/pages/test/test", () => import("../pages/test/test")),
      page("/pages/user/invitees", () => import("../pages/user/invitees")),
      page("/pages/user/devices", () => import("../pages/user/devices")),
      page("/pages/user/security", () => import("../pages/user/security")),
      page("/pages_template/uni-id/*", identityPage),
      page("/pages_template/vk-vuex/vk-vuex", () => import("../pages/template/vk-vuex/vk-vuex")),
      page("/pages_template/openapi/*", openapiPage),
      page("/pages_template/plugs/lucky-draw/lucky-draw", () => import("../pages/template/plugs/lucky-draw")),
      page("/pages_template/db-test/db-test", () => import("../pages/template/db-test/db-test")),
      page("/pages_template/db-test/list/list", () => import("../pages/template/db-test/list")),
      page("/pages/user/files", () => import("../pages/user/files")),
      page("/pages/user/identity", () => import("../pages/user/identity")),
      page("/pages/admin/index", () => import("../pages/admin/index")),
      page("/pages/admin/users", () => import("../pages/admin/users")),
      page("/pages/admin/roles", () => import("../pages/admin/roles")),
      page("/pages/admin/permissions", () => import("../pages/admin/permissions")),
      page("/pages/admin/menus", () => import("../pages/admin/menus")),
      page("/pages/admin/app-versions", () => import("../pages/admin/app-versions")),
      page("/pages/admin/admin-log", () => import("../pages/admin/admin-log")),
      page("/pages/admin/components", () => import("../pages/admin/components")),
      page("/pages/admin/lucky-draw", () => import("../pages/admin/lucky-draw")),
      page("/pages/admin/lucky-draw-winners", () => import("../pages/admin/lucky-draw-winners")),
      page(APP_CONFIG.notFound.url, () => import("../pages/error/404/404")),
      { path: "*", element: <Navigate to={APP_CONFIG.notFound.url} replace /> },
    ],
  },
];
