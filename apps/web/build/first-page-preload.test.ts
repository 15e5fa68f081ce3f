import { afterEach, describe, expect, it } from "vitest";
import { preloadFirstPage, preloadPlan, preloadScriptSource } from "./first-page-preload";

const ROOT = "/repo/apps/web";
const chunk = (fileName: string, facade: string | null, imports: string[] = [], css: string[] = []) => ({
  type: "chunk" as const,
  fileName,
  facadeModuleId: facade && `${ROOT}/${facade}`,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});
const bundle = Object.fromEntries(
  [
    chunk("assets/index.js", "index.html", ["assets/app.js"], ["assets/index.css"]),
    chunk("assets/app.js", null, [], ["assets/app.css"]),
    chunk(
      "assets/login.js",
      "src/pages/login/index.tsx",
      ["assets/app.js", "assets/sign-in.js"],
      ["assets/login.css"],
    ),
    chunk("assets/sign-in.js", null, ["assets/app.js"], ["assets/sign-in.css"]),
    chunk("assets/home.js", "src/pages/index/index.tsx", ["assets/signed-in.js", "assets/app.js"]),
    chunk("assets/signed-in.js", null, ["assets/sign-in.js"]),
    { type: "asset" as const, fileName: "assets/app.css" },
  ].map((file) => [file.fileName, file]),
);

describe("the first page's preload: what each landing page loads", () => {
  const plan = preloadPlan(
    bundle,
    "assets/index.js",
    [
      { route: "/pages/login/index", module: "src/pages/login/index.tsx" },
      { route: "/", module: "src/pages/index/index.tsx" },
    ],
    ROOT,
  );
  const filesOf = (route: string) => (plan.routes[route] ?? []).map((i) => plan.files[i]);

  it("names the page's chunk, the chunks they import and their styles, but nothing index.html loads", () => {
    expect(filesOf("/pages/login/index")).toEqual([
      "assets/login.js",
      "assets/sign-in.js",
      "assets/sign-in.css",
      "assets/login.css",
    ]);
    expect(filesOf("/")).toEqual([
      "assets/home.js",
      "assets/signed-in.js",
      "assets/sign-in.js",
      "assets/sign-in.css",
    ]);
  });

  it("writes a file shared by two pages once", () => {
    expect(plan.files.filter((file) => file === "assets/sign-in.js")).toHaveLength(1);
  });

  it("fails the build when a landing page has no chunk of its own", () => {
    expect(() =>
      preloadPlan(bundle, "assets/index.js", [{ route: "/x", module: "src/pages/gone.tsx" }], ROOT),
    ).toThrow(/no chunk is the entry of src\/pages\/gone\.tsx/);
  });
});

describe("the first page's preload, as it runs in index.html", () => {
  const files = ["login.js", "sign-in.js", "sign-in.css", "home.js"];
  const routes = { "/pages/login/index": [0, 1, 2], "/": [3, 1] };
  const links = () =>
    [...document.head.querySelectorAll("link")].map((link) => ({
      rel: link.rel,
      as: link.getAttribute("as"),
      href: link.getAttribute("href"),
      crossOrigin: link.getAttribute("crossorigin"),
    }));
  afterEach(() => {
    document.head.innerHTML = "";
    location.hash = "";
  });

  it("adds module preloads and style preloads for the page at the address, in CORS mode", () => {
    location.hash = "#/pages/login/index?from=/pages/profile/index";
    preloadFirstPage(files, routes, "/assets/");
    expect(links()).toEqual([
      { rel: "modulepreload", as: null, href: "/assets/login.js", crossOrigin: "" },
      { rel: "modulepreload", as: null, href: "/assets/sign-in.js", crossOrigin: "" },
      { rel: "preload", as: "style", href: "/assets/sign-in.css", crossOrigin: "" },
    ]);
  });

  it("takes an address without a route for the home page", () => {
    preloadFirstPage(files, routes, "/assets/");
    expect(links().map((link) => link.href)).toEqual(["/assets/home.js", "/assets/sign-in.js"]);
  });

  it("adds nothing for another page, or for a route that names an object's own property", () => {
    for (const hash of ["#/pages/admin/users", "#__proto__", "#constructor", "#/pages/login"]) {
      location.hash = hash;
      preloadFirstPage(files, routes, "/assets/");
    }
    expect(links()).toEqual([]);
  });

  it("runs as written into index.html: the function with the plan, the assets folder in the base", () => {
    location.hash = "#/";
    const source = preloadScriptSource(
      { files: ["assets/home.js", "assets/home.css"], routes: { "/": [0, 1] } },
      "/",
    );
    expect(source).toContain('["home.js","home.css"]');
    new Function(source)();
    expect(links().map((link) => [link.rel, link.href])).toEqual([
      ["modulepreload", "/assets/home.js"],
      ["preload", "/assets/home.css"],
    ]);
  });
});
