import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getToken } from "../../lib/session";
import { useLifeData } from "../../store/life-data";
import { currentRoute, startApp } from "../../test/app";
import { accountRules, calls, json, mockFetch, type SentRequest } from "../../test/fetch-mock";

const USER = { _id: "u9", nickname: "User ending 8000", role: [], permission: [] };

const signedIn = (type: "login" | "register") =>
  json({
    code: 0,
    msg: "ok",
    type,
    uid: "u9",
    userInfo: USER,
    needUpdateUserInfo: true,
    vk_uni_token: { token: "code-token", tokenExpired: Date.now() + 3_600_000 },
  });

/** A server that sends codes and signs in (or registers, as `type`) by code. */
function codeServer(type: "login" | "register" = "register") {
  return mockFetch((request) =>
    request.url.includes("/send") ? json({ code: 0, msg: "ok" }) : signedIn(type),
  );
}
const routesOf = (sent: SentRequest[]) => calls(sent).map((r) => r.url.replace("/router/", ""));
const bodyOf = (request: SentRequest | undefined) => JSON.parse(request?.body ?? "{}") as unknown;

/** Opens the login page and the tab `name`; resolves with the open panel. */
async function openTab(name: string, hash = "#/pages/login/index") {
  startApp(hash);
  fireEvent.click(await screen.findByRole("tab", { name }));
  await screen.findAllByLabelText("Verification code");
  return screen.getByRole("tabpanel");
}

describe("the login page's tabs", () => {
  it("offers password, SMS code and e-mail code; arrow keys move between them", async () => {
    startApp("#/pages/login/index");
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Password", "SMS code", "E-mail code"]);
    expect(tabs[0]?.getAttribute("aria-selected")).toBe("true");
    expect(within(screen.getByRole("tabpanel")).getByLabelText("Account")).toBeTruthy();
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: "ArrowRight" });
    expect(tabs[1]?.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(tabs[1]);
    expect(await within(screen.getByRole("tabpanel")).findByLabelText("Mobile number")).toBeTruthy();
    fireEvent.keyDown(tabs[1] as HTMLElement, { key: "End" });
    expect(tabs[2]?.getAttribute("aria-selected")).toBe("true");
  });

  it("checks every field before any call: mobile and code", async () => {
    const { sent } = codeServer();
    const panel = await openTab("SMS code");
    const user = userEvent.setup();
    fireEvent.click(within(panel).getByRole("button", { name: "Continue" }));
    expect(await within(panel).findByText("Mobile number is required")).toBeTruthy();
    expect(within(panel).getByText("Verification code is required")).toBeTruthy();
    await user.type(within(panel).getByLabelText("Mobile number"), "12345678901");
    await user.type(within(panel).getByLabelText("Verification code"), "12a456");
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the submit button's debounce
    fireEvent.click(within(panel).getByRole("button", { name: "Continue" }));
    expect(await within(panel).findByText("Invalid mobile number")).toBeTruthy();
    expect(within(panel).getByText("The verification code must be 6 digits")).toBeTruthy();
    fireEvent.click(within(panel).getByRole("button", { name: "Get code" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls(sent)).toHaveLength(0);
  });

  it("asks before creating an account for a new mobile: username, password, invite code of the link, terms", async () => {
    const { sent } = mockFetch((request) => {
      if (request.url.includes("/send")) return json({ code: 0, msg: "ok" });
      if (request.url.endsWith("/getAccountRules")) return accountRules({ termsVersion: "2" });
      // No social providers (a sign-in answer here would sign the page in behind the form's back).
      if (request.url.endsWith("/getLoginMethods")) return json({ code: 0, msg: "" });
      if (request.url.endsWith("/loginBySms"))
        return json({ code: 10202, msg: "Account not registered", registerTicket: "v1.ticket.mac" });
      return signedIn("register");
    });
    const redirect = encodeURIComponent("/pages/test/test?from=sms");
    const panel = await openTab(
      "SMS code",
      `#/pages/login/index?uniIdRedirectUrl=${redirect}&inviteCode=K7P2QX9`,
    );
    const user = userEvent.setup();
    await user.type(within(panel).getByLabelText("Mobile number"), "13800138000");
    fireEvent.click(within(panel).getByRole("button", { name: "Get code" }));
    expect(await within(panel).findByRole("button", { name: "Resend in 60 s" })).toBeTruthy();
    await user.type(within(panel).getByLabelText("Verification code"), "123456");
    fireEvent.click(within(panel).getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByRole("heading", { name: "No account uses this number: create one?" }),
    ).toBeTruthy();
    expect(currentRoute()).toBe(`/pages/login/index?uniIdRedirectUrl=${redirect}&inviteCode=K7P2QX9`);
    expect(getToken()).toBeUndefined();
    expect(screen.getByLabelText("Invite code (optional)")).toHaveProperty("value", "K7P2QX9");
    await user.type(screen.getByLabelText("Username"), "dora_1");
    await user.type(screen.getByLabelText("Password (optional)"), "violet cat sings");
    expect(screen.getByText("Password strength: strong")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(
      await screen.findByText("Accept the terms of service and the privacy policy to continue"),
    ).toBeTruthy();
    await user.click(screen.getByRole("checkbox", { name: /I have read and accept the/ }));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(currentRoute()).toBe("/pages/test/test?from=sms"));
    expect(routesOf(calls(sent))).toEqual([
      "user/pub/sendSmsCode",
      "user/pub/loginBySms",
      "user/pub/register",
    ]);
    expect(bodyOf(calls(sent)[1])).toEqual({ mobile: "13800138000", code: "123456", type: "login" });
    expect(bodyOf(calls(sent)[2])).toEqual({
      username: "dora_1",
      registerTicket: "v1.ticket.mac",
      acceptedTerms: "2",
      password: "violet cat sings",
      inviteCode: "K7P2QX9",
    });
    expect(getToken()).toBe("code-token");
    expect(useLifeData.getState().$user.userInfo._id).toBe("u9");
  }, 20_000);

  it("signs in by e-mail code, asking the server for a sign-in only, and lands home", async () => {
    const { sent } = codeServer("login");
    const panel = await openTab("E-mail code");
    const user = userEvent.setup();
    await user.type(within(panel).getByLabelText("E-mail"), "not-an-address");
    fireEvent.click(within(panel).getByRole("button", { name: "Get code" }));
    expect(await within(panel).findByText("Invalid e-mail address")).toBeTruthy();
    expect(calls(sent)).toHaveLength(0);
    await user.clear(within(panel).getByLabelText("E-mail"));
    await user.type(within(panel).getByLabelText("E-mail"), "Ada@Example.com");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    fireEvent.click(within(panel).getByRole("button", { name: "Get code" }));
    await waitFor(() => expect(calls(sent)).toHaveLength(1));
    expect(bodyOf(calls(sent)[0])).toEqual({ email: "Ada@Example.com", type: "login" });
    await user.type(within(panel).getByLabelText("Verification code"), "654321{Enter}");
    await waitFor(() => expect(currentRoute()).toBe("/pages/index/index"));
    expect(bodyOf(calls(sent)[1])).toEqual({ email: "Ada@Example.com", code: "654321", type: "login" });
  });

  it("stays on the page with the server's message when the code is wrong", async () => {
    mockFetch(() => json({ code: 50202, msg: "SMS verification code is wrong or has expired" }));
    const panel = await openTab("SMS code");
    const user = userEvent.setup();
    await user.type(within(panel).getByLabelText("Mobile number"), "13800138000");
    await user.type(within(panel).getByLabelText("Verification code"), "000000");
    fireEvent.click(within(panel).getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("SMS verification code is wrong or has expired")).toBeTruthy();
    expect(currentRoute()).toBe("/pages/login/index");
    expect(getToken()).toBeUndefined();
  });
});
