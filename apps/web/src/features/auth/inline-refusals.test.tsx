import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getToken } from "../../lib/session";
import { currentRoute, startApp } from "../../test/app";
import { accountRules, json, mockFetch, type SentRequest } from "../../test/fetch-mock";
import { alertDialogs, expectClear, expectSaidUnder, formMessageIn } from "../../test/inline-refusals";

/** A server answering `route` with `answer` (a refusal), the rest with a plain success. */
function refusing(route: string, answer: (request: SentRequest) => Record<string, unknown>) {
  return mockFetch((request) => {
    if (request.url.endsWith(`/${route}`)) return json(answer(request));
    if (request.url.endsWith("/getAccountRules")) return accountRules();
    return json({ code: 0, msg: "" });
  });
}
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const debounce = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe("the sign-in forms' refusals", () => {
  it("says a disabled account inside the password form, not in a dialog; typing clears it", async () => {
    refusing("login", () => ({ code: 10001, msg: "This account has been disabled" }));
    startApp("#/pages/login/index");
    const account = await screen.findByLabelText("Account", {}, { timeout: 12_000 });
    const form = account.closest("form") as HTMLElement;
    type(within(form).getByLabelText("Account"), "alice");
    type(within(form).getByLabelText("Password"), "secret_1");
    fireEvent.click(within(form).getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(formMessageIn(form)?.textContent).toBe("This account has been disabled"));
    expect(alertDialogs()).toBe(0);
    expectClear(within(form).getByLabelText("Account"));
    type(within(form).getByLabelText("Password"), "secret_2");
    expect(formMessageIn(form)).toBeNull();
  }, 15_000); // The first test of the file also loads the lazy sign-in page.

  it("says a wrong code under the code and a refused number under the number, by SMS", async () => {
    let answer: Record<string, unknown> = {
      code: 50202,
      msg: "SMS verification code is wrong or has expired",
    };
    refusing("loginBySms", () => answer);
    startApp("#/pages/login/index");
    fireEvent.click(await screen.findByRole("tab", { name: "SMS code" }));
    const panel = screen.getByRole("tabpanel");
    const code = await within(panel).findByLabelText("Verification code");
    type(within(panel).getByLabelText("Mobile number"), "13800138000");
    type(code, "000000");
    fireEvent.click(within(panel).getByRole("button", { name: "Continue" }));
    await waitFor(() => expectSaidUnder(code, "SMS verification code is wrong or has expired"));
    expect(alertDialogs()).toBe(0);
    expect(currentRoute()).toBe("/pages/login/index");
    type(code, "000001");
    expectClear(code);
    answer = { code: -1, msg: "Invalid mobile number", key: "mobile" };
    await debounce();
    fireEvent.click(within(panel).getByRole("button", { name: "Continue" }));
    const mobile = within(panel).getByLabelText("Mobile number");
    await waitFor(() => expectSaidUnder(mobile, "Invalid mobile number"));
    answer = { code: 10001, msg: "This account has been disabled" };
    await debounce();
    fireEvent.click(within(panel).getByRole("button", { name: "Continue" }));
    const form = code.closest("form") as HTMLElement;
    await waitFor(() => expect(formMessageIn(form)?.textContent).toBe("This account has been disabled"));
    expect(alertDialogs()).toBe(0);
    expect(getToken()).toBeUndefined();
  }, 15_000);
});

describe("the register form's refusals", () => {
  it("says a taken username under it and a refused invite code under the code", async () => {
    let answer: Record<string, unknown> = { code: 20102, msg: "This account is already registered" };
    refusing("register", () => answer);
    startApp("#/pages/login/register");
    const username = await screen.findByLabelText("Username");
    type(username, "alice_2");
    type(screen.getByLabelText("Password"), "violet cat sings");
    type(screen.getByLabelText("Confirm password"), "violet cat sings");
    fireEvent.click(screen.getByRole("checkbox", { name: /I have read and accept the/ }));
    type(screen.getByLabelText("Invite code (optional)"), "NOPE000");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expectSaidUnder(username, "This account is already registered"));
    expect(alertDialogs()).toBe(0);
    answer = { code: 10203, msg: "The invite code is invalid" };
    type(username, "alice_3");
    expectClear(username);
    await debounce();
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    const invite = screen.getByLabelText("Invite code (optional)");
    await waitFor(() => expectSaidUnder(invite, "The invite code is invalid"));
    type(invite, "GOOD000");
    expectClear(invite);
    expect(alertDialogs()).toBe(0);
  }, 15_000);
});

describe("the forgot-password form's refusals", () => {
  it("says a wrong code under the code, an unknown number in the form", async () => {
    let answer: Record<string, unknown> = {
      code: 50204,
      msg: "SMS verification code has expired; request a new one",
    };
    refusing("resetPasswordByMobile", () => answer);
    startApp("#/pages/login/forgot-password");
    const panel = await screen.findByRole("tabpanel");
    const code = within(panel).getByLabelText("Verification code");
    type(within(panel).getByLabelText("Mobile number"), "13800138000");
    type(code, "123456");
    type(within(panel).getByLabelText("New password"), "ada lovelace rules");
    type(within(panel).getByLabelText("Confirm new password"), "ada lovelace rules");
    fireEvent.click(within(panel).getByRole("button", { name: "Reset password" }));
    await waitFor(() => expectSaidUnder(code, "SMS verification code has expired; request a new one"));
    answer = { code: -1, msg: "This mobile number is not registered!" };
    await debounce();
    fireEvent.click(within(panel).getByRole("button", { name: "Reset password" }));
    const form = code.closest("form") as HTMLElement;
    await waitFor(() =>
      expect(formMessageIn(form)?.textContent).toBe("This mobile number is not registered!"),
    );
    expect(alertDialogs()).toBe(0);
    expect(currentRoute()).toBe("/pages/login/forgot-password");
  }, 15_000);
});
