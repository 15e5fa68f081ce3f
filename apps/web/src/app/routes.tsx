import type { ComponentType } from "react";
import { Navigate, type RouteObject } from "react-router";
import { APP_CONFIG } from "../config";
import { PageLoading } from "../features/layout/PageLoading";
import { guardLoader } from "../lib/navigation";
import { RootLayout } from "./RootLayout";

type PageModule = Promise<{ default: ComponentType }>;

/** A code-split page behind the login guard: its JavaScript loads when the route is first opened. */
const page = (path: string, load: () => PageModule): RouteObject => ({
  path,
  loader: guardLoader,
  lazy: async () => ({ Component: (await load()).default }),
});

const home = () => import("../pages/index/index");

/** The route table: the seed's paths (hash mode, base `/`); unknown paths go to the 404 page. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoading,
    children: [
      page("/", home),
      page(APP_CONFIG.index.url, home),
      page(APP_CONFIG.login.url, () => import("../pages/login/index")),
      page(APP_CONFIG.register.url, () => import("../pages/login/register")),
      page(APP_CONFIG.profile.url, () => import("../pages/profile/index")),
      page("/pages/test/test", () => import("../pages/test/test")),
      page(APP_CONFIG.notFound.url, () => import("../pages/error/404/404")),
      { path: "*", element: <Navigate to={APP_CONFIG.notFound.url} replace /> },
    ],
  },
];
