import { SOCKET_URLS } from "@roster/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveUserInfo } from "../../lib/session";
import { currentRoute, startApp } from "../../test/app";
import { redirectedWebSocket } from "../../test/redirected-websocket";
import { signInLocally } from "../../test/session";
import { startUpstreamServer, type UpstreamServer } from "../../test/upstream-socket-server";
import { readChatMessage } from "./chat-messages";

const RealWebSocket = globalThis.WebSocket;
let server: UpstreamServer;

beforeEach(async () => {
  server = await startUpstreamServer();
  vi.stubGlobal("WebSocket", redirectedWebSocket(server, RealWebSocket));
});
afterEach(async () => {
  await server.stop();
});

/** Another tab: a second socket on the chat object, speaking the upstream frames by hand. */
async function otherTab(channel: string) {
  const socket = new RealWebSocket(server.endpoint(SOCKET_URLS.chat));
  const heard: unknown[] = [];
  const frame = (data: unknown) =>
    JSON.stringify({
      deviceId: "other-tab",
      data: { url: SOCKET_URLS.chat, channel, uniIdToken: "token-2", clientInfo: {}, data },
    });
  await new Promise((resolve) => {
    socket.onopen = resolve;
  });
  socket.onmessage = (event) => heard.push(JSON.parse(String(event.data)));
  socket.send(frame({ vkWebSocket: { type: "connect" } }));
  await waitFor(() => expect(heard).toHaveLength(1));
  return { heard, say: (text: string) => socket.send(frame({ text })), close: () => socket.close() };
}

describe("the chat demo", () => {
  it("joins a channel, sends lines to the other tab and shows the other tab's lines", async () => {
    signInLocally("token-1");
    saveUserInfo({ _id: "u1", username: "alice", role: [] });
    startApp("#/pages/test/test");
    const chat = await screen.findByRole("region", { name: "Chat (WebSocket)" });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const channel = within(chat).getByLabelText("Channel");
    await user.clear(channel);
    await user.type(channel, "room-7");
    fireEvent.click(within(chat).getByRole("button", { name: "Join" }));
    await waitFor(() =>
      expect(within(chat).getByTestId("chat-status").textContent).toMatch(/^Connected \(cid /),
    );
    const joined = server.frames.find((f) => f.url === SOCKET_URLS.chat && f.channel === "room-7");
    expect(joined).toMatchObject({ uniIdToken: "token-1", data: { vkWebSocket: { type: "connect" } } });

    const tab = await otherTab("room-7");
    tab.say("hello from the other tab");
    await waitFor(() =>
      expect(within(chat).getByTestId("chat-lines").textContent).toContain("hello from the other tab"),
    );

    await user.type(within(chat).getByLabelText("Message"), "hi back");
    fireEvent.click(within(chat).getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(tab.heard).toContainEqual({ from: expect.any(String), data: { text: "hi back" } }),
    );
    expect(within(chat).getByTestId("chat-lines").textContent).toContain("Mehi back");

    fireEvent.click(within(chat).getByRole("button", { name: "Leave" }));
    await waitFor(() =>
      expect(
        server.sockets.find((s) => s.channel === "room-7" && s.cid !== undefined && s.query.includes("chat"))
          ?.closed?.code,
      ).toBe(1000),
    );
    tab.close();
  }, 15_000); // the first test loads the page cold

  it("asks a visitor to sign in instead of joining", async () => {
    startApp("#/pages/test/test");
    const signIn = await screen.findByRole("button", { name: "Sign in" });
    expect(screen.getByText("Sign in to join the chat: its channels are for signed-in users.")).toBeTruthy();
    fireEvent.click(signIn);
    await waitFor(() => expect(currentRoute()).toMatch(/^\/pages\/login\/index/));
    expect(server.sockets).toEqual([]);
  });
});

describe("readChatMessage", () => {
  it("reads the relayed shapes a chat server may send", () => {
    expect(readChatMessage({ from: "c1", data: { text: "a" } })).toEqual({ from: "c1", text: "a" });
    expect(readChatMessage({ cid: "c2", text: "b" })).toEqual({ from: "c2", text: "b" });
    expect(readChatMessage("plain")).toEqual({ from: "", text: "plain" });
    expect(readChatMessage({ n: 1 })).toEqual({ from: "", text: '{"n":1}' });
  });
});
