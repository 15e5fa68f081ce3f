import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useLifeData } from "../../store/life-data";
import { currentRoute, startApp } from "../../test/app";
import { json, mockFetch } from "../../test/fetch-mock";
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

/** Signs in as USER (with `fields`) and answers every call with that user. */
function serve(fields: Record<string, unknown> = {}) {
  signInLocally();
  useLifeData.getState().setUserInfo({ ...USER, ...fields });
  mockFetch(() =>
    json({ code: 0, msg: "", userInfo: { ...USER, ...fields }, needUpdateUserInfo: true, rows: [] }),
  );
}

afterEach(() => vi.unstubAllEnvs());

describe("the home page's shortcuts", () => {
  it("hides the request demo from ordinary users of a production build", async () => {
    vi.stubEnv("DEV", false);
    serve();
    startApp("#/");
    expect(await screen.findByText("My profile")).toBeTruthy();
    expect(screen.queryByText("Request demo")).toBeNull();
  });

  it("shows the request demo to admins", async () => {
    vi.stubEnv("DEV", false);
    serve({ role: ["admin"] });
    startApp("#/");
    expect(await screen.findByText("Request demo")).toBeTruthy();
  });

  it("opens the change-password sheet from its shortcut", async () => {
    serve();
    startApp("#/");
    fireEvent.click(await screen.findByText("Change password"));
    await waitFor(() => expect(currentRoute()).toContain("/pages/profile/index?open=password"));
    expect(await screen.findByLabelText("Current password", { exact: false })).toBeTruthy();
  });
});
