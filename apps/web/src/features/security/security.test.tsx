import type { SecondFactorInfo } from "@roster/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { changeLocale } from "../../i18n";
import { formatDateTime } from "../../lib/dates";
import { saveUserInfo } from "../../lib/session";
import { currentRoute, startApp } from "../../test/app";
import { fakeServer } from "../../test/fake-server";
import { json } from "../../test/fetch-mock";
import { alertDialogs, expectSaidUnder } from "../../test/inline-refusals";
import { signInLocally } from "../../test/session";

const NOW = Date.UTC(2024, 4, 1, 6, 30);
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const URI = `otpauth://totp/Roster:alice?issuer=Roster&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;
const GOOD_CODE = "123456";
const PASSWORD = "right_pass1";
const codesOf = (letter: string) =>
  Array.from({ length: 10 }, (_, i) => `${letter}${i}AA-BBBB-CCCC-DDDD`.slice(0, 19));
const FIRST_CODES = codesOf("A");
const NEW_CODES = codesOf("N");

const APP: SecondFactorInfo = {
  id: "f-1",
  kind: "totp",
  name: "",
  createdAt: NOW - 86_400_000,
  lastUsedAt: NOW,
};

/**
 * A server of the security routes over one account: its factors and recovery codes, an enrolment waiting
 * for `GOOD_CODE`, and a session whose proof is `stale` (every recentAuth route answers 91508) until a
 * good `reauthenticate` (PASSWORD, GOOD_CODE of the app, or a recovery code of the set).
 */
function securityServer(
  state: { factors?: SecondFactorInfo[]; codesLeft?: number; stale?: boolean; staysStale?: boolean } = {},
) {
  let factors = [...(state.factors ?? [])];
  let codes = factors.length > 0 ? FIRST_CODES.slice(0, state.codesLeft ?? 10) : [];
  let stale = state.stale ?? false;
  let waiting: string | undefined;
  const recent = (answer: () => unknown) => () =>
    stale ? json({ code: 91508, msg: "Confirm it is you to continue" }) : answer();
  const server = fakeServer({
    "user/kh/getMyUserInfo": () => ({
      userInfo: { _id: "u1", username: "alice", has_password: true },
      needUpdateUserInfo: true,
    }),
    "user/kh/getSecondFactors": () => ({ factors, recoveryCodesLeft: codes.length }),
    "user/kh/beginTotp": recent(() => {
      if (factors.length > 0) return json({ code: 91505, msg: "An authenticator app is already active" });
      waiting = "f-new";
      return { factorId: waiting, secret: SECRET, uri: URI };
    }),
    "user/kh/confirmTotp": (body) =>
      recent(() => {
        if (waiting === undefined || body.factorId !== waiting)
          return json({ code: 91506, msg: "No authenticator is waiting" });
        if (body.code !== GOOD_CODE)
          return json({ code: 91502, msg: "The code is wrong or was already used" });
        factors = [{ id: waiting, kind: "totp", name: "", createdAt: NOW, lastUsedAt: null }];
        waiting = undefined;
        codes = [...FIRST_CODES];
        return { recoveryCodes: codes };
      })(),
    "user/kh/removeSecondFactor": (body) =>
      recent(() => {
        factors = factors.filter((f) => f.id !== body.factorId);
        if (factors.length === 0) codes = [];
        return {};
      })(),
    "user/kh/makeRecoveryCodes": recent(() => {
      codes = [...NEW_CODES];
      return { codes };
    }),
    "user/kh/reauthenticate": (body) => {
      const good =
        body.password === PASSWORD ||
        (body.factor === "totp" && body.code === GOOD_CODE) ||
        (body.factor === "recoveryCode" && codes.includes(String(body.code)));
      if (good) {
        stale = state.staysStale ?? false;
        return { authenticatedAt: Date.now() };
      }
      if (body.password !== undefined)
        return json({ code: 10102, msg: "Wrong account or password", triesLeft: 4 });
      return json({ code: 91502, msg: "The code is wrong or was already used", triesLeft: 9 });
    },
  });
  return { ...server, makeStale: () => (stale = true) };
}

/** The submit buttons drop a press within a second of the last (LIMITS.buttonDebounceMs): a person waits. */
const debounce = () => new Promise((resolve) => setTimeout(resolve, 1100));
const typist = () => userEvent.setup({ pointerEventsCheck: 0 });
const open = async () => {
  startApp("#/pages/user/security");
  await screen.findByRole("heading", { name: "Authenticator app" });
};
const codeField = () => screen.getByLabelText("Code from the app", { selector: "input" });
const sheet = () => screen.getByRole("dialog", { name: "Confirm it’s you" });

beforeEach(() => {
  signInLocally();
  saveUserInfo({ _id: "u1", username: "alice", role: [], has_password: true });
});

afterEach(async () => {
  await changeLocale("en");
});

describe("the Sign-in and security page", () => {
  it("adds an authenticator app: QR code, key in fours, a code, then the recovery codes shown once", async () => {
    const server = securityServer();
    await open();
    expect(screen.getByText("Not set up")).toBeTruthy();
    expect(screen.getByTestId("recovery-left").textContent).toBe("Unused codes: 0");
    expect(screen.getByText("Your recovery codes come with your first authenticator app.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add an authenticator app" }));

    const setup = await screen.findByTestId("totp-setup");
    expect(
      within(setup)
        .getByRole("img", { name: /QR code/ })
        .querySelector("path")
        ?.getAttribute("d"),
    ).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(within(setup).getByTestId("totp-secret").textContent).toBe(
      "JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP",
    );
    expect(
      within(setup)
        .getByRole("link", { name: /Open in an authenticator app/ })
        .getAttribute("href"),
    ).toBe(URI);
    expect(server.calls("user/kh/beginTotp")).toEqual([{}]);
    // The new step's field has the focus, the numeric keyboard and the one-time-code autofill.
    await waitFor(() => expect(document.activeElement).toBe(codeField()));
    expect(codeField().getAttribute("inputmode")).toBe("numeric");
    expect(codeField().getAttribute("autocomplete")).toBe("one-time-code");

    await typist().type(codeField(), "123 456{Enter}");
    const shown = await screen.findByTestId("recovery-codes");
    expect(server.calls("user/kh/confirmTotp")).toEqual([{ factorId: "f-new", code: GOOD_CODE }]);
    expect(
      within(shown)
        .getAllByTestId("recovery-code")
        .map((li) => li.textContent),
    ).toEqual(FIRST_CODES);
    expect(within(shown).getByText(/These codes are shown only this once/)).toBeTruthy();
    const download = within(shown).getByTestId("recovery-download");
    expect(download.getAttribute("download")).toBe("roster-recovery-codes.txt");
    await waitFor(() => expect(download.getAttribute("href")).toMatch(/^blob:/));
    expect(within(shown).getByRole("button", { name: "Copy" })).toBeTruthy();
    // Focus moves to the new step: the codes' title.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Save your recovery codes"));
    expect(await screen.findByText("Authenticator app added")).toBeTruthy();

    fireEvent.click(within(shown).getByRole("button", { name: "I have saved them" }));
    await waitFor(() => expect(screen.queryByTestId("recovery-codes")).toBeNull());
    const row = await screen.findByTestId("second-factor");
    expect(row.textContent).toContain("Authenticator app");
    expect(row.textContent).toContain(`Added ${formatDateTime(NOW, "en")}`);
    expect(row.textContent).toContain("Not used to sign in yet");
    expect(screen.getByTestId("recovery-left").textContent).toBe("Unused codes: 10");
    expect(screen.queryByRole("button", { name: "Add an authenticator app" })).toBeNull();
  });

  it("says a wrong code under the code field, and a malformed one before asking the server", async () => {
    const server = securityServer();
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Add an authenticator app" }));
    await screen.findByTestId("totp-setup");
    const user = typist();
    await user.type(codeField(), "12ab{Enter}");
    await waitFor(() => expectSaidUnder(codeField(), "Enter the 6 digits the app shows"));
    expect(server.calls("user/kh/confirmTotp")).toEqual([]);
    await debounce();
    await user.clear(codeField());
    await user.type(codeField(), "654321");
    fireEvent.click(screen.getByRole("button", { name: "Confirm and turn on" }));
    await waitFor(() => expectSaidUnder(codeField(), "The code is wrong or was already used"));
    expect(server.calls("user/kh/confirmTotp")).toEqual([{ factorId: "f-new", code: "654321" }]);
    expect(alertDialogs()).toBe(0);
    expect(screen.queryByTestId("recovery-codes")).toBeNull();
  });

  it("asks who it is on 91508, says a wrong password under the field, then makes the call once more", async () => {
    const server = securityServer({ stale: true });
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Add an authenticator app" }));
    await screen.findByRole("dialog", { name: "Confirm it’s you" });
    const password = within(sheet()).getByLabelText("Your password", { selector: "input" });
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.getAttribute("autocomplete")).toBe("current-password");
    // No factor yet: the password is the only way.
    expect(within(sheet()).queryByRole("button", { name: /instead/ })).toBeNull();
    const user = typist();
    await user.type(password, "wrong_pass{Enter}");
    await waitFor(() => expectSaidUnder(password, "Wrong account or password (4 tries left)"));
    expect(server.calls("user/kh/beginTotp")).toHaveLength(1);
    await debounce();
    await user.clear(password);
    await user.type(password, PASSWORD);
    fireEvent.click(within(sheet()).getByRole("button", { name: "Confirm" }));
    await screen.findByTestId("totp-setup");
    expect(server.calls("user/kh/reauthenticate")).toEqual([
      { password: "wrong_pass" },
      { password: PASSWORD },
    ]);
    expect(server.calls("user/kh/beginTotp")).toEqual([{}, {}]);
    expect(alertDialogs()).toBe(0);
  });

  it("repeats the confirming call once after re-authenticating, then shows the recovery codes", async () => {
    const server = securityServer();
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Add an authenticator app" }));
    await screen.findByTestId("totp-setup");
    server.makeStale(); // ten minutes spent looking for the phone
    const user = typist();
    await user.type(codeField(), `${GOOD_CODE}{Enter}`);
    await screen.findByRole("dialog", { name: "Confirm it’s you" });
    await user.type(
      within(sheet()).getByLabelText("Your password", { selector: "input" }),
      `${PASSWORD}{Enter}`,
    );
    const shown = await screen.findByTestId("recovery-codes");
    expect(within(shown).getAllByTestId("recovery-code")).toHaveLength(10);
    expect(server.calls("user/kh/confirmTotp")).toEqual([
      { factorId: "f-new", code: GOOD_CODE },
      { factorId: "f-new", code: GOOD_CODE },
    ]);
    expect(server.calls("user/kh/reauthenticate")).toEqual([{ password: PASSWORD }]);
  });

  it("makes the call only once more: a second 91508 is said, not asked again", async () => {
    const server = securityServer({ stale: true, staysStale: true });
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Add an authenticator app" }));
    await screen.findByRole("dialog", { name: "Confirm it’s you" });
    await typist().type(
      within(sheet()).getByLabelText("Your password", { selector: "input" }),
      `${PASSWORD}{Enter}`,
    );
    const alert = (await screen.findByText("Confirm it is you to continue")).closest(
      ".adm-dialog",
    ) as HTMLElement;
    expect(server.calls("user/kh/beginTotp")).toHaveLength(2);
    expect(server.calls("user/kh/reauthenticate")).toHaveLength(1);
    expect(screen.queryByTestId("totp-setup")).toBeNull();
    fireEvent.click(within(alert).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByText("Confirm it is you to continue")).toBeNull());
  });

  it("repeats making new codes after re-authenticating with the authenticator's code", async () => {
    const server = securityServer({ factors: [APP], codesLeft: 7, stale: true });
    await open();
    expect(screen.getByTestId("recovery-left").textContent).toBe("Unused codes: 7");
    fireEvent.click(screen.getByRole("button", { name: "Make new codes" }));
    fireEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Make new codes" }),
    );
    await screen.findByRole("dialog", { name: "Confirm it’s you" });
    // The account has a factor: its codes can prove it too.
    fireEvent.click(within(sheet()).getByRole("button", { name: "Use your authenticator app instead" }));
    const code = within(sheet()).getByLabelText("Code from your authenticator app", { selector: "input" });
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute("inputmode")).toBe("numeric");
    expect(within(sheet()).getByRole("button", { name: "Use a recovery code instead" })).toBeTruthy();
    expect(within(sheet()).getByRole("button", { name: "Use your password instead" })).toBeTruthy();
    await typist().type(code, `${GOOD_CODE}{Enter}`);
    const shown = await screen.findByTestId("recovery-codes");
    expect(
      within(shown)
        .getAllByTestId("recovery-code")
        .map((li) => li.textContent),
    ).toEqual(NEW_CODES);
    expect(server.calls("user/kh/reauthenticate")).toEqual([{ factor: "totp", code: GOOD_CODE }]);
    expect(server.calls("user/kh/makeRecoveryCodes")).toEqual([{}, {}]);
  });

  it("makes nothing when the re-authentication sheet is closed, and says nothing", async () => {
    const server = securityServer({ stale: true });
    await open();
    fireEvent.click(screen.getByRole("button", { name: "Add an authenticator app" }));
    await screen.findByRole("dialog", { name: "Confirm it’s you" });
    fireEvent.click(within(sheet()).getByRole("button", { name: "Close" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Add an authenticator app" })).toBeTruthy(),
    );
    expect(server.calls("user/kh/beginTotp")).toHaveLength(1);
    expect(screen.queryByTestId("totp-setup")).toBeNull();
    // The refusal the person chose is not alerted (an earlier test's dialog may still be fading out).
    expect(screen.queryByText("Confirm it is you to continue")).toBeNull();
  });

  it("removes the authenticator app after confirming, and offers to add one again", async () => {
    const server = securityServer({ factors: [APP] });
    await open();
    const row = await screen.findByTestId("second-factor");
    expect(row.textContent).toContain(`Last used ${formatDateTime(NOW, "en")}`);
    fireEvent.click(within(row).getByRole("button", { name: "Remove" }));
    const dialog = (await screen.findByText(/^Remove Authenticator app\?/)).closest(
      ".adm-dialog",
    ) as HTMLElement;
    expect(dialog.textContent).toContain("your recovery codes will stop working");
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    await screen.findByRole("button", { name: "Add an authenticator app" });
    expect(server.calls("user/kh/removeSecondFactor")).toEqual([{ factorId: "f-1" }]);
    expect(screen.queryByTestId("second-factor")).toBeNull();
    expect(screen.getByTestId("recovery-left").textContent).toBe("Unused codes: 0");
    expect(await screen.findByText("Authenticator app removed")).toBeTruthy();
  });

  it("tells an account without a password or a factor to sign out and in again", async () => {
    securityServer({ stale: true });
    saveUserInfo({ _id: "u1", username: "alice", role: [], has_password: false });
    await open();
    expect(screen.getByText("Set password")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add an authenticator app" }));
    await screen.findByRole("dialog", { name: "Confirm it’s you" });
    expect(within(sheet()).getByText(/Sign out and sign in again/)).toBeTruthy();
    expect(within(sheet()).getByRole("button", { name: "Sign out" })).toBeTruthy();
    expect(within(sheet()).queryByRole("textbox")).toBeNull();
  });

  it("links to the Devices page", async () => {
    securityServer();
    await open();
    fireEvent.click(screen.getByText("Devices signed in"));
    await waitFor(() => expect(currentRoute()).toBe("/pages/user/devices"));
  });

  it("links to the profile's change-password sheet", async () => {
    securityServer();
    await open();
    fireEvent.click(screen.getByText("Change password"));
    await waitFor(() => expect(currentRoute()).toBe("/pages/profile/index?open=password"));
    expect(await screen.findByRole("dialog", { name: "Change password" })).toBeTruthy();
  });

  it("is reached from the profile's security card", async () => {
    securityServer();
    startApp("#/pages/profile/index");
    fireEvent.click(await screen.findByText("Sign-in and security"));
    await waitFor(() => expect(currentRoute()).toBe("/pages/user/security"));
    await screen.findByRole("heading", { name: "Authenticator app" });
  });

  it("speaks every language of the app", async () => {
    securityServer({ factors: [APP] });
    try {
      await changeLocale("zh-Hans");
      startApp("#/pages/user/security");
      expect(await screen.findByRole("heading", { name: "身份验证器应用" })).toBeTruthy();
      expect(screen.getByRole("button", { name: "生成新的恢复码" })).toBeTruthy();
      expect(document.title).toContain("登录与安全");
      await changeLocale("fr");
      expect(await screen.findByRole("heading", { name: "Codes de récupération" })).toBeTruthy();
      await changeLocale("zh-Hant");
      expect(await screen.findByRole("heading", { name: "受信任的裝置" })).toBeTruthy();
    } finally {
      await changeLocale("en");
    }
  });
});
