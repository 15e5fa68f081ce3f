import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { startApp } from "../../test/app";
import { json, mockFetch, type SentRequest } from "../../test/fetch-mock";
import { alertDialogs, expectClear, expectSaidUnder, formMessageIn } from "../../test/inline-refusals";
import { signInLocally } from "../../test/session";

const ALICE = {
  _id: "u1",
  username: "alice",
  nickname: "Alice",
  avatar: "",
  gender: 0,
  role: [],
  mobile: "13800138000",
  mobile_confirmed: 1,
  email_confirmed: 0,
  has_password: true,
};

/** The profile's server: `refusals` answers some routes with a refusal, the rest succeed. */
function profileServer(refusals: Record<string, (request: SentRequest) => Record<string, unknown>>) {
  return mockFetch((request) => {
    const route = request.url.replace(/^.*\/router\//, "");
    const refusal = refusals[route];
    if (refusal) return json(refusal(request));
    return json({ code: 0, msg: "", userInfo: ALICE, needUpdateUserInfo: true });
  });
}
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const debounce = () => new Promise((resolve) => setTimeout(resolve, 1100));
async function sheet(title: string) {
  const heading = await screen.findByRole("heading", { name: title }, { timeout: 12_000 });
  return heading.closest(".adm-popup-body") as HTMLElement;
}

describe("the profile's identity forms", () => {
  it("links an e-mail: a too-soon code under the address, a wrong code under the code, an address in use under it", async () => {
    let bind: Record<string, unknown> = {
      code: 50202,
      msg: "E-mail verification code is wrong or has expired",
    };
    profileServer({
      "user/pub/sendEmailCode": () => ({ code: 50303, msg: "Too soon: try again in 42 s", retryAfter: 42 }),
      "user/kh/bindEmail": () => bind,
    });
    signInLocally();
    startApp("#/pages/profile/index");
    fireEvent.click(
      await screen.findByText("E-mail", { selector: ".adm-list-item-content-main" }, { timeout: 12_000 }),
    );
    const popup = await sheet("Link an e-mail address");
    const address = within(popup).getByLabelText("E-mail address");
    const code = within(popup).getByLabelText("Verification code");
    type(address, "alice@example.com");
    fireEvent.click(within(popup).getByRole("button", { name: "Get code" }));
    await waitFor(() => expectSaidUnder(address, "Too soon: try again in 42 s"));
    expect(within(popup).getByRole("button", { name: /^Resend in \d+ s$/ })).toBeTruthy();
    type(code, "135790");
    fireEvent.click(within(popup).getByRole("button", { name: "Link e-mail address" }));
    await waitFor(() => expectSaidUnder(code, "E-mail verification code is wrong or has expired"));
    expect(alertDialogs()).toBe(0);
    bind = { code: 60201, msg: "This e-mail address is linked to another account" };
    type(code, "135791");
    expectClear(code);
    await debounce();
    fireEvent.click(within(popup).getByRole("button", { name: "Link e-mail address" }));
    await waitFor(() => expectSaidUnder(address, "This e-mail address is linked to another account"));
    expect(alertDialogs()).toBe(0);
  }, 20_000);

  it("changes the mobile: the refused code is the one the server names (field)", async () => {
    profileServer({
      "user/kh/bindNewMobile": () => ({
        code: 50202,
        msg: "Current SMS verification code is wrong or has expired",
        field: "oldMobileCode",
      }),
    });
    signInLocally();
    startApp("#/pages/profile/index");
    fireEvent.click(await screen.findByText("138****8000", {}, { timeout: 12_000 }));
    fireEvent.click(await screen.findByText("Change mobile number"));
    const popup = await sheet("Change mobile number");
    const oldCode = within(popup).getByLabelText("Code sent to 138****8000");
    const newCode = within(popup).getByLabelText("Code sent to the new number");
    type(oldCode, "111111");
    type(within(popup).getByLabelText("New mobile number"), "13900139000");
    type(newCode, "222222");
    fireEvent.click(within(popup).getByRole("button", { name: "Change mobile number" }));
    await waitFor(() => expectSaidUnder(oldCode, "Current SMS verification code is wrong or has expired"));
    expectClear(newCode);
    expect(alertDialogs()).toBe(0);
  }, 20_000);

  it("unlinks: the last way to sign in is said in the form, and goes when the code changes", async () => {
    profileServer({
      "user/kh/unbindMobile": () => ({
        code: 70102,
        msg: "This is the only way left to sign in: set a password or link another first",
      }),
    });
    signInLocally();
    startApp("#/pages/profile/index");
    fireEvent.click(await screen.findByText("138****8000", {}, { timeout: 12_000 }));
    fireEvent.click(await screen.findByText("Unlink mobile number"));
    const popup = await sheet("Unlink mobile number");
    const code = within(popup).getByLabelText("Verification code");
    type(code, "999999");
    fireEvent.click(within(popup).getByRole("button", { name: "Unlink mobile number" }));
    const form = code.closest("form") as HTMLElement;
    await waitFor(() =>
      expect(formMessageIn(form)?.textContent).toBe(
        "This is the only way left to sign in: set a password or link another first",
      ),
    );
    expectClear(code);
    expect(alertDialogs()).toBe(0);
    type(code, "999998");
    expect(formMessageIn(form)).toBeNull();
  }, 20_000);
});

describe("the nickname dialog", () => {
  it("keeps a refused nickname in the dialog, said under it, and saves the next one", async () => {
    let answer: Record<string, unknown> = {
      code: -1,
      msg: "Nickname contains a word not allowed",
      key: "nickname",
    };
    const { sent } = profileServer({ "user/kh/updateUser": () => answer });
    signInLocally();
    startApp("#/pages/profile/index");
    fireEvent.click(await screen.findByText("Nickname", {}, { timeout: 12_000 }));
    const input = await screen.findByLabelText("Nickname", { selector: "input" });
    type(input, "Bad word");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expectSaidUnder(input, "Nickname contains a word not allowed"));
    expect(alertDialogs()).toBe(1); // the nickname dialog itself, no alert over it
    expect(input.isConnected).toBe(true);
    type(input, "Ally");
    expectClear(input);
    answer = { code: 0, msg: "", userInfo: { ...ALICE, nickname: "Ally" }, needUpdateUserInfo: true };
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByTestId("profile-name").textContent).toBe("Ally"));
    const updates = sent.filter((r) => r.url.endsWith("/user/kh/updateUser")).map((r) => JSON.parse(r.body));
    expect(updates).toEqual([{ nickname: "Bad word" }, { nickname: "Ally" }]);
  }, 20_000);
});
