import { describe, expect, it } from "vitest";
import { hasPermission, hasRole, mayOpenConsole } from "./permission";

const editor = { role: ["editor", "auditor"], permission: ["user-read", "user-update"] };

describe("hasRole", () => {
  it("passes when the user has the one role named", () => {
    expect(hasRole(editor, "editor")).toBe(true);
    expect(hasRole(editor, "admin")).toBe(false);
  });

  it("passes when the user has any listed role", () => {
    expect(hasRole(editor, ["admin", "auditor"])).toBe(true);
    expect(hasRole(editor, ["admin", "boss"])).toBe(false);
  });

  it("needs every role of a nested list", () => {
    expect(hasRole(editor, [["editor", "auditor"]])).toBe(true);
    expect(hasRole(editor, [["editor", "boss"]])).toBe(false);
    expect(hasRole(editor, ["boss", ["editor", "auditor"]])).toBe(true);
  });

  it("grants nothing for empty rules or a user without roles", () => {
    expect(hasRole(editor, [])).toBe(false);
    expect(hasRole(editor, [[]])).toBe(false);
    expect(hasRole({}, "editor")).toBe(false);
  });

  it("does not give admins other roles", () => {
    expect(hasRole({ role: ["admin"] }, "editor")).toBe(false);
  });
});

describe("hasPermission", () => {
  it("applies the same any / nested-all rule to permissions", () => {
    expect(hasPermission(editor, "user-read")).toBe(true);
    expect(hasPermission(editor, ["user-delete", "user-update"])).toBe(true);
    expect(hasPermission(editor, [["user-read", "user-update"]])).toBe(true);
    expect(hasPermission(editor, [["user-read", "user-delete"]])).toBe(false);
    expect(hasPermission(editor, "user-delete")).toBe(false);
  });

  it("gives the admin role every permission, even with an empty permission list", () => {
    expect(hasPermission({ role: ["admin"], permission: [] }, "anything")).toBe(true);
    expect(hasPermission({ role: ["admin"] }, [["a", "b"]])).toBe(true);
  });
});

describe("mayOpenConsole", () => {
  it("is for admins and for back-office users with a permission", () => {
    expect(mayOpenConsole({ role: ["admin"] })).toBe(true);
    expect(mayOpenConsole({ role: [], permission: ["p"], allow_login_background: true })).toBe(true);
    expect(mayOpenConsole({ role: [], permission: ["p"], allow_login_background: false })).toBe(false);
    expect(mayOpenConsole({ role: ["editor"], permission: [], allow_login_background: true })).toBe(false);
    expect(mayOpenConsole({})).toBe(false);
  });
});
