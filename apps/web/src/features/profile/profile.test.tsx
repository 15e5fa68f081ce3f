import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getToken } from "../../lib/session";
import { currentRoute, startApp } from "../../test/app";
import { calls, json, mockFetch, type SentRequest } from "../../test/fetch-mock";
import { signInLocally } from "../../test/session";

const USER = {
  _id: "u1",
  username: "alice",
  nickname: "Alice",
  avatar: "",
  gender: 0,
  role: [],
  my_invite_code: "ABC2345",
};
const bodyOf = (request: SentRequest | undefined) =>
  JSON.parse(request?.body ?? "{}") as Record<string, unknown>;

/** A server that knows getMyUserInfo, updateUser, updatePwd and logout. */
function profileServer(fields: Record<string, unknown> = {}) {
  let user = { ...USER, ...fields };
  return mockFetch((request) => {
    const route = request.url.replace("/router/", "");
    if (route === "user/kh/updateUser") user = { ...user, ...bodyOf(request) };
    if (["user/kh/updatePwd", "user/kh/resetPwd", "user/pub/logout"].includes(route)) {
      return json({ code: 0, msg: "" });
    }
    return json({ code: 0, msg: "", userInfo: user, needUpdateUserInfo: true });
  });
}
const routes = (sent: SentRequest[]) => calls(sent).map((r) => r.url.replace("/router/", ""));

describe("the profile page", () => {
  it("edits the nickname through updateUser and shows the new one", async () => {
    signInLocally();
    const { sent } = profileServer();
    startApp("#/pages/profile/index");
    await waitFor(() => expect(screen.getByTestId("profile-name").textContent).toBe("Alice"));
    fireEvent.click(screen.getByText("Nickname"));
    const input = await screen.findByLabelText("Nickname", { selector: "input" });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.clear(input);
    await user.type(input, "  Ally ");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByTestId("profile-name").textContent).toBe("Ally"));
    const update = sent.find((r) => r.url.endsWith("user/kh/updateUser"));
    expect(bodyOf(update)).toEqual({ nickname: "Ally" });
  });

  it("changes the password, tells the user and sends them to sign in again", async () => {
    signInLocally();
    const { sent } = profileServer();
    startApp("#/pages/profile/index");
    fireEvent.click(await screen.findByText("Change password"));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(await screen.findByLabelText("Current password"), "old_pass1");
    await user.type(screen.getByLabelText("New password"), "new_pass2");
    await user.type(screen.getByLabelText("Confirm new password"), "new_pass2");
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    const notice = await screen.findByText(/Password changed/);
    expect(bodyOf(sent.find((r) => r.url.endsWith("user/kh/updatePwd")))).toEqual({
      oldPassword: "old_pass1",
      newPassword: "new_pass2",
    });
    // The session the server ended is forgotten while the notice shows (its push socket closes with it).
    expect(getToken()).toBeUndefined();
    fireEvent.click(within(notice.closest(".adm-dialog") as HTMLElement).getByRole("button", { name: "OK" }));
    await waitFor(() =>
      expect(currentRoute()).toBe(
        `/pages/login/index?uniIdRedirectUrl=${encodeURIComponent("/pages/profile/index")}`,
      ),
    );
    expect(getToken()).toBeUndefined();
  });

  it("sets a first password, without asking for a current one, on an account made by code", async () => {
    signInLocally();
    const { sent } = profileServer({ has_password: false });
    startApp("#/pages/profile/index");
    fireEvent.click(await screen.findByText("Set password"));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(await screen.findByLabelText("New password"), "first_pass1");
    await user.type(screen.getByLabelText("Confirm new password"), "first_pass1");
    expect(screen.queryByLabelText("Current password")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Set password" }));
    await screen.findByText(/Password changed/);
    expect(bodyOf(sent.find((r) => r.url.endsWith("user/kh/resetPwd")))).toEqual({ password: "first_pass1" });
    expect(routes(sent)).not.toContain("user/kh/updatePwd");
  });

  it("signs out: revokes the session, forgets the token and opens the login page", async () => {
    signInLocally();
    const { sent } = profileServer();
    startApp("#/pages/profile/index");
    fireEvent.click(await screen.findByRole("button", { name: "Sign out" }));
    const dialog = (await screen.findByText("Sign out of Roster on this device?")).closest(
      ".adm-dialog",
    ) as HTMLElement;
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(currentRoute()).toBe("/pages/login/index"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(currentRoute()).toBe("/pages/login/index");
    expect(routes(sent)).toEqual(["user/kh/getMyUserInfo", "user/pub/logout"]);
    expect(getToken()).toBeUndefined();
  });
});
