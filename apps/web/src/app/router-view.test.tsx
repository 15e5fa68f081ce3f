import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, Navigate, type RouteObject, UNSAFE_createMemoryHistory, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstScreen } from "../lib/dom/first-screen";
import { createPageRouter, navigateBack, type PageRouter } from "../lib/navigation";
import { App } from "./App";
import { createAppRouter } from "./create-router";
import { type LazyPage, lazyPage, type PageModule } from "./lazy-page";
import { RootLayout } from "./RootLayout";

/** A lazy page whose module arrives when the test says so. */
function slowPage(name: string) {
  let arrive: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  let renders = 0;
  function Page() {
    renders++;
    return <h1>{name}</h1>;
  }
  const module = new Promise<PageModule>((resolve, reject) => {
    arrive = () => resolve({ default: Page });
    fail = reject;
  });
  return {
    page: lazyPage(() => module),
    arrive: () => act(async () => arrive()),
    fail: (error: Error) => act(async () => fail(error)),
    renders: () => renders,
  };
}

/** A lazy page whose module is there at once. */
const readyPage = (Page: () => React.ReactNode): LazyPage => lazyPage(async () => ({ default: Page }));

function Home() {
  return (
    <>
      <h1>Home</h1>
      <Link to="/pages/test/test?from=link">Test page</Link>
      <Link to="/pages/profile/index">Profile</Link>
    </>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function table(pages: Record<string, LazyPage>): RouteObject[] {
  return [
    {
      Component: RootLayout,
      children: [
        ...Object.entries(pages).map(([path, { Component, handle }]) => ({ path, Component, handle })),
        { path: "*", element: <Navigate to="/pages/error/404/404" replace /> },
      ],
    },
  ];
}

let router: PageRouter | undefined;
afterEach(() => router?.dispose());

async function show(url: string, pages: Record<string, LazyPage>) {
  router = createPageRouter(table(pages), UNSAFE_createMemoryHistory({ initialEntries: [url] }));
  render(<App router={router} />);
  return router;
}

const progressBar = () => document.querySelector(".route-progress");

describe("the router on screen", () => {
  it("shows the start screen, without the layout, until the first page's code is there", async () => {
    // The first test of the file: the first screen of this page load is still to come.
    let firstScreen = false;
    void afterFirstScreen(60_000).then(() => {
      firstScreen = true;
    });
    const home = slowPage("Home page");
    await show("/", { "/": home.page });
    const start = screen.getByRole("status");
    expect(start.className).toBe("roster-start"); // index.html's start screen, drawn again
    expect(within(start).getByRole("img", { name: "Roster" })).toBeTruthy();
    expect(within(start).getByText("Loading…")).toBeTruthy();
    expect(screen.queryByRole("heading")).toBeNull();
    expect(progressBar()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(firstScreen).toBe(false);
    await home.arrive();
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeTruthy();
    expect(screen.queryByText("Loading…")).toBeNull();
    await waitFor(() => expect(firstScreen).toBe(true));
  });

  it("keeps the current page with a progress bar while the next page's code loads", async () => {
    const test = slowPage("Test page");
    await show("/", { "/": readyPage(Home), "/pages/test/test": test.page });
    await userEvent.click(await screen.findByRole("link", { name: "Test page" }));
    expect(progressBar()).not.toBeNull();
    expect(screen.getByRole("heading", { name: "Home" })).toBeTruthy();
    expect(test.renders()).toBe(0);
    await test.arrive();
    expect(await screen.findByRole("heading", { name: "Test page" })).toBeTruthy();
    expect(progressBar()).toBeNull();
    expect(screen.queryByRole("heading", { name: "Home" })).toBeNull();
  });

  it("never renders a guarded page to a visitor without a token: the login page opens instead", async () => {
    const profile = slowPage("Profile page");
    const login = readyPage(() => (
      <>
        <h1>Sign in</h1>
        <Where />
      </>
    ));
    await show("/", {
      "/": readyPage(Home),
      "/pages/profile/index": profile.page,
      "/pages/login/index": login,
    });
    await userEvent.click(await screen.findByRole("link", { name: "Profile" }));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(screen.getByTestId("where").textContent).toBe(
      `/pages/login/index?uniIdRedirectUrl=${encodeURIComponent("/pages/profile/index")}`,
    );
    await profile.arrive();
    expect(profile.renders()).toBe(0);
  });

  it("sends an unknown path to the 404 page", async () => {
    await show("/pages/nowhere", { "/pages/error/404/404": readyPage(() => <h1>Not found</h1>) });
    expect(await screen.findByRole("heading", { name: "Not found" })).toBeTruthy();
    expect(router?.state.location.pathname).toBe("/pages/error/404/404");
  });

  it("shows the error when a page's code fails to load, and the next page after it", async () => {
    const test = slowPage("Test page");
    await show("/", { "/": readyPage(Home), "/pages/test/test": test.page });
    await userEvent.click(await screen.findByRole("link", { name: "Test page" }));
    await test.fail(new Error("Failed to fetch dynamically imported module"));
    expect(await screen.findByText("Unexpected Application Error!")).toBeTruthy();
    expect(screen.getByText("Failed to fetch dynamically imported module")).toBeTruthy();
    await act(() => router?.navigate("/"));
    expect(await screen.findByRole("heading", { name: "Home" })).toBeTruthy();
  });
});

describe("where a page is scrolled to", () => {
  const Test = () => (
    <>
      <h1>Test page</h1>
      <Link to="/pages/test/test?tab=2">Second tab</Link>
    </>
  );

  it("a new page starts at the top; back comes back to where the page was left; a query keeps it", async () => {
    const routed = await show("/", { "/": readyPage(Home), "/pages/test/test": readyPage(Test) });
    await screen.findByRole("heading", { name: "Home" });
    window.scrollTo(0, 640);
    await userEvent.click(screen.getByRole("link", { name: "Test page" }));
    await screen.findByRole("heading", { name: "Test page" });
    expect(window.scrollY).toBe(0);
    // The same page with another query (a filter, a tab) stays where it is.
    window.scrollTo(0, 200);
    await userEvent.click(screen.getByRole("link", { name: "Second tab" }));
    await waitFor(() => expect(routed.state.location.search).toBe("?tab=2"));
    expect(window.scrollY).toBe(200);
    await act(async () => routed.navigate(-1));
    await waitFor(() => expect(routed.state.location.search).toBe("?from=link"));
    expect(window.scrollY).toBe(200);
    // Back to the first page: where it was left.
    await act(async () => routed.navigate(-1));
    await screen.findByRole("heading", { name: "Home" });
    await waitFor(() => expect(window.scrollY).toBe(640));
    // Forward: the test page as it was left.
    await act(async () => routed.navigate(1));
    await screen.findByRole("heading", { name: "Test page" });
    await waitFor(() => expect(window.scrollY).toBe(200));
  });
});

describe("the app's router", () => {
  it("goes back one page over the hash history, and home when there is no page to go back to", async () => {
    window.location.hash = "#/pages/test/test";
    history.replaceState({ idx: 0 }, "");
    const open = readyPage(() => <h1>Open page</h1>);
    router = createAppRouter(
      table({ "/": readyPage(Home), "/pages/test/test": open, "/pages/login/index": open }),
    );
    await vi.waitFor(() => expect(router?.state.initialized).toBe(true));
    await router.navigate("/pages/login/index");
    expect([window.location.hash, history.state.idx]).toEqual(["#/pages/login/index", 1]);
    navigateBack();
    await vi.waitFor(() => expect(router?.state.location.pathname).toBe("/pages/test/test"));
    expect([window.location.hash, history.state.idx, router.state.action]).toEqual([
      "#/pages/test/test",
      0,
      "POP",
    ]);
    navigateBack();
    await vi.waitFor(() => expect(router?.state.location.pathname).toBe("/"));
    expect([window.location.hash, history.state.idx, router.state.action]).toEqual(["#/", 0, "REPLACE"]);
  });
});
