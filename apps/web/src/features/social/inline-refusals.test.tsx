import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { saveUserInfo } from "../../lib/session";
import { startApp } from "../../test/app";
import { fakeServer } from "../../test/fake-server";
import { json } from "../../test/fetch-mock";
import { alertDialogs, expectClear, expectSaidUnder, formMessageIn } from "../../test/inline-refusals";
import { signInLocally } from "../../test/session";
import { PENDING_KEY } from "./pending-oauth";

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const debounce = () => new Promise((resolve) => setTimeout(resolve, 1100));

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("proving the mobile of a social sign-up", () => {
  it("says a number that is not the account's under it, an expired ticket in the form", async () => {
    sessionStorage.setItem(
      PENDING_KEY,
      JSON.stringify({
        state: "s1",
        provider: "weixin",
        platform: "web",
        purpose: "login",
        startedAt: Date.now(),
      }),
    );
    window.history.replaceState(null, "", "/?code=CODE1&state=s1");
    let answer = json({ code: 91208, msg: "This mobile number is not the one to link" });
    fakeServer({
      "user/pub/loginByWeixin": () =>
        json({
          code: 91207,
          msg: "needs proof",
          needLinkByMobile: true,
          ticket: "T1",
          mobile: "138****8000",
        }),
      "user/pub/sendSmsCode": () => ({}),
      "user/pub/linkSocialByMobile": () => answer,
    });
    startApp("#/pages/login/oauth-callback");
    const mobile = await screen.findByLabelText("Mobile number", {}, { timeout: 12_000 });
    type(mobile, "13900139000");
    type(screen.getByLabelText("Verification code"), "123456");
    fireEvent.click(screen.getByRole("button", { name: "Link and sign in" }));
    await waitFor(() => expectSaidUnder(mobile, "This mobile number is not the one to link"));
    expect(alertDialogs()).toBe(0);
    type(mobile, "13800138000");
    expectClear(mobile);
    answer = json({ code: 91206, msg: "The ticket is invalid or has expired: authorize again" });
    await debounce();
    fireEvent.click(screen.getByRole("button", { name: "Link and sign in" }));
    const form = mobile.closest("form") as HTMLElement;
    await waitFor(() =>
      expect(formMessageIn(form)?.textContent).toBe("The ticket is invalid or has expired: authorize again"),
    );
    expect(alertDialogs()).toBe(0);
  }, 20_000);
});

describe("the set-user-info page", () => {
  it("says the server's refusal of the nickname under it", async () => {
    signInLocally();
    saveUserInfo({ _id: "u1", username: "alice", role: [] });
    fakeServer({
      "user/kh/updateUser": () => json({ code: -1, msg: "Nickname is too long", key: "nickname" }),
      "user/kh/getMyUserInfo": () => ({
        userInfo: { _id: "u1", username: "alice" },
        needUpdateUserInfo: true,
      }),
    });
    startApp("#/pages_template/uni-id/weixin/set-user-info");
    const nickname = await screen.findByLabelText("Nickname", {}, { timeout: 12_000 });
    type(screen.getByLabelText("Avatar URL"), "https://example.com/a.png");
    type(nickname, "Ally");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expectSaidUnder(nickname, "Nickname is too long"));
    expectClear(screen.getByLabelText("Avatar URL"));
    expect(alertDialogs()).toBe(0);
  }, 20_000);
});
