import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { saveUserInfo } from "../../lib/session";
import { IDENTITY_PAGES } from "../../pages/template/uni-id/index";
import { useLifeData } from "../../store/life-data";
import { currentRoute, startApp } from "../../test/app";
import { accountRules, calls, json, mockFetch, type SentRequest } from "../../test/fetch-mock";
import { signInLocally } from "../../test/session";
import { IDENTITY_TEMPLATE_PAGES, TEMPLATE_GROUPS } from "./template-pages";
import { shownFields } from "./use-demo-call";

const USER = { _id: "u1", username: "alice", nickname: "Alice", role: [], permission: [] };
const bodyOf = (request: SentRequest | undefined) => JSON.parse(request?.body ?? "{}");

describe("the template index", () => {
  it("lists every template page on the demo page, grouped, as links", async () => {
    startApp("#/pages/test/test");
    const index = await screen.findByRole("region", { name: "Template pages" });
    const headings = within(index).getAllByRole("heading", { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual([
      "Identity (uni-id)",
      "Database",
      "State store",
      "Open platforms",
      "Plug-ins",
    ]);
    const hrefs = within(index)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    const expected = TEMPLATE_GROUPS.flatMap((g) => g.pages.map((p) => `#/pages_template/${p.path}`));
    expect(hrefs).toEqual(expected);
    expect(hrefs).toHaveLength(31);
    expect(hrefs).toContain("#/pages_template/vk-vuex/vk-vuex");
  });

  it("has a page for every identity page it lists, and lists every identity page there is", () => {
    const listed = IDENTITY_TEMPLATE_PAGES.map((p) => p.path.replace("uni-id/", "")).sort();
    expect(listed).toEqual(Object.keys(IDENTITY_PAGES).sort());
  });

  it("opens an identity page from the menu page", async () => {
    startApp("#/pages_template/uni-id/index/index");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Identity pages");
    // The menu lists the other pages, not itself.
    expect(screen.queryByText("/pages_template/uni-id/index/index")).toBeNull();
    fireEvent.click(screen.getByRole("link", { name: /Custom navigation bar/ }));
    await waitFor(() => expect(currentRoute()).toBe("/pages_template/uni-id/test/test"));
  });
});

describe("the util page", () => {
  it("shows each answer on the page, refusals with their code and without an alert", async () => {
    signInLocally();
    saveUserInfo(USER);
    const { sent } = mockFetch((request) => {
      if (request.url.endsWith("/user/kh/getMyUserInfo"))
        return json({
          code: 0,
          msg: "",
          userInfo: USER,
          vk_uni_token: { token: "t2", tokenExpired: Date.now() + 3_600_000 },
        });
      if (request.url.endsWith("/user/kh/acceptInvite"))
        return json({ code: 80501, msg: "Invalid invite code" });
      return json({ code: 0, msg: "" });
    });
    startApp("#/pages_template/uni-id/util/util");
    fireEvent.click(await screen.findByRole("button", { name: "Get my user info" }));
    const outcome = await screen.findByTestId("call-outcome");
    await waitFor(() => expect(outcome.textContent).toBe("Get my user info: done (code 0)"));
    const shown = JSON.parse(screen.getByTestId("call-body").textContent ?? "{}");
    expect(shown.userInfo.username).toBe("alice");
    // The token never reaches the screen.
    expect(shown.vk_uni_token).toBe("***");

    // An empty invite code is the field's to refuse: no call.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    fireEvent.click(screen.getByRole("button", { name: "Accept an invite" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(calls(sent).filter((r) => r.url.endsWith("/acceptInvite"))).toHaveLength(0);

    await userEvent.type(screen.getByRole("textbox", { name: "Someone's invite code" }), " NOPE ");
    fireEvent.click(screen.getByRole("button", { name: "Accept an invite" }));
    await waitFor(() =>
      expect(screen.getByTestId("call-outcome").textContent).toBe(
        "Accept an invite: refused (code 80501) · Invalid invite code",
      ),
    );
    expect(bodyOf(calls(sent).find((r) => r.url.endsWith("/acceptInvite")))).toEqual({ inviteCode: "NOPE" });
    expect(document.querySelector(".adm-dialog")).toBeNull();
  });

  it("offers the way to sign in and back instead of calls while signed out", async () => {
    const { sent } = mockFetch(() => json({ code: 0, msg: "" }));
    startApp("#/pages_template/uni-id/util/util");
    const link = await screen.findByRole("link", { name: "Sign in" });
    expect(link.getAttribute("href")).toBe(
      `#/pages/login/index?uniIdRedirectUrl=${encodeURIComponent("/pages_template/uni-id/util/util")}`,
    );
    expect(screen.queryByRole("button", { name: "Get my user info" })).toBeNull();
    expect(calls(sent)).toHaveLength(0);
  });
});

describe("the test page's local form", () => {
  it("needs a name and an introduction of at least 5 characters, then shows them in a popup", async () => {
    const { sent } = mockFetch(() => json({ code: 0, msg: "" }));
    startApp("#/pages_template/uni-id/test/test");
    const check = await screen.findByRole("button", { name: "Check the form" });
    fireEvent.click(check);
    expect(await screen.findByText("Enter a name")).toBeTruthy();
    expect(screen.getByText("The introduction needs at least 5 characters")).toBeTruthy();
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Ada");
    await userEvent.type(screen.getByRole("textbox", { name: "Introduction" }), " abcd ");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    fireEvent.click(check);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("The introduction needs at least 5 characters")).toBeTruthy();
    await userEvent.type(screen.getByRole("textbox", { name: "Introduction" }), "e");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    fireEvent.click(check);
    const dialog = await screen.findByRole("dialog", { name: "The form is valid" });
    expect(within(dialog).getByText("abcd e")).toBeTruthy();
    expect(within(dialog).getByText("Ada")).toBeTruthy();
    expect(calls(sent)).toHaveLength(0);
  });
});

describe("the template's register page", () => {
  it("registers a mobile through loginBySms with type register, the password and the accepted terms", async () => {
    const { sent } = mockFetch((request) => {
      if (request.url.endsWith("/getAccountRules")) return accountRules({ termsVersion: "3" });
      if (request.url.endsWith("/sendSmsCode")) return json({ code: 0, msg: "" });
      return json({
        code: 0,
        msg: "",
        type: "register",
        uid: "u9",
        mobile: "13800001234",
        userInfo: { ...USER, _id: "u9", mobile: "13800001234" },
        needUpdateUserInfo: true,
        vk_uni_token: { token: "reg-token", tokenExpired: Date.now() + 3_600_000 },
      });
    });
    startApp("#/pages_template/uni-id/login/register/register");
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Mobile number" }), "13800001234");
    await user.click(screen.getByRole("button", { name: "Get code" }));
    await waitFor(() => expect(calls(sent).some((r) => r.url.endsWith("/sendSmsCode"))).toBe(true));
    expect(bodyOf(calls(sent).find((r) => r.url.endsWith("/sendSmsCode")))).toEqual({
      mobile: "13800001234",
      type: "register",
    });
    await user.type(screen.getByRole("textbox", { name: "Verification code" }), "123456");
    await user.type(screen.getByLabelText("Password"), "a long pass phrase");
    await user.type(screen.getByLabelText("Confirm password"), "a long pass phrase");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Register" }));
    await waitFor(() => expect(calls(sent).some((r) => r.url.endsWith("/loginBySms"))).toBe(true));
    expect(bodyOf(calls(sent).find((r) => r.url.endsWith("/loginBySms")))).toEqual({
      mobile: "13800001234",
      code: "123456",
      password: "a long pass phrase",
      acceptedTerms: "3",
      type: "register",
    });
    await waitFor(() => expect(currentRoute()).toBe("/pages/index/index"));
  });
});

describe("the lifeData page", () => {
  it("writes the picked colour to $app.color in localStorage and shows $user", async () => {
    signInLocally();
    saveUserInfo(USER);
    startApp("#/pages_template/vk-vuex/vk-vuex");
    fireEvent.click(await screen.findByRole("radio", { name: "Green" }));
    await waitFor(() => expect(screen.getByTestId("app-color").textContent).toContain("#00b578"));
    const stored = JSON.parse(localStorage.getItem("lifeData") ?? "{}");
    expect(stored.$app.color).toEqual({ main: "#00b578", secondary: "#555555" });
    expect(JSON.parse(screen.getByTestId("user-state").textContent ?? "{}").userInfo.username).toBe("alice");
    expect(localStorage.getItem("lifeData")).not.toContain("token-abc");
    fireEvent.click(screen.getByRole("button", { name: "Default colour" }));
    expect(useLifeData.getState().$app.color.main).toBe("#ff4444");
  });
});

describe("shownFields", () => {
  it("drops code and msg and hides the token and the register ticket", () => {
    expect(
      shownFields({
        code: 0,
        msg: "ok",
        uid: "u1",
        vk_uni_token: { token: "x" },
        registerTicket: "r",
        token: "t",
      }),
    ).toEqual({ uid: "u1", vk_uni_token: "***", registerTicket: "***", token: "***" });
    expect(shownFields(undefined)).toEqual({});
  });
});
