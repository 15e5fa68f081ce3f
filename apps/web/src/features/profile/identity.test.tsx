import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useLifeData } from "../../store/life-data";
import { startApp } from "../../test/app";
import { json, mockFetch, type SentRequest } from "../../test/fetch-mock";
import { signInLocally } from "../../test/session";

type User = Record<string, unknown>;
const ALICE: User = {
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
const bodyOf = (request: SentRequest | undefined) => JSON.parse(request?.body ?? "{}") as User;
const routesOf = (sent: SentRequest[]) => sent.map((r) => r.url.replace("/router/", ""));
/** The calls of the code flows (the profile page makes others of its own). */
const codeCalls = (sent: SentRequest[]) =>
  sent.filter((r) => /\/(send\w+Code|bind\w*|unbind\w*)$/.test(r.url));

/** A server that keeps one user and applies the bind routes to it, as the real one does. */
function identityServer(start: User = ALICE) {
  let user = { ...start };
  return mockFetch((request) => {
    const route = request.url.replace("/router/", "");
    const body = bodyOf(request);
    if (route.includes("/send")) return json({ code: 0, msg: "ok" });
    if (route === "user/kh/bindEmail") user = { ...user, email: body.email, email_confirmed: 1 };
    if (route === "user/kh/bindNewMobile") user = { ...user, mobile: body.mobile };
    if (route === "user/kh/unbindMobile") user = { ...user, mobile: undefined, mobile_confirmed: 0 };
    return json({ code: 0, msg: "", userInfo: user, needUpdateUserInfo: true });
  });
}

/** The open sheet (antd-mobile Popup) with the title `title`. */
async function sheet(title: string) {
  const heading = await screen.findByRole("heading", { name: title });
  return heading.closest(".adm-popup-body") as HTMLElement;
}
const row = (label: string) => screen.getByText(label, { selector: ".adm-list-item-content-main" });
/** What the profile row `label` shows on its right. */
const rowValue = (label: string) =>
  row(label).closest(".adm-list-item")?.querySelector(".adm-list-item-content-extra")?.textContent;

describe("linking a mobile and an e-mail in the profile", () => {
  it("links an e-mail: checks the address, sends a bind code, binds and shows it masked", {
    timeout: 15_000,
  }, async () => {
    signInLocally();
    const { sent } = identityServer();
    startApp("#/pages/profile/index");
    await waitFor(() => expect(rowValue("Mobile")).toBe("138****8000"));
    expect(rowValue("E-mail")).toBe("Not linked");
    fireEvent.click(row("E-mail"));
    const popup = await sheet("Link an e-mail address");
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(within(popup).getByLabelText("E-mail address"), "alice@");
    fireEvent.click(within(popup).getByRole("button", { name: "Get code" }));
    expect(await within(popup).findByText("Invalid e-mail address")).toBeTruthy();
    fireEvent.click(within(popup).getByRole("button", { name: "Link e-mail address" }));
    expect(await within(popup).findByText("Verification code is required")).toBeTruthy();
    expect(codeCalls(sent)).toEqual([]);
    await user.type(within(popup).getByLabelText("E-mail address"), "example.com");
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the code button's debounce
    fireEvent.click(within(popup).getByRole("button", { name: "Get code" }));
    expect(await within(popup).findByRole("button", { name: "Resend in 60 s" })).toBeTruthy();
    await user.type(within(popup).getByLabelText("Verification code"), "135790");
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the submit button's debounce
    fireEvent.click(within(popup).getByRole("button", { name: "Link e-mail address" }));
    await waitFor(() => expect(rowValue("E-mail")).toBe("al***@example.com"));
    const calls = codeCalls(sent);
    expect(routesOf(calls)).toEqual(["user/pub/sendEmailCode", "user/kh/bindEmail"]);
    expect(bodyOf(calls[0])).toEqual({ email: "alice@example.com", type: "bind" });
    expect(bodyOf(calls[1])).toEqual({ email: "alice@example.com", code: "135790" });
    expect(useLifeData.getState().$user.userInfo.email).toBe("alice@example.com");
  });

  it("changes the mobile with a code to the old number and a code to the new one", {
    timeout: 15_000,
  }, async () => {
    signInLocally();
    const { sent } = identityServer();
    startApp("#/pages/profile/index");
    fireEvent.click(await screen.findByText("138****8000"));
    fireEvent.click(await screen.findByText("Change mobile number"));
    const popup = await sheet("Change mobile number");
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const [oldCode, newCode] = within(popup).getAllByRole("button", { name: "Get code" });
    fireEvent.click(oldCode as HTMLElement);
    await waitFor(() =>
      expect(within(popup).getAllByRole("button", { name: "Resend in 60 s" })).toHaveLength(1),
    );
    await user.type(within(popup).getByLabelText("Code sent to 138****8000"), "111111");
    await user.type(within(popup).getByLabelText("New mobile number"), "13800138000");
    await user.type(within(popup).getByLabelText("Code sent to the new number"), "222222");
    fireEvent.click(within(popup).getByRole("button", { name: "Change mobile number" }));
    expect(await within(popup).findByText("That is your current mobile number")).toBeTruthy();
    await user.clear(within(popup).getByLabelText("New mobile number"));
    await user.type(within(popup).getByLabelText("New mobile number"), "13900139000");
    fireEvent.click(newCode as HTMLElement);
    await waitFor(() =>
      // The first countdown may have ticked meanwhile on a slow machine.
      expect(within(popup).getAllByRole("button", { name: /^Resend in \d+ s$/ })).toHaveLength(2),
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    fireEvent.click(within(popup).getByRole("button", { name: "Change mobile number" }));
    await waitFor(() => expect(rowValue("Mobile")).toBe("139****9000"));
    const calls = codeCalls(sent);
    expect(routesOf(calls)).toEqual([
      "user/pub/sendSmsCode",
      "user/pub/sendSmsCode",
      "user/kh/bindNewMobile",
    ]);
    expect(bodyOf(calls[0])).toEqual({ mobile: "13800138000", type: "unbind" });
    expect(bodyOf(calls[1])).toEqual({ mobile: "13900139000", type: "bind" });
    expect(bodyOf(calls[2])).toEqual({
      oldMobile: "13800138000",
      oldMobileCode: "111111",
      mobile: "13900139000",
      code: "222222",
    });
  });

  it("unlinks the mobile with an unbind code sent to it", async () => {
    signInLocally();
    const { sent } = identityServer();
    startApp("#/pages/profile/index");
    fireEvent.click(await screen.findByText("138****8000"));
    fireEvent.click(await screen.findByText("Unlink mobile number"));
    const popup = await sheet("Unlink mobile number");
    expect(within(popup).getByText("We send a code to 138****8000 to confirm.")).toBeTruthy();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    fireEvent.click(within(popup).getByRole("button", { name: "Get code" }));
    await within(popup).findByRole("button", { name: "Resend in 60 s" });
    await user.type(within(popup).getByLabelText("Verification code"), "999999");
    fireEvent.click(within(popup).getByRole("button", { name: "Unlink mobile number" }));
    await waitFor(() => expect(rowValue("Mobile")).toBe("Not linked"));
    const calls = codeCalls(sent);
    expect(routesOf(calls)).toEqual(["user/pub/sendSmsCode", "user/kh/unbindMobile"]);
    expect(bodyOf(calls[0])).toEqual({ mobile: "13800138000", type: "unbind" });
    expect(bodyOf(calls[1])).toEqual({ mobile: "13800138000", code: "999999" });
  });
});
