import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getToken } from "../../lib/session";
import { currentRoute, startApp } from "../../test/app";
import { calls, json, mockFetch, type SentRequest } from "../../test/fetch-mock";
import { signInLocally } from "../../test/session";

const USER = {
  _id: "u1",
  username: "alice",
  nickname: "Alice",
  avatar: "",
  gender: 0,
  role: [],
  my_invite_code: "ABC2345",
};
const bodyOf = (request: SentRequest | undefined) =>
  JSON.parse(request?.body ?? "{}") as Record<string, unknown>;
const routes = (sent: SentRequest[]) => calls(sent).map((r) => r.url.replace("/router/", ""));

/** A server whose deleteAccount answers `answers` in turn (then success); the rest answer the user. */
function server(fields: Record<string, unknown>, answers: Record<string, unknown>[] = []) {
  const user = { ...USER, ...fields };
  return mockFetch((request) => {
    const route = request.url.replace("/router/", "");
    if (route === "user/kh/deleteAccount") return json(answers.shift() ?? { code: 0, msg: "" });
    if (route === "user/pub/sendSmsCode") return json({ code: 0, msg: "" });
    return json({ code: 0, msg: "", userInfo: user, needUpdateUserInfo: true });
  });
}

/** Opens the profile's delete-account sheet from its Security entry, with the keyboard. */
async function openSheet() {
  startApp("#/pages/profile/index");
  // The profile page loads lazily: its first load compiles it.
  const entry = await screen.findByTestId("delete-account-entry", {}, { timeout: 15_000 });
  entry.focus();
  fireEvent.click(entry);
  return screen.findByRole("dialog", { name: "Delete account" });
}

/** Answers the sheet's last confirmation with its button `name` (focus is on Cancel when it shows). */
async function answerConfirm(name: string) {
  const question = await screen.findByRole("group", { name: "Delete your account now?" });
  await waitFor(() =>
    expect(document.activeElement).toBe(within(question).getByRole("button", { name: "Cancel" })),
  );
  fireEvent.click(within(question).getByRole("button", { name }));
}

describe("deleting the account from the profile", { timeout: 30_000 }, () => {
  it("explains what goes and what stays, asks for the password and a last confirmation, then lands on login", async () => {
    signInLocally();
    const { sent } = server({ has_password: true });
    const sheet = await openSheet();
    expect(within(sheet).getByText("What is deleted")).toBeTruthy();
    expect(within(sheet).getByText(/Every file you uploaded/)).toBeTruthy();
    expect(within(sheet).getByText("What is kept")).toBeTruthy();
    expect(within(sheet).getByText(/can be used for a new account right away/)).toBeTruthy();

    // Nothing is sent without a password.
    fireEvent.click(within(sheet).getByRole("button", { name: "Delete my account" }));
    expect((await within(sheet).findByRole("alert")).textContent).toMatch(/Current password/);
    expect(routes(sent)).not.toContain("user/kh/deleteAccount");

    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(within(sheet).getByLabelText("Current password"), "my_pass_1");
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the button's debounce
    fireEvent.click(within(sheet).getByRole("button", { name: "Delete my account" }));
    // Cancelling the confirmation sends nothing.
    await answerConfirm("Cancel");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(routes(sent)).not.toContain("user/kh/deleteAccount");
    expect(within(sheet).queryByRole("group")).toBeNull();

    fireEvent.click(within(sheet).getByRole("button", { name: "Delete my account" }));
    await answerConfirm("Delete for good");
    await waitFor(() => expect(currentRoute()).toBe("/pages/login/index?notice=accountDeleted"));
    expect(bodyOf(sent.find((r) => r.url.endsWith("user/kh/deleteAccount")))).toEqual({
      password: "my_pass_1",
    });
    expect(getToken()).toBeUndefined();
    expect((await screen.findByTestId("login-notice")).textContent).toBe(
      "Your account was deleted. You have been signed out on every device.",
    );
    // Said to screen readers as a status.
    expect(screen.getAllByRole("status").map((el) => el.textContent)).toContain(
      "Your account was deleted. You have been signed out on every device.",
    );
  });

  it("shows a wrong password under the field and keeps the user signed in", async () => {
    signInLocally();
    const { sent } = server({ has_password: true }, [{ code: 10102, msg: "Wrong password", triesLeft: 4 }]);
    const sheet = await openSheet();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(within(sheet).getByLabelText("Current password"), "not_mine_1");
    fireEvent.click(within(sheet).getByRole("button", { name: "Delete my account" }));
    await answerConfirm("Delete for good");
    // Under the field, not in an alert over the page.
    expect((await within(sheet).findByRole("alert")).textContent).toMatch(/^Wrong password.*4/);
    expect(routes(sent)).toContain("user/kh/deleteAccount");
    expect(currentRoute()).toBe("/pages/profile/index");
    expect(getToken()).toBeDefined();
  });

  it("sends a delete-account code to the confirmed mobile of an account without a password", async () => {
    signInLocally();
    const { sent } = server({ has_password: false, mobile: "13800138000", mobile_confirmed: 1 });
    const sheet = await openSheet();
    expect(within(sheet).queryByLabelText("Current password")).toBeNull();
    expect(within(sheet).getByText(/We will send a code to 138\*\*\*\*8000/)).toBeTruthy();
    fireEvent.click(within(sheet).getByRole("button", { name: "Get code" }));
    await waitFor(() => expect(routes(sent)).toContain("user/pub/sendSmsCode"));
    expect(bodyOf(sent.find((r) => r.url.endsWith("user/pub/sendSmsCode")))).toEqual({
      mobile: "13800138000",
      type: "delete-account",
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(within(sheet).getByLabelText("Verification code"), "123456");
    fireEvent.click(within(sheet).getByRole("button", { name: "Delete my account" }));
    await answerConfirm("Delete for good");
    await waitFor(() => expect(currentRoute()).toBe("/pages/login/index?notice=accountDeleted"));
    expect(bodyOf(sent.find((r) => r.url.endsWith("user/kh/deleteAccount")))).toEqual({ code: "123456" });
  });

  it("asks an account with no way to prove itself to set a password first", async () => {
    signInLocally();
    server({ has_password: false });
    const sheet = await openSheet();
    expect(within(sheet).getByText(/Set a password first/)).toBeTruthy();
    fireEvent.click(within(sheet).getByRole("button", { name: "Set a password" }));
    expect(await screen.findByRole("dialog", { name: "Set a password" })).toBeTruthy();
  });
});
