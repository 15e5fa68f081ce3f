import { ERRORS, LIMITS } from "@roster/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getToken } from "../../lib/session";
import { currentRoute, startApp } from "../../test/app";
import { calls, json, mockFetch, type SentRequest } from "../../test/fetch-mock";

const USER = { _id: "u1", username: "alice", nickname: "", role: [], permission: [] };
const STEP = {
  code: ERRORS.secondStepNeeded.code,
  msg: ERRORS.secondStepNeeded.messages.en,
  mfaTicket: "ticket-1",
  mfaTicketExpired: Date.now() + 300_000,
  factors: ["totp", "recoveryCode"],
};
const SIGNED_IN = {
  code: 0,
  msg: "ok",
  type: "login",
  uid: "u1",
  userInfo: USER,
  needUpdateUserInfo: true,
  vk_uni_token: { token: "second-step-token", tokenExpired: Date.now() + 3_600_000 },
};

/** The server: the password step answers the second step; the code `123456` or a recovery code finishes it. */
function server(request: SentRequest) {
  if (request.url.endsWith("/user/pub/login")) return json(STEP);
  if (request.url.endsWith("/user/pub/loginBySecondFactor")) {
    const { code, factor, mfaTicket } = JSON.parse(request.body) as Record<string, string>;
    if (mfaTicket !== "ticket-1") return json({ code: ERRORS.mfaTicketInvalid.code, msg: "expired" });
    if (
      (factor === "totp" && code === "123456") ||
      (factor === "recoveryCode" && code === "ABCD-EFGH-JKMN-PQRS")
    )
      return json(SIGNED_IN);
    return json({
      code: ERRORS.secondFactorWrong.code,
      msg: ERRORS.secondFactorWrong.messages.en,
      triesLeft: 3,
    });
  }
  return json({ code: 0, msg: "" });
}

async function passwordStep() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Account"), "alice");
  await user.type(screen.getByLabelText("Password"), "secret_1{Enter}");
  await screen.findByRole("heading", { name: "Two-step verification" });
  return user;
}

describe("the sign-in's second step", () => {
  it("asks for the authenticator code after a right password, then signs in with it", async () => {
    const { sent } = mockFetch(server);
    startApp(`#/pages/login/index?uniIdRedirectUrl=${encodeURIComponent("/pages/test/test")}`);
    const user = await passwordStep();
    expect(getToken()).toBeUndefined();
    // Focus is on the new step; the code field is one Tab away.
    expect(document.activeElement?.textContent).toBe("Two-step verification");
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText("Authenticator code"));
    await user.keyboard("654321{Enter}");
    expect(await screen.findByText("The code is wrong or was already used (3 tries left)")).toBeTruthy();
    // A submit within a second of the last is a double tap (LIMITS.buttonDebounceMs): a person waits longer.
    await new Promise((resolve) => setTimeout(resolve, LIMITS.buttonDebounceMs + 50));
    await user.clear(screen.getByLabelText("Authenticator code"));
    await user.type(screen.getByLabelText("Authenticator code"), "123456{Enter}");
    await waitFor(() => expect(currentRoute()).toBe("/pages/test/test"));
    expect(getToken()).toBe("second-step-token");
    const finished = calls(sent).filter((c) => c.url.endsWith("/loginBySecondFactor"));
    expect(JSON.parse(finished.at(-1)!.body)).toEqual({
      mfaTicket: "ticket-1",
      factor: "totp",
      code: "123456",
    });
  });

  it("takes a recovery code instead, and goes back to the password form on request", async () => {
    mockFetch(server);
    startApp("#/pages/login/index");
    const user = await passwordStep();
    await user.click(screen.getByRole("button", { name: "Use a recovery code instead" }));
    await user.type(screen.getByLabelText("Recovery code"), "ABCD-EFGH-JKMN-PQRS{Enter}");
    await waitFor(() => expect(getToken()).toBe("second-step-token"));

    startApp("#/pages/login/index");
    const again = await passwordStep();
    await again.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(await screen.findByLabelText("Password")).toBeTruthy();
  });
});
