import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { saveUserInfo } from "../../lib/session";
import { currentRoute, startApp } from "../../test/app";
import { fakeServer } from "../../test/fake-server";
import { signInLocally } from "../../test/session";

const emptyPage = () => ({ rows: [], total: 0, hasMore: false, pagination: { pageIndex: 1, pageSize: 20 } });

/** The main navigation (tab bar below 1024 px, side navigation from 1024 px: the same links). */
const mainNav = () => document.querySelector<HTMLElement>("[data-main-nav]");
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole("link")
    .map((a) => a.textContent);

beforeAll(async () => {
  await Promise.all([import("../../pages/admin/users"), import("../../pages/profile/index")]);
}, 60_000);

describe("the main navigation", () => {
  it("offers Admin to an admin, marked current on every console page, and opens it", async () => {
    signInLocally();
    saveUserInfo({ _id: "admin1", username: "boss", role: ["admin"], permission: [] });
    fakeServer({ "admin/system/user/sys/getList": emptyPage });
    startApp("#/pages/admin/users");
    await screen.findByText("Nothing here yet.");
    const nav = mainNav();
    if (!nav) throw new Error("no main navigation on the console");
    // Without a tab bar, the console's navigation is the side navigation only (hidden below 1024 px by CSS).
    expect(nav.className).toMatch(/desktopOnly/);
    expect(linkNames(nav)).toEqual(["Home", "Me", "Admin"]);
    const admin = within(nav).getByRole("link", { name: "Admin" });
    expect(admin.getAttribute("href")).toBe("#/pages/admin/index");
    expect(admin.getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Home" }).hasAttribute("aria-current")).toBe(false);
    fireEvent.click(admin);
    await waitFor(() => expect(currentRoute()).toBe("/pages/admin/index"));
  });

  it("offers no Admin to someone who may not open the console", async () => {
    signInLocally();
    saveUserInfo({ _id: "u1", username: "ada", role: ["staff"], permission: ["x"] });
    fakeServer({});
    startApp("#/pages/profile/index");
    await waitFor(() => expect(mainNav()).not.toBeNull());
    const nav = mainNav() as HTMLElement;
    expect(nav.className).not.toMatch(/desktopOnly/);
    expect(linkNames(nav)).toEqual(["Home", "Me"]);
    expect(within(nav).getByRole("link", { name: "Me" }).getAttribute("aria-current")).toBe("page");
  });
});
