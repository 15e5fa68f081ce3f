import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { saveUserInfo } from "../../lib/session";
import { currentRoute, startApp } from "../../test/app";
import { fakeServer } from "../../test/fake-server";
import { json, mockFetch, never } from "../../test/fetch-mock";
import { menuNode } from "../../test/menus";
import { signInLocally } from "../../test/session";

const USER = { _id: "u1", username: "alice", nickname: "Alice", role: ["staff"], permission: [] };

function signIn(user: Record<string, unknown> = USER) {
  signInLocally();
  saveUserInfo(user);
}

/** The label of each tile (the icon's letter and the screen-reader note left out). */
const tileNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole("link")
    .map((link) => link.children[1]?.textContent);

describe("the home page menu", () => {
  it("shows the granted entries as tiles, in sort order, without hidden or disabled ones", async () => {
    signIn();
    const server = fakeServer({
      "user/kh/getMenu": () => ({
        menus: [
          menuNode("payroll", { name: "Payroll", sort: 3 }),
          menuNode("leave", { name: "Leave", sort: 1, icon: "calendar" }),
          menuNode("secret", { name: "Secret", sort: 2, hidden_menu: true }),
          menuNode("old", { name: "Old", sort: 0, enable: false }),
          menuNode("wiki", { name: "Wiki", sort: 4, url: "https://wiki.example/hr" }),
        ],
        menuList: [],
      }),
    });
    startApp("#/");
    const menu = await screen.findByTestId("home-menu");
    expect(tileNames(menu)).toEqual(["Leave", "Payroll", "Wiki"]);
    expect(server.routesSent()).toEqual(["user/kh/getMenu"]);
    const wiki = within(menu).getByRole("link", { name: /Wiki/ });
    expect(wiki.getAttribute("href")).toBe("https://wiki.example/hr");
    expect(wiki.getAttribute("target")).toBe("_blank");
    expect(wiki.getAttribute("rel")).toContain("noopener");
    // The calendar glyph is drawn, not the letter.
    expect(within(menu).getByRole("link", { name: "Leave" }).querySelector("svg")).not.toBeNull();
  });

  it("opens an in-app entry through the app's navigation", async () => {
    signIn();
    fakeServer({
      "user/kh/getMenu": () => ({
        menus: [menuNode("leave", { name: "Leave", url: "/pages/test/test?from=menu" })],
        menuList: [],
      }),
    });
    startApp("#/");
    fireEvent.click(await screen.findByRole("link", { name: "Leave" }));
    await waitFor(() => expect(currentRoute()).toBe("/pages/test/test?from=menu"));
  });

  it("groups sub-menus under their parent's name", async () => {
    signIn();
    fakeServer({
      "user/kh/getMenu": () => ({
        menus: [
          menuNode("people", {
            name: "People",
            url: "",
            children: [menuNode("staff", { name: "Staff", parent_id: "people" })],
          }),
        ],
        menuList: [],
      }),
    });
    startApp("#/");
    const group = await screen.findByRole("navigation", { name: "People" });
    expect(within(group).getByRole("link", { name: "Staff" })).toBeTruthy();
  });

  it("loads the menu again when the user's roles change", async () => {
    signIn();
    fakeServer({
      "user/kh/getMenu": (_body, request) => {
        const roles = JSON.parse(localStorage.getItem("uni_id_user_info") ?? "{}").role as string[];
        expect(request.headers["uni-id-token"]).toBe("token-abc");
        return {
          menus: roles.includes("hr")
            ? [menuNode("leave", { name: "Leave" }), menuNode("hire", { name: "Hiring" })]
            : [menuNode("leave", { name: "Leave" })],
          menuList: [],
        };
      },
    });
    startApp("#/");
    expect(tileNames(await screen.findByTestId("home-menu"))).toEqual(["Leave"]);
    act(() => saveUserInfo({ ...USER, role: ["staff", "hr"] }));
    await waitFor(() => expect(tileNames(screen.getByTestId("home-menu"))).toEqual(["Hiring", "Leave"]));
  });

  it("asks for nothing and shows the welcome when signed out", async () => {
    const server = fakeServer({});
    startApp("#/");
    expect(await screen.findByText("Welcome to Roster")).toBeTruthy();
    expect(screen.queryByTestId("home-menu")).toBeNull();
    expect(screen.queryByText("Admin console")).toBeNull();
    expect(server.sent).toHaveLength(0);
  });

  it("offers the admin console to admins only", async () => {
    signIn({ ...USER, role: ["admin"] });
    fakeServer({ "user/kh/getMenu": () => ({ menus: [], menuList: [] }) });
    startApp("#/");
    fireEvent.click(await screen.findByRole("button", { name: "Admin console" }));
    await waitFor(() => expect(currentRoute()).toBe("/pages/admin/index"));
  });

  it("hides the admin console from other users", async () => {
    signIn();
    const server = fakeServer({ "user/kh/getMenu": () => ({ menus: [menuNode("leave")], menuList: [] }) });
    startApp("#/");
    await screen.findByTestId("home-menu");
    expect(screen.queryByRole("button", { name: "Admin console" })).toBeNull();
    expect(server.routesSent()).toEqual(["user/kh/getMenu"]);
  });

  it.each([
    ["an admin", { role: ["admin"] }, true],
    [
      "a back-office user with a permission",
      { allow_login_background: true, permission: ["read-users"] },
      true,
    ],
    ["a back-office user without permissions", { allow_login_background: true, permission: [] }, false],
    ["anyone else", {}, false],
  ])("offers the console on the profile to %s (or not)", async (_who, fields, shown) => {
    const user = { ...USER, ...fields, my_invite_code: "ABC2345", inviter_uid: [] };
    signIn(user);
    fakeServer({ "user/kh/getMyUserInfo": () => ({ userInfo: user, needUpdateUserInfo: true }) });
    startApp("#/pages/profile/index");
    await screen.findByTestId("my-invite-code");
    await screen.findByText("Security"); // the settings column, rendered right after the rest (Deferred)
    expect(screen.queryByText("Admin console") !== null).toBe(shown);
  });
});

describe("the home page below the menu", () => {
  const MENU = { code: 0, msg: "", menus: [menuNode("leave", { name: "Leave" })], menuList: [] };

  it("shows the shortcuts only once the menu has its tiles, so that their arrival moves nothing", async () => {
    signIn();
    let answerMenu: (() => void) | undefined;
    mockFetch(
      (request) =>
        new Promise<Response>((resolve) => {
          if (request.url.includes("getMenu")) answerMenu = () => resolve(json(MENU));
          else resolve(json({ code: 0, msg: "" }));
        }),
    );
    startApp("#/");
    await waitFor(() => expect(answerMenu).toBeDefined());
    expect(screen.getByRole("region", { name: "Menu", busy: true })).toBeTruthy();
    expect(screen.queryByText("My profile")).toBeNull();
    act(() => answerMenu?.());
    expect(await screen.findByText("My profile")).toBeTruthy();
    expect(within(screen.getByTestId("home-menu")).getByRole("link", { name: "Leave" })).toBeTruthy();
  });

  it("no longer holds the shortcuts back when the menu is slower than a second", async () => {
    signIn();
    mockFetch((request) => (request.url.includes("getMenu") ? never(request) : json({ code: 0, msg: "" })));
    startApp("#/");
    await screen.findByRole("region", { name: "Menu", busy: true });
    expect(screen.queryByText("My profile")).toBeNull();
    expect(await screen.findByText("My profile", {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Menu", busy: true })).toBeTruthy();
  });
});
