import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getToken } from "../../lib/session";
import { currentRoute, startApp } from "../../test/app";
import { calls, json, mockFetch, type SentRequest } from "../../test/fetch-mock";

const routesOf = (sent: SentRequest[]) => calls(sent).map((r) => r.url.replace("/router/", ""));
const bodyOf = (request: SentRequest | undefined) => JSON.parse(request?.body ?? "{}") as unknown;
const REDIRECT = encodeURIComponent("/pages/profile/index");

describe("the forgot-password page", () => {
  it("opens from the password tab, keeping where the user wanted to go", async () => {
    startApp(`#/pages/login/index?uniIdRedirectUrl=${REDIRECT}`);
    fireEvent.click(await screen.findByRole("link", { name: "Forgot password?" }));
    expect(await screen.findByRole("heading", { name: "Reset your password" })).toBeTruthy();
    expect(currentRoute()).toBe(`/pages/login/forgot-password?uniIdRedirectUrl=${REDIRECT}`);
    await waitFor(() => expect(document.title).toBe("Reset password · Roster"));
    fireEvent.click(screen.getByRole("link", { name: "Back to sign in" }));
    await waitFor(() => expect(currentRoute()).toBe(`/pages/login/index?uniIdRedirectUrl=${REDIRECT}`));
  });

  it("refuses a wrong code, a weak or mismatched password before any call", async () => {
    const { sent } = mockFetch(() => json({ code: 0, msg: "" }));
    startApp("#/pages/login/forgot-password");
    const panel = await screen.findByRole("tabpanel");
    const user = userEvent.setup();
    await user.type(within(panel).getByLabelText("Mobile number"), "13800138000");
    await user.type(within(panel).getByLabelText("Verification code"), "12345");
    await user.type(within(panel).getByLabelText("New password"), "abc");
    expect(within(panel).getByText("Password strength: weak")).toBeTruthy();
    await user.type(within(panel).getByLabelText("Confirm new password"), "abcd");
    fireEvent.click(within(panel).getByRole("button", { name: "Reset password" }));
    expect(await within(panel).findByText("The verification code must be 6 digits")).toBeTruthy();
    expect(within(panel).getByText("The password needs at least 8 characters")).toBeTruthy();
    expect(within(panel).getByText("The two passwords do not match")).toBeTruthy();
    // A password holding the account's own mobile is refused before the call too.
    await user.clear(within(panel).getByLabelText("New password"));
    await user.type(within(panel).getByLabelText("New password"), "my13800138000");
    await user.tab();
    expect(within(panel).getByText("The password must not contain your mobile number")).toBeTruthy();
    expect(calls(sent)).toHaveLength(0);
  });

  it("shows the server's refusal of the password under the field, and stays", async () => {
    mockFetch((request) =>
      request.url.endsWith("/resetPasswordByMobile")
        ? json({ code: 91404, msg: "The password must not contain your username", key: "password" })
        : json({ code: 0, msg: "" }),
    );
    startApp("#/pages/login/forgot-password");
    const panel = await screen.findByRole("tabpanel");
    const user = userEvent.setup();
    await user.type(within(panel).getByLabelText("Mobile number"), "13800138000");
    await user.type(within(panel).getByLabelText("Verification code"), "123456");
    await user.type(within(panel).getByLabelText("New password"), "ada lovelace rules");
    await user.type(within(panel).getByLabelText("Confirm new password"), "ada lovelace rules");
    fireEvent.click(within(panel).getByRole("button", { name: "Reset password" }));
    const message = await within(panel).findByText("The password must not contain your username");
    expect(message.getAttribute("role")).toBe("alert");
    expect(currentRoute()).toBe("/pages/login/forgot-password");
  });

  it("resets by e-mail: a reset-pwd code, the new password, then the login page to sign in", async () => {
    const { sent } = mockFetch(() => json({ code: 0, msg: "ok" }));
    startApp(`#/pages/login/forgot-password?uniIdRedirectUrl=${REDIRECT}`);
    fireEvent.click(await screen.findByRole("tab", { name: "E-mail" }));
    const panel = await waitFor(() => {
      const open = screen.getByRole("tabpanel");
      within(open).getByLabelText("E-mail");
      return open;
    });
    const user = userEvent.setup();
    await user.type(within(panel).getByLabelText("E-mail"), "ada@example.com");
    fireEvent.click(within(panel).getByRole("button", { name: "Get code" }));
    expect(await within(panel).findByRole("button", { name: "Resend in 60 s" })).toBeTruthy();
    await user.type(within(panel).getByLabelText("Verification code"), "246810");
    await user.type(within(panel).getByLabelText("New password"), "fresh_pass9");
    await user.type(within(panel).getByLabelText("Confirm new password"), "fresh_pass9");
    fireEvent.click(within(panel).getByRole("button", { name: "Reset password" }));
    await waitFor(() => expect(currentRoute()).toBe(`/pages/login/index?uniIdRedirectUrl=${REDIRECT}`));
    expect(await screen.findByText("Password reset. Sign in with your new password.")).toBeTruthy();
    expect(routesOf(calls(sent))).toEqual(["user/pub/sendEmailCode", "user/pub/resetPasswordByEmail"]);
    expect(bodyOf(calls(sent)[0])).toEqual({ email: "ada@example.com", type: "reset-pwd" });
    expect(bodyOf(calls(sent)[1])).toEqual({
      email: "ada@example.com",
      code: "246810",
      password: "fresh_pass9",
    });
    expect(getToken()).toBeUndefined();
  });
});
