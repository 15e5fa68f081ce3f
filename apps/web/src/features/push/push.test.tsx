import { SOCKET_URLS } from "@roster/contract";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession, getToken, saveUserInfo } from "../../lib/session";
import { currentRoute, startApp } from "../../test/app";
import { fakeServer } from "../../test/fake-server";
import { redirectedWebSocket } from "../../test/redirected-websocket";
import { signInLocally } from "../../test/session";
import { startUpstreamServer, type UpstreamServer } from "../../test/upstream-socket-server";

const RealWebSocket = globalThis.WebSocket;
let server: UpstreamServer;

beforeEach(async () => {
  server = await startUpstreamServer();
  vi.stubGlobal("WebSocket", redirectedWebSocket(server, RealWebSocket));
});
afterEach(async () => {
  await server.stop();
});

const THIS = {
  id: "s-this",
  device_id: "",
  platform: "h5",
  os: "macos",
  browser: "safari 17.4",
  device_model: "",
  app_version: "",
  ip: "192.0.2.1",
  place: "",
  created_at: 0,
  last_used_at: 0,
  current: true,
};

function appServer() {
  return fakeServer({
    "user/kh/getSessions": () => ({ rows: [THIS] }),
    "user/kh/getMenu": () => ({ rows: [] }),
    "user/kh/getMyUserInfo": () => ({ userInfo: { _id: "u1", username: "alice" }, needUpdateUserInfo: true }),
  });
}

const pushFrames = () => server.frames.filter((f) => f.url === SOCKET_URLS.push);

describe("the push connection", () => {
  it("opens user/kh/push on channel default once signed in, and closes on sign-out", async () => {
    appServer();
    signInLocally("token-7");
    saveUserInfo({ _id: "u1", username: "alice", role: [] });
    startApp("#/pages/profile/index");
    await waitFor(() => expect(server.live()).toHaveLength(1));
    expect(pushFrames()[0]).toMatchObject({
      channel: "default",
      uniIdToken: "token-7",
      data: { vkWebSocket: { type: "connect" } },
    });
    clearSession();
    await waitFor(() => expect(server.sockets[0]?.closed?.code).toBe(1000));
  }, 15_000); // the first test loads the app's pages cold

  it("waits for the first screen to be painted and an idle moment before it opens", async () => {
    appServer();
    signInLocally("token-7");
    saveUserInfo({ _id: "u1", username: "alice", role: [] });
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
    startApp("#/pages/profile/index");
    await waitFor(() => expect(idle).toHaveLength(1));
    await screen.findByRole("heading", { level: 1 });
    expect(server.live()).toHaveLength(0);
    idle[0]?.({ didTimeout: false, timeRemaining: () => 50 });
    await waitFor(() => expect(server.live()).toHaveLength(1));
  });

  it("opens nothing for a visitor", async () => {
    appServer();
    startApp("#/pages/index/index");
    await screen.findAllByText(/Sign in/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.sockets).toEqual([]);
  });

  it("signs the user out when the server forces it, and the login page says why", async () => {
    appServer();
    signInLocally("token-7");
    saveUserInfo({ _id: "u1", username: "alice", role: [] });
    startApp("#/pages/profile/index");
    await waitFor(() => expect(server.live()).toHaveLength(1));
    const cid = server.live()[0]?.cid as string;
    server.send(cid, { vkWebSocket: { type: "forceLogout", data: { reason: "passwordChanged" } } }, true);
    await waitFor(() => expect(currentRoute()).toMatch(/^\/pages\/login\/index/));
    expect(getToken()).toBeUndefined();
    const said = await screen.findByText(
      "Your password was changed, so every device was signed out. Sign in with the new password.",
    );
    expect(said.closest("[role=dialog]")?.textContent).toContain("You were signed out");
    expect(await screen.findByText("Welcome back")).toBeTruthy(); // the login page beneath
  });

  it("shows on the Devices page whether it is live, and reloads the list when a push arrives", async () => {
    const http = appServer();
    signInLocally("token-7");
    saveUserInfo({ _id: "u1", username: "alice", role: [] });
    startApp("#/pages/user/devices");
    await waitFor(() => expect(screen.getByTestId("live-status").textContent).toBe("Live updates on"));
    const before = http.calls("user/kh/getSessions").length;
    server.send(server.live()[0]?.cid as string, { type: "newDevice", session: "s-new" });
    await waitFor(() => expect(http.calls("user/kh/getSessions").length).toBe(before + 1));
    await server.restart();
    await waitFor(() =>
      expect(screen.getByTestId("live-status").textContent).toBe("Reconnecting for live updates…"),
    );
    await waitFor(() => expect(screen.getByTestId("live-status").textContent).toBe("Live updates on"), {
      timeout: 5000,
    });
  });
});
