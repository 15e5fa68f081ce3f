import { describe, expect, it } from "vitest";
import { menuNode } from "../../test/menus";
import { menuSections, menuTarget, shownMenus } from "./menu-model";

describe("menuTarget", () => {
  it("opens app paths in the app and http(s) addresses outside", () => {
    expect(menuTarget("/pages/hr/list?x=1")).toEqual({ kind: "page", path: "/pages/hr/list?x=1" });
    expect(menuTarget("pages/hr/list")).toEqual({ kind: "page", path: "/pages/hr/list" });
    expect(menuTarget(" https://example.com/a ")).toEqual({ kind: "external", url: "https://example.com/a" });
  });

  it("leads nowhere for empty, protocol-relative or script addresses", () => {
    expect(menuTarget("")).toEqual({ kind: "none" });
    expect(menuTarget("//evil.example")).toEqual({ kind: "none" });
    expect(menuTarget("javascript:alert(1)")).toEqual({ kind: "none" });
  });
});

describe("shownMenus", () => {
  it("sorts each level by sort, then menu_id, whatever the answer's order", () => {
    const tree = [
      menuNode("c", { sort: 2 }),
      menuNode("b", { sort: 1 }),
      menuNode("a", {
        sort: 1,
        children: [menuNode("a2", { sort: 5, parent_id: "a" }), menuNode("a1", { sort: -1, parent_id: "a" })],
      }),
    ];
    const shown = shownMenus(tree);
    expect(shown.map((m) => m.menu_id)).toEqual(["a", "b", "c"]);
    expect(shown[0]?.children.map((m) => m.menu_id)).toEqual(["a1", "a2"]);
  });

  it("leaves out hidden and disabled entries with everything under them", () => {
    const tree = [
      menuNode("visible"),
      menuNode("hidden", { hidden_menu: true }),
      menuNode("off", { enable: false, children: [menuNode("under-off", { parent_id: "off" })] }),
      menuNode("group", { children: [menuNode("child-hidden", { hidden_menu: true, parent_id: "group" })] }),
    ];
    const shown = shownMenus(tree);
    expect(shown.map((m) => m.menu_id)).toEqual(["group", "visible"]);
    expect(shown[0]?.children).toEqual([]);
  });
});

describe("menuSections", () => {
  it("puts lone entries in the first section and each group under its own title", () => {
    const tree = [
      menuNode("people", {
        name: "People",
        url: "",
        sort: 1,
        children: [
          menuNode("staff", { name: "Staff", sort: 2, parent_id: "people" }),
          menuNode("teams", {
            name: "Teams",
            sort: 1,
            parent_id: "people",
            children: [menuNode("team-new", { name: "New team", parent_id: "teams" })],
          }),
        ],
      }),
      menuNode("news", { name: "News", url: "https://news.example", sort: 3 }),
      menuNode("leave", { name: "Leave", sort: 2 }),
      menuNode("nowhere", { name: "Nowhere", url: "", sort: 4 }),
    ];
    const sections = menuSections(tree);
    expect(sections.map((s) => s.title)).toEqual([undefined, "People"]);
    expect(sections[0]?.entries.map((e) => e.name)).toEqual(["Leave", "News"]);
    expect(sections[0]?.entries[1]?.target).toEqual({ kind: "external", url: "https://news.example" });
    expect(sections[1]?.entries.map((e) => e.name)).toEqual(["Teams", "New team", "Staff"]);
  });

  it("has no sections for an empty or all-hidden menu", () => {
    expect(menuSections([])).toEqual([]);
    expect(menuSections([menuNode("x", { hidden_menu: true })])).toEqual([]);
  });
});
