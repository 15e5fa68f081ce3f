import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { saveUserInfo } from "../../lib/session";
import { startApp } from "../../test/app";
import { fakeServer } from "../../test/fake-server";
import { json } from "../../test/fetch-mock";
import { alertDialogs, expectClear, expectSaidUnder, formMessageIn } from "../../test/inline-refusals";
import { signInLocally } from "../../test/session";

const page = (rows: Record<string, unknown>[]) => ({
  rows,
  total: rows.length,
  hasMore: false,
  pagination: { pageIndex: 1, pageSize: 20 },
});
const CAROL = {
  _id: "u9",
  username: "carol",
  nickname: "Carol",
  role: ["staff"],
  status: 0,
  register_date: 1,
};
const STAFF = {
  _id: "staff",
  role_id: "staff",
  role_name: "Staff",
  comment: "",
  enable: true,
  create_date: 1,
};
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const debounce = () => new Promise((resolve) => setTimeout(resolve, 1100));
/** The Save button of the open sheet (its footer, beside the form). */
const saveOf = (form: HTMLElement) =>
  within(form.closest('[role="dialog"]') as HTMLElement).getByRole("button", { name: "Save" });

beforeAll(async () => {
  await import("../../pages/admin/users");
}, 60_000);

beforeEach(() => {
  signInLocally();
  saveUserInfo({ _id: "admin1", username: "boss", role: ["admin"], permission: [] });
});

describe("the console's user forms", () => {
  it("says a taken username under it and a refusal of the whole form at its end, the sheet open", async () => {
    let answer = json({ code: 20102, msg: "This account is already registered" });
    const server = fakeServer({
      "admin/system/user/sys/getList": () => page([CAROL]),
      "admin/system/user/sys/add": () => answer,
    });
    startApp("#/pages/admin/users");
    fireEvent.click(await screen.findByRole("button", { name: "+ Add" }, { timeout: 12_000 }));
    const form = await screen.findByRole("form", { name: "Add: User" });
    const username = within(form).getByLabelText(/Username/);
    type(username, "carol");
    type(within(form).getByLabelText(/Password/), "new_pass_1");
    fireEvent.click(saveOf(form));
    await waitFor(() => expectSaidUnder(username, "This account is already registered"));
    expect(alertDialogs()).toBe(0);
    type(username, "carol_2");
    expectClear(username);
    answer = json({ code: 90133, msg: "You cannot reach this account" });
    await debounce();
    fireEvent.click(saveOf(form));
    await waitFor(() => expect(formMessageIn(form)?.textContent).toBe("You cannot reach this account"));
    expect(alertDialogs()).toBe(0);
    expect(server.calls("admin/system/user/sys/add")).toHaveLength(2);
    type(within(form).getByLabelText(/Nickname/), "C");
    expect(formMessageIn(form)).toBeNull();
  }, 20_000);

  it("says a password the server refuses under it in the reset dialog", async () => {
    fakeServer({
      "admin/system/user/sys/getList": () => page([CAROL]),
      "admin/system/user/sys/resetPassword": () =>
        json({ code: 91404, msg: "The password must not contain the username", key: "password" }),
    });
    startApp("#/pages/admin/users");
    fireEvent.click(await screen.findByRole("button", { name: "More actions: carol" }, { timeout: 12_000 }));
    fireEvent.click(await screen.findByRole("button", { name: "Reset password" }));
    const dialog = await screen.findByRole("dialog", { name: "New password for carol" });
    const input = within(dialog).getByLabelText(/New password/);
    type(input, "carol_pass_1");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expectSaidUnder(input, "The password must not contain the username"));
    expect(alertDialogs()).toBe(0);
    type(input, "violet cat sings");
    expectClear(input);
  }, 20_000);

  it("says a refused role binding inside the bind sheet", async () => {
    fakeServer({
      "admin/system/user/sys/getList": () => page([CAROL]),
      "admin/system/role/sys/getList": () => page([STAFF]),
      "admin/system/user/sys/bindRole": () =>
        json({ code: 90131, msg: "You cannot grant more than you hold" }),
    });
    startApp("#/pages/admin/users");
    fireEvent.click(await screen.findByRole("button", { name: "Roles: carol" }, { timeout: 12_000 }));
    const dialog = await screen.findByRole("dialog", { name: "Roles of carol" });
    fireEvent.click(await within(dialog).findByRole("checkbox", { name: /Staff/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(formMessageIn(dialog)?.textContent).toBe("You cannot grant more than you hold"),
    );
    expect(alertDialogs()).toBe(0);
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /Staff/ }));
    expect(formMessageIn(dialog)).toBeNull();
  }, 20_000);
});

describe("the console's list", () => {
  it("says a search the server refused under the search, the rows kept, without an alert", async () => {
    let refuse = false;
    fakeServer({
      "admin/system/user/sys/getList": () =>
        refuse ? json({ code: -1, msg: "The filter on mobile is not valid" }) : page([CAROL]),
    });
    startApp("#/pages/admin/users");
    const list = await screen.findByTestId("users-list", {}, { timeout: 12_000 });
    await within(list).findByText("carol");
    refuse = true;
    type(screen.getByLabelText("Search"), "x");
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    const search = document.querySelector("search") as HTMLElement;
    await waitFor(() => expect(formMessageIn(search)?.textContent).toBe("The filter on mobile is not valid"));
    expect(within(list).getByText("carol")).toBeTruthy();
    expect(alertDialogs()).toBe(0);
  }, 20_000);
});
