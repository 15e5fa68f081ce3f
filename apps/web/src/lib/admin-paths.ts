/**
 * The admin console's pages (lazy routes of src/app/routes.tsx). Plain strings, so that the home page and
 * the profile can link to the console without loading any of it.
 */
export const ADMIN_PATHS = {
  home: "/pages/admin/index",
  users: "/pages/admin/users",
  roles: "/pages/admin/roles",
  permissions: "/pages/admin/permissions",
  menus: "/pages/admin/menus",
  appVersions: "/pages/admin/app-versions",
  adminLog: "/pages/admin/admin-log",
  components: "/pages/admin/components",
  luckyDraw: "/pages/admin/lucky-draw",
  luckyDrawWinners: "/pages/admin/lucky-draw-winners",
} as const;
