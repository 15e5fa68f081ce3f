import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { changeLocale } from "../../i18n";
import { saveUserInfo } from "../../lib/session";
import { startApp } from "../../test/app";
import { fakeServer } from "../../test/fake-server";
import { json } from "../../test/fetch-mock";
import { signInLocally } from "../../test/session";

type Row = Record<string, unknown>;
const page = (rows: Row[]) => ({
  rows,
  total: rows.length,
  hasMore: false,
  pagination: { pageIndex: 1, pageSize: 20 },
});
const role = (role_id: string, fields: Row = {}) => ({
  _id: role_id,
  role_id,
  role_name: role_id,
  comment: "",
  enable: true,
  create_date: 1_700_000_000_000,
  permission: [] as string[],
  menu: [] as string[],
  ...fields,
});
const permission = (permission_id: string, url: string) => ({
  _id: permission_id,
  permission_id,
  permission_name: permission_id,
  comment: "",
  url: [url],
  match_mode: 0,
  level: 0,
  curd_category: 4,
  parent_id: null,
  sort: 0,
  enable: true,
  create_date: 1,
});
const menu = (menu_id: string, fields: Row = {}) => ({
  _id: menu_id,
  menu_id,
  name: menu_id,
  icon: "",
  url: `/pages/${menu_id}`,
  comment: "",
  sort: 0,
  parent_id: null,
  enable: true,
  hidden_menu: false,
  create_date: 1,
  ...fields,
});

const viewport = (width: number) =>
  (
    window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({
    width,
    height: 800,
  });

/** A console server holding roles and permissions in memory. */
function consoleServer() {
  const roles = [role("staff", { role_name: "Staff", permission: ["read-users"] })];
  const permissions = [
    permission("read-users", "admin/system/user/sys/getList"),
    permission("add-users", "admin/system/user/sys/add"),
  ];
  const server = fakeServer({
    "admin/system/role/sys/getList": () => page(roles),
    "admin/system/permission/sys/getList": () => page(permissions),
    "admin/system/role/sys/add": (body) => {
      const row = role(String(body.role_id), { role_name: body.role_name, enable: body.enable });
      roles.push(row);
      return { _id: row._id, row };
    },
    "admin/system/role/sys/bindPermission": (body) => {
      const row = roles.find((r) => r.role_id === body.role_id);
      if (row) row.permission = body.permission_ids as string[];
      return { row };
    },
  });
  return { server, roles };
}

// The console's modules (and the contracts' schemas) take a while to transform the first time.
beforeAll(async () => {
  await Promise.all([
    import("../../pages/admin/roles"),
    import("../../pages/admin/users"),
    import("../../pages/admin/menus"),
  ]);
}, 60_000);

beforeEach(() => {
  signInLocally();
  saveUserInfo({ _id: "admin1", username: "boss", role: ["admin"], permission: [] });
});
afterEach(() => viewport(1024));

describe("the console's roles page", () => {
  it("lists roles as a table on a wide screen and as cards on a phone", async () => {
    consoleServer();
    startApp("#/pages/admin/roles");
    const table = await screen.findByTestId("roles-table");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(["Name", "Role ID", "Enabled", "Permissions", "Menus", "Comment", "Actions"]);
    expect(within(table).getByText("Staff")).toBeTruthy();
    expect(within(table).getByText("read-users")).toBeTruthy();
    viewport(390);
    const cards = await screen.findByTestId("roles-cards");
    expect(within(cards).getByText("Staff")).toBeTruthy();
    // The comment is for the table only.
    expect(within(cards).queryByText("Comment")).toBeNull();
    expect(screen.getByText("1 in total")).toBeTruthy();
  });

  it("checks a new role with the route's contract, then adds it and reloads the list", async () => {
    const { server } = consoleServer();
    startApp("#/pages/admin/roles");
    fireEvent.click(await screen.findByRole("button", { name: "+ Add" }));
    const form = await screen.findByRole("form", { name: "Add: Role" });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await within(form).findByText("Role ID is required")).toBeTruthy();
    expect(within(form).getByText("Name is required")).toBeTruthy();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(within(form).getByLabelText(/Role ID/), "hr team");
    await user.type(within(form).getByLabelText(/Name/), "HR");
    // Typing cleared the messages of the first try; the next one is the contract's word on "hr team".
    expect(within(form).queryByRole("alert")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the submit debounce (1000 ms)
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await within(form).findByText(/Role ID/, { selector: "[role=alert]" })).toBeTruthy();
    expect(server.calls("admin/system/role/sys/add")).toEqual([]);
    await user.clear(within(form).getByLabelText(/Role ID/));
    await user.type(within(form).getByLabelText(/Role ID/), "hr");
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the submit debounce (1000 ms)
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(server.calls("admin/system/role/sys/add")).toEqual([
        { role_id: "hr", role_name: "HR", comment: "", enable: true },
      ]),
    );
    expect(await within(await screen.findByTestId("roles-table")).findByText("HR")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Add: Role" })).toBeNull();
  }, 15_000);

  it("gives a role exactly the permissions ticked in the bind dialog", async () => {
    const { server } = consoleServer();
    startApp("#/pages/admin/roles");
    fireEvent.click(await screen.findByRole("button", { name: "Permissions: Staff" }));
    const dialog = await screen.findByRole("dialog", { name: "Permissions of Staff" });
    const read = await within(dialog).findByRole("checkbox", { name: /read-users/ });
    const add = within(dialog).getByRole("checkbox", { name: /add-users/ });
    expect((read as HTMLInputElement).checked).toBe(true);
    expect((add as HTMLInputElement).checked).toBe(false);
    expect(within(dialog).getByText("1 selected")).toBeTruthy();
    fireEvent.click(add);
    fireEvent.click(read);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(server.calls("admin/system/role/sys/bindPermission")).toEqual([
        { role_id: "staff", permission_ids: ["add-users"] },
      ]),
    );
    expect(await screen.findByText("Saved")).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByTestId("roles-table")).getByText("add-users")).toBeTruthy(),
    );
  });

  it("searches by the chosen field and filters by a choice", async () => {
    const { server } = consoleServer();
    startApp("#/pages/admin/roles");
    await screen.findByTestId("roles-table");
    fireEvent.change(screen.getByLabelText("Search in"), { target: { value: "role_id" } });
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "sta" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    fireEvent.change(screen.getByLabelText("Enabled"), { target: { value: "0" } });
    await waitFor(() => expect(server.calls("admin/system/role/sys/getList")).toHaveLength(3));
    expect(server.calls("admin/system/role/sys/getList")).toEqual([
      { pageIndex: 1, pageSize: 20 },
      { pageIndex: 1, pageSize: 20, formData: { role_id: "sta" }, columns: [{ key: "role_id", mode: "%%" }] },
      {
        pageIndex: 1,
        pageSize: 20,
        formData: { role_id: "sta", filter_enable: 0 },
        columns: [
          { key: "role_id", mode: "%%" },
          { key: "filter_enable", mode: "=", fieldName: "enable" },
        ],
      },
    ]);
  });
});

describe("the console for someone the server refuses", () => {
  it("shows the server's refusal instead of the list, without crashing", async () => {
    saveUserInfo({ _id: "u2", username: "nobody", role: [], permission: [] });
    fakeServer({
      "admin/system/user/sys/getList": () => json({ code: 403, msg: "Insufficient permission" }),
    });
    startApp("#/pages/admin/users");
    const alert = await screen.findByText("Insufficient permission", { selector: ".adm-dialog-content *" });
    fireEvent.click(within(alert.closest(".adm-dialog") as HTMLElement).getByRole("button", { name: "OK" }));
    const failed = await screen.findByRole("alert");
    expect(failed.textContent).toContain("This list could not be loaded.");
    expect(failed.textContent).toContain("Insufficient permission");
  });
});

describe("the console's users page", () => {
  it("resets a password after checking it with the contract", async () => {
    const server = fakeServer({
      "admin/system/user/sys/getList": () =>
        page([
          { _id: "u9", username: "carol", nickname: "Carol", role: ["staff"], status: 0, register_date: 1 },
        ]),
      "admin/system/user/sys/resetPassword": () => ({}),
    });
    startApp("#/pages/admin/users");
    fireEvent.click(await screen.findByRole("button", { name: "More actions: carol" }));
    fireEvent.click(await screen.findByRole("button", { name: "Reset password" }));
    const dialog = await screen.findByRole("dialog", { name: "New password for carol" });
    const input = within(dialog).getByLabelText(/New password/);
    // The contract checks the shape (present, at most 128); the server holds the password to its policy.
    fireEvent.change(input, { target: { value: "x".repeat(129) } });
    fireEvent.click(within(dialog.parentElement as HTMLElement).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByRole("alert")).toBeTruthy();
    expect(server.calls("admin/system/user/sys/resetPassword")).toEqual([]);
    fireEvent.change(input, { target: { value: "new_pass_1" } });
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the submit debounce
    // Watched from before the click: on a loaded machine the short-lived toast can come and go while the
    // wait for the call below is between two of its checks.
    const toast = screen.findByText("Password reset: the user was signed out everywhere");
    fireEvent.click(within(dialog.parentElement as HTMLElement).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(server.calls("admin/system/user/sys/resetPassword")).toEqual([
        { uid: "u9", password: "new_pass_1" },
      ]),
    );
    expect(await toast).toBeTruthy();
  });
});

describe("the console's menus page", () => {
  it("shows menus as a tree and never offers a menu as its own parent", async () => {
    fakeServer({
      "admin/system/menu/sys/getList": () =>
        page([
          menu("leave", { name: "Leave", sort: 2 }),
          menu("people", { name: "People", sort: 1, url: "" }),
          menu("staff", { name: "Staff", parent_id: "people" }),
          menu("teams", { name: "Teams", parent_id: "staff" }),
        ]),
    });
    startApp("#/pages/admin/menus");
    const table = await screen.findByTestId("menus-table");
    const names = within(table)
      .getAllByRole("row")
      .slice(1)
      // The name itself: the text after the (aria-hidden) icon.
      .map((row) => row.querySelector("td")?.lastElementChild?.lastChild?.textContent);
    expect(names).toEqual(["People", "Staff", "Teams", "Leave"]);
    fireEvent.click(screen.getByRole("button", { name: "Edit: Staff" }));
    const form = await screen.findByRole("form", { name: "Edit: Staff" });
    const parent = within(form).getByLabelText("Parent menu") as HTMLSelectElement;
    expect(parent.value).toBe("people");
    const choices = [...parent.options].map((o) => o.value);
    expect(choices).toEqual(["", "people", "leave"]);
    expect((within(form).getByLabelText(/Menu ID/) as HTMLInputElement).disabled).toBe(true);
  });
});

describe("the console's admin log", () => {
  const entry = (id: string, response_code: number, fields: Row = {}) => ({
    _id: id,
    user_id: "admin1",
    user_name: "boss",
    title: "Add role",
    target_id: null,
    target_name: null,
    target_hidden: false,
    summary: "boss added a role",
    url: "admin/system/role/sys/add",
    ip: "127.0.0.1",
    request_id: id,
    request_param: {},
    response_code,
    create_date: 1_700_000_000_000,
    ...fields,
  });
  const reset = (id: string, fields: Row) =>
    entry(id, 0, {
      title: "Reset the password of user",
      url: "admin/system/user/sys/resetPassword",
      ...fields,
    });
  const entries = () => [
    reset("r1", {
      target_id: "u-alice",
      target_name: "alice",
      summary: "boss reset the password of alice",
      request_param: { uid: "u-alice" },
    }),
    reset("r2", { target_hidden: true, summary: "boss reset the password of an account above your rights" }),
    entry("a", 0),
  ];

  afterEach(async () => {
    await changeLocale("en");
  });

  it("names the account acted on in a Target column, the details and the row's name", async () => {
    const server = fakeServer({ "admin/system/admin-log/sys/getList": () => page(entries()) });
    startApp("#/pages/admin/admin-log");
    const table = await screen.findByTestId("admin-log-table");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toContain("Target");
    // Each row is named by its sentence; the cells show the account, "Above your rights" or a dash.
    const alice = within(table).getByRole("row", { name: "boss reset the password of alice" });
    expect(within(alice).getByRole("cell", { name: "alice" })).toBeTruthy();
    const hidden = within(table).getByRole("row", {
      name: "boss reset the password of an account above your rights",
    });
    expect(within(hidden).getByText("Above your rights")).toBeTruthy();
    expect(within(table).getByRole("row", { name: "boss added a role" })).toBeTruthy();

    // The Target header sorts the list on the server by the account's name.
    fireEvent.click(within(table).getByRole("button", { name: "Target" }));
    await waitFor(() =>
      expect(server.calls("admin/system/admin-log/sys/getList").at(-1)?.sortRule).toEqual([
        { name: "target_name", type: "asc" },
      ]),
    );

    fireEvent.click(within(alice).getByRole("button", { name: "Details: boss reset the password of alice" }));
    const sheet = await screen.findByRole("dialog", { name: "Reset the password of user" });
    const term = within(sheet).getByText("Target", { selector: "dt" });
    expect(term.nextElementSibling?.textContent).toBe("alice (u-alice)");
  });

  it("searches the log by the account, and shows the column in the reader's language (French here)", async () => {
    const server = fakeServer({ "admin/system/admin-log/sys/getList": () => page(entries()) });
    await changeLocale("fr");
    startApp("#/pages/admin/admin-log");
    const table = await screen.findByTestId("admin-log-table");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toContain("Compte concerné");
    expect(within(table).getByText("Au-delà de vos droits")).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: "Rechercher dans" }), {
      target: { value: "target_name" },
    });
    fireEvent.change(screen.getByRole("searchbox", { name: "Chercher" }), { target: { value: "alice" } });
    fireEvent.click(screen.getByRole("button", { name: "Chercher" }));
    await waitFor(() =>
      expect(server.calls("admin/system/admin-log/sys/getList").at(-1)).toMatchObject({
        formData: { target_name: "alice" },
        columns: [{ key: "target_name", mode: "%%" }],
      }),
    );
  });

  it("says in words whether each action succeeded or was refused", async () => {
    fakeServer({ "admin/system/admin-log/sys/getList": () => page([entry("a", 0), entry("b", 403)]) });
    startApp("#/pages/admin/admin-log");
    const table = await screen.findByTestId("admin-log-table");
    expect(within(table).getByText("Succeeded")).toBeTruthy();
    expect(within(table).getByText("Refused (code 403)")).toBeTruthy();
  });
});
