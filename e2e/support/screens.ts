import type { Page } from "playwright-core";

/** Who looks at a page: nobody signed in, a plain user, or the admin. */
export type Viewer = "guest" | "user" | "admin";

/** One screen to photograph: a route, who opens it, and optionally what to open on it (a sheet). */
export interface Screen {
  /** The file name of its screenshot (without `.png`). */
  name: string;
  route: string;
  as: Viewer;
  /** Opens a sheet or dialog on the page (closed again by {@link closeSheets} after the shot). */
  sheet?: (page: Page) => Promise<void>;
}

/** Closes whatever sheet or dialog is open: Esc, then its Cancel button or a click on its mask. */
export async function closeSheets(page: Page): Promise<void> {
  const open = page.locator(".adm-mask:visible");
  /** Whether every mask is gone within 1.5 s (a closing sheet slides out first). */
  const closed = async () => {
    const deadline = Date.now() + 1_500;
    while ((await open.count()) > 0) {
      if (Date.now() > deadline) return false;
      await page.waitForTimeout(100);
    }
    return true;
  };
  await page.keyboard.press("Escape");
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await closed()) return;
    const cancel = page.getByRole("button", { name: "Cancel", exact: true }).locator("visible=true");
    if (await cancel.count())
      // It may be sliding out already (Esc did close it): then there is nothing left to click.
      await cancel
        .last()
        .click({ timeout: 2_000 })
        .catch(() => undefined);
    else await page.mouse.click(4, 4);
  }
  if (!(await closed())) throw new Error("A sheet or dialog stayed open");
}

/** The file name of a route's screenshot: `/pages/login/index` -> `login-index`. */
const nameOf = (route: string): string =>
  route === "/"
    ? "root"
    : route
        .replace(/^\/pages_template\//, "template-")
        .replace(/^\/(pages\/)?/, "")
        .replace(/[/?=]/g, "-");

const screen = (route: string, as: Viewer, suffix = ""): Screen => ({
  name: nameOf(route) + suffix,
  route,
  as,
});

/** The row of the page's lists that starts with `label`. */
const row = (page: Page, label: string) =>
  page.locator(".adm-list-item:visible", { hasText: new RegExp(`^${label}`) }).first();

/** Opens a sheet by clicking a row or button of the page and waits for its dialog. */
const clickThenDialog = (click: (page: Page) => Promise<void>) => async (page: Page) => {
  await click(page);
  await page
    .locator('[role="dialog"]:visible, .adm-popup-body:visible, .adm-dialog:visible')
    .first()
    .waitFor({ state: "visible", timeout: 10_000 });
};

/** The profile's sheets and dialogs. */
const PROFILE = "/pages/profile/index";
const PROFILE_SHEETS: Screen[] = [
  {
    name: "profile-sheet-password",
    route: PROFILE,
    as: "user",
    sheet: clickThenDialog((page) => row(page, "Change password").click()),
  },
  {
    name: "profile-sheet-avatar",
    route: PROFILE,
    as: "user",
    sheet: clickThenDialog((page) => page.getByTestId("avatar-row").click()),
  },
  {
    name: "profile-sheet-nickname",
    route: PROFILE,
    as: "user",
    sheet: clickThenDialog((page) => row(page, "Nickname").click()),
  },
  {
    name: "profile-sheet-gender",
    route: PROFILE,
    as: "user",
    sheet: clickThenDialog((page) => row(page, "Gender").click()),
  },
  {
    name: "profile-sheet-mobile",
    route: PROFILE,
    as: "user",
    sheet: clickThenDialog((page) => row(page, "Mobile").click()),
  },
  {
    name: "profile-sheet-email",
    route: PROFILE,
    as: "user",
    sheet: clickThenDialog((page) => row(page, "E-mail").click()),
  },
  {
    name: "profile-sheet-language",
    route: PROFILE,
    as: "user",
    sheet: clickThenDialog((page) => row(page, "Language").click()),
  },
  {
    name: "profile-sheet-delete-account",
    route: PROFILE,
    as: "user",
    sheet: clickThenDialog((page) => row(page, "Delete account").click()),
  },
  {
    name: "profile-dialog-invite-code",
    route: PROFILE,
    as: "user",
    sheet: clickThenDialog((page) => row(page, "Enter an invite code").click()),
  },
  {
    name: "profile-dialog-sign-out",
    route: PROFILE,
    as: "user",
    sheet: clickThenDialog((page) => page.getByRole("button", { name: "Sign out" }).click()),
  },
];

/** The other pages' sheets: the language sheet of the sign-in page and of the home page, the template's. */
const OTHER_SHEETS: Screen[] = [
  {
    name: "login-sheet-language",
    route: "/pages/login/index",
    as: "guest",
    sheet: clickThenDialog((page) => page.getByRole("button", { name: "Language: English" }).click()),
  },
  {
    name: "index-sheet-language",
    route: "/pages/index/index",
    as: "user",
    sheet: clickThenDialog((page) => page.getByRole("button", { name: "Language", exact: true }).click()),
  },
  {
    name: "template-uni-id-test-sheet-help",
    route: "/pages_template/uni-id/test/test",
    as: "user",
    sheet: clickThenDialog((page) => page.getByRole("button", { name: "About this page" }).click()),
  },
  {
    name: "template-uni-id-password-sheet-password",
    route: "/pages_template/uni-id/password/password",
    as: "user",
    sheet: clickThenDialog((page) => page.getByRole("button", { name: "Change password" }).first().click()),
  },
];

/** The identity pages of the template (`/pages_template/uni-id/...`). */
const IDENTITY = [
  "index/index",
  "password/password",
  "mobile/mobile",
  "email/email",
  "util/util",
  "login/index/index",
  "login/register/register",
  "login/forget/forget",
  "test/test",
  "weixin/weixin",
  "weixin/h5-weixin",
  "weixin/set-user-info",
  "alipay/alipay",
  "qq/qq",
  "univerify/univerify",
];

/** The open-API demo pages (`/pages_template/openapi/...`). */
const OPENAPI = [
  "weixin/weixin",
  "weixin/msgSecCheck",
  "weixin/imgSecCheck",
  "weixin/sendMessage",
  "qq/qq",
  "qq/msgSecCheck",
  "qq/imgSecCheck",
  "douyin/douyin",
  "douyin/msgSecCheck",
  "douyin/imgSecCheck",
  "alipay/alipay",
  "baidu/baidu",
];

/** The admin console's pages. */
const ADMIN_PAGES = [
  "index",
  "users",
  "roles",
  "permissions",
  "menus",
  "app-versions",
  "admin-log",
  "components",
  "lucky-draw",
  "lucky-draw-winners",
];

/** The console's sheets: a form (a side panel from 768 px) and a row's "More" menu. */
const ADMIN_SHEETS: Screen[] = [
  {
    name: "admin-users-sheet-add",
    route: "/pages/admin/users",
    as: "admin",
    sheet: clickThenDialog((page) => page.getByRole("button", { name: "+ Add" }).click()),
  },
  {
    name: "admin-users-sheet-more",
    route: "/pages/admin/users",
    as: "admin",
    sheet: clickThenDialog((page) => page.getByRole("button", { name: "More actions: screens_amy" }).click()),
  },
];

/**
 * Every page of the web app's route table (`apps/web/src/app/routes.tsx`), each opened by the viewer it is
 * for: the sign-in pages and the public ones signed out, the user's pages and the template as a plain user,
 * the console as the admin; then the profile's sheets.
 */
export const SCREENS: Screen[] = [
  screen("/pages/login/index", "guest"),
  screen("/pages/login/register", "guest"),
  screen("/pages/login/forgot-password", "guest"),
  screen("/pages/login/oauth-callback", "guest"),
  screen("/pages/login/terms", "guest"),
  screen("/pages/login/privacy", "guest"),
  screen("/pages/index/index", "guest", "-guest"),
  screen("/pages/test/test", "guest", "-guest"),
  screen("/pages/error/404/404", "guest"),
  screen("/no/such/page", "guest"),
  screen("/pages_template/plugs/lucky-draw/lucky-draw", "guest", "-guest"),
  screen("/", "user"),
  screen("/pages/index/index", "user"),
  screen(PROFILE, "user"),
  screen("/pages/test/test", "user"),
  screen("/pages/user/invitees", "user"),
  screen("/pages/user/devices", "user"),
  screen("/pages/user/security", "user"),
  screen("/pages/user/files", "user"),
  screen("/pages/user/identity", "user"),
  ...IDENTITY.map((path) => screen(`/pages_template/uni-id/${path}`, "user")),
  screen("/pages_template/vk-vuex/vk-vuex", "user"),
  ...OPENAPI.map((path) => screen(`/pages_template/openapi/${path}`, "user")),
  screen("/pages_template/plugs/lucky-draw/lucky-draw", "user"),
  screen("/pages_template/db-test/db-test", "user"),
  screen("/pages_template/db-test/list/list", "user"),
  ...ADMIN_PAGES.map((path) => screen(`/pages/admin/${path}`, "admin")),
  ...PROFILE_SHEETS,
  ...OTHER_SHEETS,
  ...ADMIN_SHEETS,
];
