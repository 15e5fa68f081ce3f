import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { saveUserInfo } from "../../lib/session";
import { useLifeData } from "../../store/life-data";
import { currentRoute, startApp } from "../../test/app";
import { fakeServer } from "../../test/fake-server";
import { calls, deferred, json } from "../../test/fetch-mock";
import { signInLocally } from "../../test/session";

const USER = {
  _id: "u1",
  username: "alice",
  nickname: "Alice",
  avatar: "",
  gender: 0,
  role: [],
  inviter_uid: ["boss"],
  my_invite_code: "ABC2345",
};

/** A signed-in user whose getMyUserInfo answers `user` (and whose later answers carry `user` too). */
function profileServer(user: Record<string, unknown>, routes: Parameters<typeof fakeServer>[0] = {}) {
  signInLocally();
  saveUserInfo(user);
  return fakeServer({
    "user/kh/getMyUserInfo": () => ({ userInfo: user, needUpdateUserInfo: true }),
    ...routes,
  });
}

const registerLink = (code: string) =>
  `${window.location.origin}${window.location.pathname}#/pages/login/register?inviteCode=${code}`;

describe("the profile's invite card", () => {
  it("shows my code and its share link, and copies either", async () => {
    profileServer(USER);
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    startApp("#/pages/profile/index");
    expect((await screen.findByTestId("my-invite-code")).textContent).toBe("ABC2345");
    expect(screen.getByTestId("invite-link").textContent).toBe(registerLink("ABC2345"));
    fireEvent.click(screen.getByRole("button", { name: "Copy invite code" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("ABC2345"));
    expect(await screen.findByText("Copied")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Copy invite link" }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(registerLink("ABC2345")));
  });

  it("says so when the clipboard refuses", async () => {
    profileServer(USER);
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(
      new DOMException("denied", "NotAllowedError"),
    );
    // happy-dom has no execCommand: the fallback cannot copy either.
    startApp("#/pages/profile/index");
    fireEvent.click(await screen.findByRole("button", { name: "Copy invite code" }));
    expect(await screen.findByText("Could not copy. Select the text and copy it by hand.")).toBeTruthy();
  });

  it("asks the server for a code when I have none, without waiting for the refresh of my record", async () => {
    const withCode = { ...USER, my_invite_code: "NEW7777" };
    const refresh = deferred<Response>();
    const server = profileServer(
      { ...USER, my_invite_code: undefined },
      {
        "user/kh/getMyUserInfo": () => refresh.promise,
        "user/kh/setUserInviteCode": () => ({
          myInviteCode: "NEW7777",
          userInfo: withCode,
          needUpdateUserInfo: true,
        }),
      },
    );
    startApp("#/pages/profile/index");
    // The refresh is still on its way: the code and its link are shown all the same.
    await waitFor(() => expect(screen.getByTestId("my-invite-code").textContent).toBe("NEW7777"));
    expect(screen.getByTestId("invite-link").textContent).toBe(registerLink("NEW7777"));
    expect(
      calls(server.sent)
        .map((r) => r.url.replace("/router/", ""))
        .sort(),
    ).toEqual(["user/kh/getMyUserInfo", "user/kh/setUserInviteCode"]);
    // The refresh then answers the record with its code: nothing more is asked, the code stays.
    refresh.resolve(json({ code: 0, msg: "", userInfo: withCode, needUpdateUserInfo: true }));
    await waitFor(() => expect(useLifeData.getState().$user.userInfo.my_invite_code).toBe("NEW7777"));
    expect(server.routesSent().filter((r) => r === "user/kh/setUserInviteCode")).toHaveLength(1);
    expect(screen.getByTestId("my-invite-code").textContent).toBe("NEW7777");
  });

  it("opens my invitees", async () => {
    profileServer(USER, {
      "user/kh/getInvitedUser": () => ({
        rows: [],
        total: 0,
        hasMore: false,
        pagination: { pageIndex: 1, pageSize: 20 },
      }),
    });
    startApp("#/pages/profile/index");
    fireEvent.click(await screen.findByText("My invitees"));
    await waitFor(() => expect(currentRoute()).toBe("/pages/user/invitees"));
    expect(await screen.findByText("No one has joined with your code yet")).toBeTruthy();
  });

  it("accepts an invite for a user without an inviter, a refusal said in the dialog; the entry then goes away", async () => {
    let inviter: string[] = [];
    const server = profileServer(
      { ...USER, inviter_uid: [] },
      {
        "user/kh/getMyUserInfo": () => ({
          userInfo: { ...USER, inviter_uid: inviter },
          needUpdateUserInfo: true,
        }),
        "user/kh/acceptInvite": (body) => {
          if (body.inviteCode !== "BOB2345") return json({ code: 80501, msg: "Invalid invite code" });
          inviter = ["bob"];
          return { userInfo: { ...USER, inviter_uid: inviter }, needUpdateUserInfo: true };
        },
      },
    );
    startApp("#/pages/profile/index");
    fireEvent.click(await screen.findByText("Enter an invite code"));
    const input = await screen.findByLabelText("Invite code", { selector: "input" });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(input, "NOPE000");
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    // Said under the code inside the dialog, not in an alert over it; gone once the code changes.
    const said = await screen.findByRole("alert");
    expect(said.textContent).toBe("Invalid invite code");
    expect(said.closest(".adm-dialog")).toBe(input.closest(".adm-dialog"));
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(said.id);
    expect(screen.queryByRole("button", { name: "OK" })).toBeNull();
    expect(screen.getByText("Who invited you?")).toBeTruthy();
    await user.clear(input);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(input.getAttribute("aria-invalid")).toBeNull();
    await user.type(input, "BOB2345");
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Invite accepted")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Enter an invite code")).toBeNull());
    expect(server.calls("user/kh/acceptInvite")).toEqual([
      { inviteCode: "NOPE000" },
      { inviteCode: "BOB2345" },
    ]);
  });

  it("offers no invite entry to a user who has an inviter", async () => {
    profileServer(USER);
    startApp("#/pages/profile/index");
    await screen.findByTestId("my-invite-code");
    expect(screen.queryByText("Enter an invite code")).toBeNull();
  });
});

const REGISTERED = {
  code: 0,
  msg: "",
  type: "register",
  uid: "u2",
  userInfo: { _id: "u2", username: "carol_1", role: [], permission: [] },
  needUpdateUserInfo: true,
  vk_uni_token: { token: "t2", tokenExpired: Date.now() + 3_600_000 },
};

async function fillAccount() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Username"), "carol_1");
  await user.type(screen.getByLabelText("Password"), "secret_1");
  await user.type(screen.getByLabelText("Confirm password"), "secret_1");
  await user.click(screen.getByRole("checkbox", { name: /I have read and accept the/ }));
  return user;
}

describe("registering with an invite code", () => {
  it("fills the code in from the share link, names the inviter and sends the code", async () => {
    const server = fakeServer({
      "user/pub/getUserInfoByInviteCode": (body) => ({
        userInfo:
          body.code === "ABC2345"
            ? { _id: "u1", nickname: "Alice", gender: 0, avatar: "", my_invite_code: "ABC2345" }
            : null,
      }),
      "user/pub/register": () => json(REGISTERED),
      "user/pub/getAccountRules": () => ({
        passwordPolicy: "strong",
        termsVersion: "1",
        requireConsent: false,
      }),
    });
    startApp("#/pages/login/register?inviteCode=ABC2345");
    expect(((await screen.findByLabelText("Invite code (optional)")) as HTMLInputElement).value).toBe(
      "ABC2345",
    );
    expect((await screen.findByTestId("inviter-hint")).textContent).toBe("Invited by Alice");
    expect(useLifeData.getState().$user.inviteCode).toBe("ABC2345");
    await fillAccount();
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(currentRoute()).toBe("/pages/index/index"));
    expect(server.calls("user/pub/register")).toEqual([
      { username: "carol_1", password: "secret_1", acceptedTerms: "1", inviteCode: "ABC2345" },
    ]);
    expect(useLifeData.getState().$user.inviteCode).toBe("");
  });

  it("warns about a code no account has, once the field is left", async () => {
    fakeServer({ "user/pub/getUserInfoByInviteCode": () => ({ userInfo: null }) });
    startApp("#/pages/login/register");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Invite code (optional)"), "ZZZ9999");
    await user.click(screen.getByLabelText("Username"));
    expect(await screen.findByText("No account has this invite code")).toBeTruthy();
    await user.type(screen.getByLabelText("Invite code (optional)"), "8");
    expect(screen.queryByText("No account has this invite code")).toBeNull();
  });
});
