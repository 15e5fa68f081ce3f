import type { SessionInfo } from "@roster/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { changeLocale } from "../../i18n";
import { formatDateTime } from "../../lib/dates";
import { saveUserInfo } from "../../lib/session";
import { currentRoute, startApp } from "../../test/app";
import { fakeServer } from "../../test/fake-server";
import { json } from "../../test/fetch-mock";
import { signInLocally } from "../../test/session";

const NOW = Date.UTC(2024, 4, 1, 6, 30); // 1 May 2024, 06:30 UTC

const session = (fields: Partial<SessionInfo>): SessionInfo => ({
  id: "s",
  device_id: "",
  platform: "h5",
  os: "",
  browser: "",
  device_model: "",
  app_version: "",
  ip: "",
  place: "",
  created_at: NOW,
  last_used_at: NOW,
  current: false,
  ...fields,
});

const THIS = session({
  id: "s-this",
  os: "macos",
  browser: "safari 17.4",
  device_model: "Mac",
  ip: "192.0.2.1",
  created_at: NOW - 86_400_000,
  current: true,
});
const PHONE = session({
  id: "s-phone",
  os: "android",
  browser: "chrome 126.0.6478.61",
  device_model: "Pixel 8",
  ip: "203.0.113.7",
  created_at: Date.UTC(2024, 3, 20, 23, 5),
  last_used_at: Date.UTC(2024, 3, 30, 16, 45),
});
const APP = session({
  id: "s-app",
  platform: "app-plus",
  os: "ios",
  app_version: "1.4.2",
  ip: "198.51.100.9",
});

/** A server with getSessions over `rows` (read at each call) and the two ways to revoke. */
function devicesServer(initial: SessionInfo[]) {
  let rows = [...initial];
  const server = fakeServer({
    "user/kh/getSessions": () => ({ rows }),
    "user/kh/revokeSession": (body) => {
      if (!rows.some((r) => r.id === body.id && !r.current)) {
        return json({ code: 90010, msg: "This device's session does not exist or has already ended" });
      }
      rows = rows.filter((r) => r.id !== body.id);
      return { current: false };
    },
    "user/kh/revokeOtherSessions": () => {
      const revoked = rows.filter((r) => !r.current).length;
      rows = rows.filter((r) => r.current);
      return { revoked };
    },
    "user/kh/getMyUserInfo": () => ({ userInfo: { _id: "u1", username: "alice" }, needUpdateUserInfo: true }),
  });
  return { ...server, setRows: (next: SessionInfo[]) => (rows = next) };
}

const names = () => screen.getAllByTestId("device-name").map((n) => n.textContent);
const deviceRow = (name: string) =>
  screen.getAllByTestId("device").find((row) => row.textContent?.includes(name)) as HTMLElement;

beforeEach(() => {
  signInLocally();
  saveUserInfo({ _id: "u1", username: "alice", role: [] });
});

describe("the Devices page", () => {
  it("lists the devices, this one first and marked, with times in the viewer's time zone", async () => {
    devicesServer([PHONE, APP, THIS]);
    startApp("#/pages/user/devices");
    // This device first, then by last use: the app (just now) before the phone (yesterday).
    await waitFor(() =>
      expect(names()).toEqual(["Safari 17 on macOS", "Roster app 1.4.2", "Chrome 126 on Android"]),
    );
    const mine = deviceRow("Safari 17 on macOS");
    expect(within(mine).getByText("This device")).toBeTruthy();
    expect(within(mine).getByText("Active now")).toBeTruthy();
    expect(within(mine).queryByRole("button", { name: "Sign out" })).toBeNull();
    const phone = deviceRow("Chrome 126 on Android");
    expect(phone.textContent).toContain("Pixel 8");
    expect(phone.textContent).toContain("IP 203.0.113.7");
    expect(phone.textContent).toContain(`Signed in ${formatDateTime(PHONE.created_at, "en")}`);
    expect(phone.textContent).toContain(`Last active ${formatDateTime(PHONE.last_used_at, "en")}`);
    expect(within(phone).getByRole("button", { name: "Sign out" })).toBeTruthy();
  }, 15_000); // the first test loads the page cold

  it("signs one device out after confirming, and lists the rest", async () => {
    const server = devicesServer([THIS, PHONE, APP]);
    startApp("#/pages/user/devices");
    const phone = await waitFor(() => deviceRow("Chrome 126 on Android"));
    fireEvent.click(within(phone).getByRole("button", { name: "Sign out" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Sign out Chrome 126 on Android?");
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(names()).toEqual(["Safari 17 on macOS", "Roster app 1.4.2"]));
    expect(server.calls("user/kh/revokeSession")).toEqual([{ id: "s-phone" }]);
    expect(await screen.findByText("Signed out")).toBeTruthy();
  });

  it("does nothing when the confirmation is cancelled", async () => {
    const server = devicesServer([THIS, PHONE]);
    startApp("#/pages/user/devices");
    fireEvent.click(
      within(await waitFor(() => deviceRow("Android"))).getByRole("button", { name: "Sign out" }),
    );
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.calls("user/kh/revokeSession")).toEqual([]);
    expect(names()).toHaveLength(2);
  });

  it("signs out all other devices, then says no other device is signed in", async () => {
    const server = devicesServer([THIS, PHONE, APP]);
    startApp("#/pages/user/devices");
    fireEvent.click(await screen.findByRole("button", { name: "Sign out all other devices" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(names()).toEqual(["Safari 17 on macOS"]));
    expect(server.calls("user/kh/revokeOtherSessions")).toEqual([{}]);
    expect(await screen.findByText("Other devices signed out: 2")).toBeTruthy();
    expect(screen.getByText("No other device is signed in.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign out all other devices" })).toBeNull();
  });

  it("alerts a refusal (the device had already signed out) and reads the list again", async () => {
    const server = devicesServer([THIS, PHONE]);
    startApp("#/pages/user/devices");
    const phone = await waitFor(() => deviceRow("Android"));
    server.setRows([THIS]); // the phone signs out by itself meanwhile
    fireEvent.click(within(phone).getByRole("button", { name: "Sign out" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("This device's session does not exist or has already ended")).toBeTruthy();
    await waitFor(() => expect(names()).toEqual(["Safari 17 on macOS"]));
  });

  it("speaks every language of the app", async () => {
    devicesServer([THIS, PHONE]);
    try {
      await changeLocale("zh-Hans");
      startApp("#/pages/user/devices");
      await waitFor(() => expect(names()).toEqual(["macOS 上的 Safari 17", "Android 上的 Chrome 126"]));
      expect(screen.getByText("本设备")).toBeTruthy();
      expect(screen.getByRole("button", { name: "让其他所有设备退出登录" })).toBeTruthy();
      expect(document.title).toContain("登录设备");
      await changeLocale("zh-Hant");
      await waitFor(() => expect(screen.getByText("本裝置")).toBeTruthy());
      expect(screen.getByRole("button", { name: "讓其他所有裝置登出" })).toBeTruthy();
    } finally {
      await changeLocale("en");
    }
  });

  it("is reached from the profile's security card", async () => {
    devicesServer([THIS]);
    startApp("#/pages/profile/index");
    fireEvent.click(await screen.findByText("Devices"));
    await waitFor(() => expect(currentRoute()).toBe("/pages/user/devices"));
    await waitFor(() => expect(names()).toEqual(["Safari 17 on macOS"]));
  });
});

afterEach(async () => {
  await changeLocale("en");
});
