import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { firstLoadCheck } from "../lib/navigation";
import { currentRoute, startApp } from "../test/app";
import { calls, json, mockFetch } from "../test/fetch-mock";
import { signInLocally } from "../test/session";

const USER = {
  _id: "u1",
  username: "alice",
  nickname: "Alice",
  avatar: "",
  gender: 2,
  mobile: "13800138000",
  mobile_confirmed: 1,
  email: "alice@example.com",
  email_confirmed: 1,
  status: 0,
  role: [],
  inviter_uid: [],
  register_date: 1_700_000_000_000,
  allow_login_background: false,
  has_password: true,
};

describe("the app's routes", () => {
  it("shows the home page at / with the title Home", async () => {
    startApp("#/");
    expect(await screen.findByText("Welcome to Roster")).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Home · Roster"));
  });

  it("sends an unknown route to the 404 page", async () => {
    startApp("#/pages/nowhere/at-all?x=1");
    expect(await screen.findByText("The page you are looking for does not exist or has moved.")).toBeTruthy();
    expect(currentRoute()).toBe("/pages/error/404/404");
  });

  it("guards the profile: without a token it opens the login page with uniIdRedirectUrl", async () => {
    startApp("#/pages/profile/index?tab=2");
    expect(await screen.findByText("Welcome back")).toBeTruthy();
    expect(currentRoute()).toBe(
      `/pages/login/index?uniIdRedirectUrl=${encodeURIComponent("/pages/profile/index?tab=2")}`,
    );
  });

  it("guards navigations after start-up too", async () => {
    const router = startApp("#/pages/test/test");
    expect(await screen.findByRole("heading", { level: 1, name: "Request demo" })).toBeTruthy();
    await act(() => router.navigate("/pages/profile/index"));
    expect(await screen.findByText("Welcome back")).toBeTruthy();
    expect(currentRoute()).toContain("uniIdRedirectUrl=%2Fpages%2Fprofile%2Findex");
  });

  it("shows the signed-in profile with the mobile and e-mail masked", async () => {
    signInLocally();
    const { sent } = mockFetch(() => json({ code: 0, msg: "", userInfo: USER, needUpdateUserInfo: true }));
    startApp("#/pages/profile/index");
    expect(await screen.findByText("138****8000")).toBeTruthy();
    expect(screen.getByText("al***@example.com")).toBeTruthy();
    expect(screen.getByText("Female")).toBeTruthy();
    expect(screen.getByTestId("profile-name").textContent).toBe("Alice");
    expect(calls(sent)[0]?.url).toBe("/router/user/kh/getMyUserInfo");
  });
});

describe("the first-load check", () => {
  it("replaces a guarded first page by the login page when there is no valid token", () => {
    history.replaceState({ idx: 0 }, "");
    const replaced: string[] = [];
    const checked = firstLoadCheck({
      hash: "#/pages/profile/index",
      replace: (url: string | URL) => void replaced.push(String(url)),
    });
    expect(checked).toBe(true);
    expect(replaced).toEqual([
      `#/pages/login/index?uniIdRedirectUrl=${encodeURIComponent("/pages/profile/index")}`,
    ]);
  });

  it("leaves open pages, later pages and signed-in users alone", () => {
    const replaced: string[] = [];
    const replace = (url: string | URL) => void replaced.push(String(url));
    expect(firstLoadCheck({ hash: "#/pages/test/test", replace })).toBe(false);
    expect(firstLoadCheck({ hash: "", replace })).toBe(false);
    history.replaceState({ idx: 1 }, "");
    expect(firstLoadCheck({ hash: "#/pages/profile/index", replace })).toBe(false);
    history.replaceState({ idx: 0 }, "");
    signInLocally();
    expect(firstLoadCheck({ hash: "#/pages/profile/index", replace })).toBe(false);
    expect(replaced).toEqual([]);
  });
});
