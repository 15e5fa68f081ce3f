import { describe, expect, it } from "vitest";
import { buildPlan, entriesByModule, type FirstPages, familyChunk } from "./page-families";

const PAGES: FirstPages = {
  start: "main",
  signIn: "login",
  signedOut: ["register", "forgot"],
  signedIn: { home: "home", profile: "profile", files: "files" },
};
const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) =>
  ({ type: "chunk", fileName, moduleIds, imports }) as const;

describe("the first pages' chunk families", () => {
  it("finds each entry's first load through the chunks its chunk imports, not through source imports", () => {
    const plan = buildPlan(
      [
        chunk("main.js", ["main", "react"]),
        chunk("login.js", ["login"], ["main.js", "shared-lh.js"]),
        chunk("home.js", ["home"], ["main.js", "shared-lh.js", "shared-h-admin.js"]),
        chunk("admin.js", ["admin"], ["main.js", "shared-h-admin.js"]),
        chunk("shared-lh.js", ["button", "icon"]),
        chunk("shared-h-admin.js", ["grid"]),
        { type: "asset" },
      ],
      (id) => ["main", "login", "home", "admin"].includes(id),
    );
    const loadedBy = entriesByModule(plan);
    expect([...(loadedBy.get("react") ?? [])].sort()).toEqual(["admin", "home", "login", "main"]);
    expect([...(loadedBy.get("icon") ?? [])].sort()).toEqual(["home", "login"]);
    expect([...(loadedBy.get("grid") ?? [])].sort()).toEqual(["admin", "home"]);
    expect([...(loadedBy.get("home") ?? [])]).toEqual(["home"]);
  });

  it("puts a module by the family of the first pages that load it", () => {
    const family = (...entries: string[]) => familyChunk(new Set(entries), PAGES);
    // Loaded by the sign-in page and a signed-in page: the start-up chunk, which the sign-in page loads.
    expect(family("login", "profile")).toBe("app");
    expect(family("login", "register", "home", "admin")).toBe("app");
    // The sign-in page and another signed-out page.
    expect(family("login", "forgot")).toBe("sign-in");
    expect(family("login", "register", "forgot", "oauth")).toBe("sign-in");
    // Two signed-in pages and no signed-out one.
    expect(family("home", "profile")).toBe("signed-in");
    expect(family("home", "files", "admin")).toBe("signed-in");
    // One first page and other pages: that page's own shared chunk.
    expect(family("profile", "admin", "devices")).toBe("profile-shared");
    expect(family("files", "invitees")).toBe("files-shared");
  });

  it("leaves to the bundler what no first page shares, what start-up loads and mixed families", () => {
    const family = (...entries: string[]) => familyChunk(new Set(entries), PAGES);
    expect(familyChunk(undefined, PAGES)).toBeUndefined();
    expect(family("profile")).toBeUndefined();
    expect(family("admin", "devices")).toBeUndefined();
    expect(family("main", "login", "home")).toBeUndefined();
    // Register and the profile: neither the sign-in page's chunk nor the signed-in one may carry it.
    expect(family("register", "profile")).toBeUndefined();
    expect(family("register", "forgot")).toBeUndefined();
  });
});
