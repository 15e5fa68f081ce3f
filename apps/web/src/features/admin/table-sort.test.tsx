import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { saveUserInfo } from "../../lib/session";
import { startApp } from "../../test/app";
import { fakeServer } from "../../test/fake-server";
import { signInLocally } from "../../test/session";

type Row = Record<string, unknown>;
type SortRule = { name: string; type: "asc" | "desc" };

const viewport = (width: number) =>
  (
    window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({ width, height: 800 });

const role = (role_id: string, role_name: string) => ({
  _id: role_id,
  role_id,
  role_name,
  comment: "",
  enable: true,
  create_date: 1_700_000_000_000,
  permission: [] as string[],
  menu: [] as string[],
});

/** A roles list that sorts as the server does: by the request's sortRule, else by role_id. */
function sortingServer() {
  const roles = [role("b-staff", "Carol"), role("a-admin", "Bob"), role("c-audit", "Alice")];
  return fakeServer({
    "admin/system/role/sys/getList": (body) => {
      const rule = (body.sortRule as SortRule[] | undefined)?.[0] ?? { name: "role_id", type: "asc" };
      const sign = rule.type === "asc" ? 1 : -1;
      const rows = [...roles].sort(
        (x: Row, y: Row) => sign * String(x[rule.name]).localeCompare(String(y[rule.name])),
      );
      return { rows, total: rows.length, hasMore: false, pagination: { pageIndex: 1, pageSize: 20 } };
    },
    "admin/system/menu/sys/getList": () => ({
      rows: [
        { _id: "m1", menu_id: "m1", name: "Top", icon: "", url: "/pages/top", comment: "", sort: 2 },
        { _id: "m2", menu_id: "m2", name: "Child", icon: "", url: "/pages/c", comment: "", sort: 1 },
      ].map((m, i) => ({ ...m, parent_id: i === 0 ? null : "m1", enable: true, hidden_menu: false })),
      total: 2,
      hasMore: false,
      pagination: { pageIndex: 1, pageSize: 500 },
    }),
  });
}

/** The names in the table, top to bottom. */
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]?.textContent);

const header = (table: HTMLElement, name: string) =>
  within(table).getByRole("columnheader", { name: new RegExp(`^${name}`) });

beforeAll(async () => {
  await import("../../pages/admin/roles");
}, 60_000);

beforeEach(() => {
  signInLocally();
  saveUserInfo({ _id: "admin1", username: "boss", role: ["admin"], permission: [] });
  viewport(1280);
});
afterEach(() => viewport(1024));

describe("sorting a console table by its headers", () => {
  it("sorts on the server by the clicked column, ascending then descending, and marks it with aria-sort", async () => {
    const server = sortingServer();
    startApp("#/pages/admin/roles");
    const table = await screen.findByTestId("roles-table");
    expect(names(table)).toEqual(["Bob", "Carol", "Alice"]);
    // Unsorted: no header claims an order.
    expect(table.querySelectorAll("th[aria-sort]")).toHaveLength(0);

    fireEvent.click(within(header(table, "Name")).getByRole("button", { name: /^Name/ }));
    await waitFor(() => expect(names(screen.getByTestId("roles-table"))).toEqual(["Alice", "Bob", "Carol"]));
    expect(header(screen.getByTestId("roles-table"), "Name").getAttribute("aria-sort")).toBe("ascending");

    fireEvent.click(within(header(screen.getByTestId("roles-table"), "Name")).getByRole("button"));
    await waitFor(() => expect(names(screen.getByTestId("roles-table"))).toEqual(["Carol", "Bob", "Alice"]));
    expect(header(screen.getByTestId("roles-table"), "Name").getAttribute("aria-sort")).toBe("descending");

    // Another column starts ascending; the previous one loses its mark.
    fireEvent.click(within(header(screen.getByTestId("roles-table"), "Role ID")).getByRole("button"));
    await waitFor(() => expect(names(screen.getByTestId("roles-table"))).toEqual(["Bob", "Carol", "Alice"]));
    const after = screen.getByTestId("roles-table");
    expect(header(after, "Role ID").getAttribute("aria-sort")).toBe("ascending");
    expect(header(after, "Name").hasAttribute("aria-sort")).toBe(false);
    expect(after.querySelectorAll("th[aria-sort]")).toHaveLength(1);

    expect(server.calls("admin/system/role/sys/getList")).toEqual([
      { pageIndex: 1, pageSize: 20 },
      { pageIndex: 1, pageSize: 20, sortRule: [{ name: "role_name", type: "asc" }] },
      { pageIndex: 1, pageSize: 20, sortRule: [{ name: "role_name", type: "desc" }] },
      { pageIndex: 1, pageSize: 20, sortRule: [{ name: "role_id", type: "asc" }] },
    ]);
  });

  it("keeps the order while searching, and offers no sort on columns the list cannot sort by", async () => {
    const server = sortingServer();
    startApp("#/pages/admin/roles");
    const table = await screen.findByTestId("roles-table");
    expect(within(header(table, "Permissions")).queryByRole("button")).toBeNull();
    expect(within(header(table, "Menus")).queryByRole("button")).toBeNull();
    fireEvent.click(within(header(table, "Name")).getByRole("button"));
    await waitFor(() => expect(server.calls("admin/system/role/sys/getList")).toHaveLength(2));
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "o" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(server.calls("admin/system/role/sys/getList")).toHaveLength(3));
    expect(server.calls("admin/system/role/sys/getList")[2]).toEqual({
      pageIndex: 1,
      pageSize: 20,
      sortRule: [{ name: "role_name", type: "asc" }],
      formData: { role_name: "o" },
      columns: [{ key: "role_name", mode: "%%" }],
    });
  });

  it("does not sort a tree (menus keep parents before children)", async () => {
    sortingServer();
    await import("../../pages/admin/menus");
    startApp("#/pages/admin/menus");
    const table = await screen.findByTestId("menus-table");
    expect(names(table)).toEqual(["Top", "└Child"]);
    expect(within(table).queryAllByRole("button", { name: /^(Name|Sort|Menu ID)/ })).toHaveLength(0);
    expect(table.querySelectorAll("th button, th[aria-sort]")).toHaveLength(0);
  });
});
