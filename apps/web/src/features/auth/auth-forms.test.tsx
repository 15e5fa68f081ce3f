import { ERRORS, VALIDATION_MESSAGES } from "@roster/contract";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { changeLocale } from "../../i18n";
import { formatDateTime } from "../../lib/dates";
import { getToken } from "../../lib/session";
import { currentRoute, startApp } from "../../test/app";
import { accountRules, calls, json, mockFetch, type SentRequest } from "../../test/fetch-mock";

const USER = { _id: "u1", username: "alice", nickname: "", role: [], permission: [] };
const signedIn = (type: "login" | "register") =>
  json({
    code: 0,
    msg: "ok",
    type,
    uid: "u1",
    userInfo: USER,
    needUpdateUserInfo: true,
    vk_uni_token: { token: `${type}-token`, tokenExpired: Date.now() + 3_600_000 },
  });

const field = (label: string) => screen.getByLabelText(label);

describe("the login page", () => {
  it("checks the fields with the server's messages before calling", async () => {
    const { sent } = mockFetch(() => signedIn("login"));
    startApp("#/pages/login/index");
    fireEvent.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(
      await screen.findByText(VALIDATION_MESSAGES.required.en.replace("{field}", "Account")),
    ).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(calls(sent)).toHaveLength(0);
  });

  it("signs in, saves the token and lands on the uniIdRedirectUrl page; a double tap sends once", async () => {
    const { sent } = mockFetch(() => signedIn("login"));
    startApp(`#/pages/login/index?uniIdRedirectUrl=${encodeURIComponent("/pages/test/test?from=login")}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Account"), " alice ");
    await user.type(field("Password"), "secret_1");
    const button = screen.getByRole("button", { name: "Sign in" });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(currentRoute()).toBe("/pages/test/test?from=login"));
    const made = calls(sent);
    expect(made).toHaveLength(1);
    expect(made[0]?.url).toBe("/router/user/pub/login");
    expect(JSON.parse(made[0]?.body ?? "")).toEqual({ username: "alice", password: "secret_1" });
    expect(getToken()).toBe("login-token");
  });

  it("shows the server's message when the account or password is wrong, and stays", async () => {
    mockFetch(() => json({ code: 10102, msg: "Wrong account or password" }));
    startApp("#/pages/login/index");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Account"), "alice");
    await user.type(field("Password"), "nope_nope{Enter}");
    expect(await screen.findByText("Wrong account or password")).toBeTruthy();
    expect(currentRoute()).toBe("/pages/login/index");
    expect(getToken()).toBeUndefined();
  });

  // Issue 27: the server answers an unknown account and a wrong password alike. The form says it of the
  // whole form, not under one field (which would point at the password when the account was mistyped).
  it.each([
    ["en", "Wrong account or password: 2 tries left before sign-in is locked"],
    ["es", "Cuenta o contraseña incorrecta: quedan 2 intentos antes de que se bloquee el inicio de sesión"],
    ["fr", "Identifiant ou mot de passe incorrect : encore 2 essais avant le blocage de la connexion"],
    ["zh-Hans", "账号或密码错误，还可尝试 2 次，之后将暂时锁定"],
    ["zh-Hant", "帳號或密碼錯誤，還可嘗試 2 次，之後將暫時鎖定"],
  ] as const)(
    "says a wrong account or password as the form's message in %s, with the tries left",
    async (locale, shown) => {
      mockFetch(() => json({ code: 10102, msg: ERRORS.wrongCredentials.messages[locale], triesLeft: 2 }));
      startApp("#/pages/login/index");
      const user = userEvent.setup();
      const account = await screen.findByRole("textbox", {}, { timeout: 10_000 });
      await act(() => changeLocale(locale));
      try {
        await user.type(account, "alice");
        const password = document.querySelector<HTMLInputElement>('input[autocomplete="current-password"]')!;
        await user.type(password, "nope_nope{Enter}");
        expect((await screen.findByTestId("form-message")).textContent).toBe(shown);
        expect(account.getAttribute("aria-invalid")).not.toBe("true");
        expect(password.getAttribute("aria-invalid")).not.toBe("true");
        expect(screen.queryByRole("dialog")).toBeNull();
      } finally {
        await act(() => changeLocale("en"));
      }
    },
  );

  it("says under the account that it is unknown when the server answers upstream's 10002", async () => {
    mockFetch(() => json({ code: 10002, msg: "User does not exist" }));
    startApp("#/pages/login/index");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Account"), "alice");
    await user.type(field("Password"), "nope_nope{Enter}");
    expect(await screen.findByText("User does not exist")).toBeTruthy();
    expect(field("Account").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByTestId("form-message")).toBeNull();
  });

  it("says how many tries remain, and under the password until when a lock lasts, without a dialog", async () => {
    const lockedUntil = Date.UTC(2030, 0, 2, 3, 4);
    let answer: Record<string, unknown> = { code: 10102, msg: "Wrong account or password", triesLeft: 2 };
    mockFetch(() => json(answer));
    startApp("#/pages/login/index");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Account"), "alice");
    await user.type(field("Password"), "nope_nope{Enter}");
    expect(
      await screen.findByText("Wrong account or password: 2 tries left before sign-in is locked"),
    ).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    answer = { code: 10103, msg: "Too many wrong passwords, please try again later", lockedUntil };
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the submit button's debounce
    await user.type(field("Password"), "{Enter}");
    const time = formatDateTime(lockedUntil, "en"); // the viewer's zone: Jan 2, 2030, 03:04 in UTC
    expect(
      await screen.findByText(`Too many wrong passwords, please try again later. Locked until ${time}`),
    ).toBeTruthy();
    expect(field("Password").getAttribute("aria-invalid")).toBe("true");
  });

  it("switches the language and keeps the choice", async () => {
    startApp("#/pages/login/index");
    fireEvent.click(await screen.findByRole("button", { name: "Language: English" }));
    fireEvent.click(await screen.findByText("简体中文"));
    expect(await screen.findByText("欢迎回来")).toBeTruthy();
    expect(localStorage.getItem("UNI_LOCALE")).toBe("zh-Hans");
    fireEvent.click(screen.getByRole("button", { name: "语言: 简体中文" }));
    fireEvent.click(await screen.findByText("English"));
    expect(await screen.findByText("Welcome back")).toBeTruthy();
  });
});

describe("the register page", () => {
  const answer = (request: SentRequest) =>
    request.url.endsWith("/getAccountRules") ? accountRules({ termsVersion: "7" }) : signedIn("register");

  it("refuses a bad username, a short password, mismatched passwords and no consent before any call", async () => {
    const { sent } = mockFetch(answer);
    startApp("#/pages/login/register");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Username"), "1abc");
    await user.type(field("Password"), "short");
    await user.type(field("Confirm password"), "secret_2");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText(VALIDATION_MESSAGES.username.en)).toBeTruthy();
    expect(screen.getByText("The password needs at least 8 characters")).toBeTruthy();
    expect(screen.getByText("The two passwords do not match")).toBeTruthy();
    expect(screen.getByText("Accept the terms of service and the privacy policy to continue")).toBeTruthy();
    expect(calls(sent)).toHaveLength(0);
  });

  it("registers with consent to the server's terms version, signs in and goes home", async () => {
    const { sent } = mockFetch(answer);
    startApp("#/pages/login/register");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Username"), "alice_2");
    await user.type(field("Password"), "violet cat sings");
    await user.type(field("Confirm password"), "violet cat sings");
    await user.click(screen.getByRole("checkbox", { name: /I have read and accept the/ }));
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(currentRoute()).toBe("/pages/index/index"));
    expect(JSON.parse(calls(sent)[0]?.body ?? "")).toEqual({
      username: "alice_2",
      password: "violet cat sings",
      acceptedTerms: "7",
    });
    expect(getToken()).toBe("register-token");
  });
});
