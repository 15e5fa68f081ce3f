import { type AddressInfo, createServer, type Socket } from "node:net";
import { SOCKET_URLS } from "@roster/contract";
import { screen, waitFor } from "@testing-library/react";
import Dialog from "antd-mobile/es/components/dialog";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeRouter } from "../../test/fake-router";
import { signInLocally } from "../../test/session";
import { startUpstreamServer, type UpstreamServer } from "../../test/upstream-socket-server";
import { getDeviceId } from "../device";
import { resetLoginRedirect } from "../navigation/login-redirect";
import { bindRouter } from "../navigation/router-binding";
import { getToken } from "../session";
import { backoffDelay } from "./backoff";
import type { SocketConnection, SocketState, VkMessage } from "./connection";
import { type ConnectOptions, closeAllSockets, connectWebSocket, openSockets } from "./registry";

// happy-dom's WebSocket (the test setup puts an inert one in its place for every other test).
const RealWebSocket = globalThis.WebSocket;
let server: UpstreamServer;
let router: ReturnType<typeof fakeRouter>;
let unbind: () => void;

beforeEach(async () => {
  server = await startUpstreamServer();
  resetLoginRedirect();
  router = fakeRouter("/pages/test/test");
  unbind = bindRouter(router);
  signInLocally("token-1");
});
afterEach(async () => {
  closeAllSockets();
  unbind();
  await server.stop();
});

const CHAT = SOCKET_URLS.chat;
const open = (options: Partial<ConnectOptions> = {}): SocketConnection =>
  connectWebSocket({
    url: CHAT,
    endpoint: server.endpoint(options.url ?? CHAT),
    WebSocketImpl: RealWebSocket,
    backoff: { baseMs: 20, maxMs: 200 },
    ...options,
  });
const until = (check: () => void, timeout = 3000) => waitFor(check, { timeout, interval: 10 });

describe("the socket client", () => {
  it("opens, sends the connect frame and is connected with the server's cid (status 0, 1, 2)", async () => {
    const states: SocketState[] = [];
    const conn = open({ data: { room: "lobby" } });
    conn.onState((s) => states.push(s));
    expect(conn.status).toBe(0);
    expect(conn).toMatchObject({ url: CHAT, channel: "default", encrypt: false });
    const opened: unknown[] = [];
    conn.onOpen((data) => opened.push(data));
    const { cid } = await conn.whenConnected();
    expect(conn.status).toBe(2);
    expect(conn.cid).toBe(cid);
    expect(opened).toEqual([{ cid }]);
    expect(states).toEqual(["connected"]);
    const [frame] = server.frames;
    expect(frame).toMatchObject({
      deviceId: getDeviceId(),
      encrypt: false,
      url: CHAT,
      channel: "default",
      uniIdToken: "token-1",
      clientInfo: { appid: "__UNI__ROSTER", platform: "h5", locale: "en", deviceId: getDeviceId() },
      data: { vkWebSocket: { type: "connect", data: { room: "lobby" } } },
    });
    expect(server.sockets[0]?.query).toBe(`/ws/function/router?url=${encodeURIComponent(CHAT)}`);
    // A listener added once connected hears of it at once.
    const late: unknown[] = [];
    conn.onOpen((data) => late.push(data));
    expect(late).toEqual([{ cid }]);
  });

  it("keeps one connection per url and channel", async () => {
    const a = open();
    expect(open()).toBe(a);
    const other = open({ channel: "room-2" });
    expect(other).not.toBe(a);
    expect(open({ cache: false })).not.toBe(a);
    await Promise.all(openSockets().map((c) => c.whenConnected()));
    expect(openSockets()).toHaveLength(2);
    await until(() => expect(server.live()).toHaveLength(3));
    expect(new Set(server.live().map((s) => s.channel))).toEqual(new Set(["default", "room-2"]));
  });

  it("asks for the url when none is given", () => {
    expect(() => connectWebSocket({ url: "" })).toThrow("Pass the url of the WebSocket object");
  });

  it("sends application data (waiting until open) and hands messages to onMessage", async () => {
    const alice = open({ channel: "room" });
    const sent = alice.send({ data: { text: "queued before open" } });
    const bob = open({ channel: "room", cache: false });
    const heard: unknown[] = [];
    bob.onMessage((m) => heard.push(m));
    await bob.whenConnected();
    await sent;
    await alice.send({ data: { text: "hello" } });
    await until(() => expect(heard).toContainEqual({ from: alice.cid, data: { text: "hello" } }));
    const bobCid = bob.cid as string;
    server.sendText(bobCid, "plain text");
    await until(() => expect(heard).toContain("plain text"));
    const frame = server.frames.find((f) => (f.data as { text?: string }).text === "hello");
    expect(frame).toMatchObject({ url: CHAT, channel: "room", uniIdToken: "token-1" });
  });

  it("gives framework errors to onVkMessage, not onMessage", async () => {
    const conn = open();
    const vk: VkMessage[] = [];
    const messages: unknown[] = [];
    conn.onVkMessage((m) => vk.push(m));
    conn.onMessage((m) => messages.push(m));
    const { cid } = await conn.whenConnected();
    server.send(cid, { vkWebSocket: { type: "error", data: { code: 50001, msg: "handler failed" } } });
    // A token code without "token" in its message is an ordinary error (as upstream).
    server.send(cid, { vkWebSocket: { type: "error", data: { code: 30202, msg: "no" } } });
    await until(() => expect(vk).toHaveLength(2));
    expect(vk[0]).toEqual({ type: "error", err: { code: 50001, msg: "handler failed" } });
    expect(vk[1]?.type).toBe("error");
    expect(messages).toEqual([]);
    expect(conn.status).toBe(2);
    expect(getToken()).toBe("token-1");
  });

  it("signs out on forceLogout: listeners hear it, every socket closes, the login page opens and says why", async () => {
    const conn = open();
    const other = open({ channel: "room-2" });
    const vk: VkMessage[] = [];
    conn.onVkMessage((m) => vk.push(m));
    const { cid } = await conn.whenConnected();
    await other.whenConnected();
    server.send(
      cid,
      { vkWebSocket: { type: "forceLogout", data: { reason: "revoked", msg: "下线" } } },
      true,
    );
    await until(() =>
      expect(vk).toEqual([{ type: "forceLogout", data: { reason: "revoked", msg: "下线" } }]),
    );
    expect(getToken()).toBeUndefined();
    const said = await screen.findByText(
      "This device's session was ended from another device or by an administrator.",
    );
    expect(said.closest("[role=dialog]")?.textContent).toContain("You were signed out");
    expect(router.navigate).toHaveBeenCalledWith(
      `/pages/login/index?uniIdRedirectUrl=${encodeURIComponent("/pages/test/test")}`,
      { replace: true },
    );
    expect(conn.status).toBeNull();
    expect(conn.state).toBe("closed");
    expect(openSockets()).toEqual([]);
    await until(() => expect(server.sockets.every((s) => s.closed?.code === 1000)).toBe(true));
    // No reconnect after a forced sign-out.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.sockets).toHaveLength(2);
  });

  it("keeps the server's words when a forceLogout names no reason Roster knows", async () => {
    const conn = open();
    const { cid } = await conn.whenConnected();
    server.send(cid, { vkWebSocket: { type: "forceLogout", data: { msg: "您已被强制下线" } } });
    await until(() => expect(getToken()).toBeUndefined());
    expect(
      await screen.findByText("You were signed out on this device from another device. (您已被强制下线)"),
    ).toBeTruthy();
  });

  it("signs out quietly when the reason is signedOut (this device signed out, in another tab)", async () => {
    const conn = open();
    const { cid } = await conn.whenConnected();
    // Earlier tests' notices are closed first, so that any dialog seen below is this sign-out's.
    Dialog.clear();
    await until(() => expect(screen.queryAllByRole("dialog")).toHaveLength(0));
    server.send(cid, {
      vkWebSocket: { type: "forceLogout", data: { reason: "signedOut", msg: "您已退出登录" } },
    });
    await until(() => expect(getToken()).toBeUndefined());
    expect(openSockets()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryAllByRole("dialog")).toHaveLength(0);
  });

  it("treats an invalid token like a forced sign-out (invalidToken)", async () => {
    server.behaviour.refusedTokens.add("token-1");
    const conn = open();
    const vk: VkMessage[] = [];
    conn.onVkMessage((m) => vk.push(m));
    await until(() =>
      expect(vk).toEqual([{ type: "invalidToken", err: { code: 30202, msg: "token invalid" } }]),
    );
    expect(getToken()).toBeUndefined();
    expect(
      await screen.findByText("Your sign-in on this device is no longer valid. Please sign in again."),
    ).toBeTruthy();
    expect(conn.state).toBe("closed");
  });

  it("reconnects after the server goes away, with a new cid, and tells its state", async () => {
    const conn = open();
    const states: SocketState[] = [];
    conn.onState((s) => states.push(s));
    const closes: number[] = [];
    conn.onClose((e) => closes.push(e.code));
    const first = (await conn.whenConnected()).cid;
    await server.restart();
    await until(() => expect(conn.state).toBe("reconnecting"));
    await until(() => expect(conn.status).toBe(2));
    expect(conn.cid).not.toBe(first);
    expect(states).toEqual(["connected", "reconnecting", "connected"]);
    expect(closes).toHaveLength(1);
    expect(server.frames.filter((f) => f.cid === undefined && f.uniIdToken === "token-1")).toHaveLength(2);
  });

  it("sends pings, and drops a link whose server stopped answering them", async () => {
    const conn = open({ heartbeatMs: 40, pongTimeoutMs: 60 });
    const first = (await conn.whenConnected()).cid;
    await until(() =>
      expect(
        server.frames.filter(
          (f) => (f.data as { vkWebSocket?: { type: string } }).vkWebSocket?.type === "ping",
        ).length,
      ).toBeGreaterThan(1),
    );
    server.behaviour.answerPings = false; // the link goes silent, the socket stays open
    await until(() => expect(conn.cid ?? first).not.toBe(first));
    expect(conn.status).toBe(2);
    expect(server.sockets.find((s) => s.cid === first)?.closed?.code).toBe(4000);
  });

  it("does not drop a server that never answers pings (it cannot be told dead by silence)", async () => {
    server.behaviour.answerPings = false;
    const conn = open({ heartbeatMs: 30, pongTimeoutMs: 30 });
    const { cid } = await conn.whenConnected();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(conn.cid).toBe(cid);
    expect(server.sockets).toHaveLength(1);
  });

  it("gives up a socket that does not open in time and tries again", async () => {
    const held: Socket[] = [];
    const silent = createServer((socket) => held.push(socket)); // accepts TCP, never answers the upgrade
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const conn = open({ endpoint: `ws://127.0.0.1:${port}/ws/function/router`, openTimeoutMs: 80 });
      const closes: number[] = [];
      conn.onClose((e) => closes.push(e.code));
      await until(() => expect(held.length).toBeGreaterThanOrEqual(2));
      expect(closes[0]).toBe(4000);
      expect(conn.status).toBe(0);
      expect(["connecting", "reconnecting"]).toContain(conn.state);
    } finally {
      closeAllSockets();
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("sends at status 1 (socket open, no connect answer yet), as upstream waits only at status 0", async () => {
    server.behaviour.answerConnect = false;
    const conn = open({ openTimeoutMs: 5000 });
    await until(() => expect(conn.status).toBe(1));
    expect(conn.state).toBe("connecting");
    await conn.send({ data: { early: true } });
    await until(() => expect(server.frames.some((f) => (f.data as { early?: boolean }).early)).toBe(true));
  });

  it("encrypts frames under md5(deviceId) and decrypts the server's", async () => {
    const conn = open({ encrypt: true, channel: "secret" });
    const listener = open({ channel: "secret", cache: false });
    const heard: unknown[] = [];
    listener.onMessage((m) => heard.push(m));
    await conn.whenConnected();
    await listener.whenConnected();
    await conn.send({ data: { text: "sealed" } });
    await until(() => expect(heard).toEqual([{ from: conn.cid, data: { text: "sealed" } }]));
    expect(server.frames.filter((f) => f.encrypt).map((f) => f.data)).toEqual([
      { vkWebSocket: { type: "connect" } },
      { text: "sealed" },
    ]);
    const got: unknown[] = [];
    conn.onMessage((m) => got.push(m));
    server.send(conn.cid as string, { secret: 42 }, true);
    await until(() => expect(got).toEqual([{ secret: 42 }]));
  });

  it("closes for good: status null, out of the cache, code 1000, no more listeners", async () => {
    const conn = open();
    const heard: unknown[] = [];
    conn.onMessage((m) => heard.push(m));
    const { cid } = await conn.whenConnected();
    conn.close({ code: 1000, reason: "bye" });
    expect(conn.status).toBeNull();
    expect(conn.cid).toBeUndefined();
    expect(openSockets()).toEqual([]);
    await until(() => expect(server.sockets[0]?.closed).toEqual({ code: 1000, reason: "bye" }));
    await expect(conn.send({ data: 1 })).rejects.toThrow("socket closed");
    expect(open()).not.toBe(conn);
    expect(server.sockets.find((s) => s.cid === cid)?.closed?.code).toBe(1000);
    expect(heard).toEqual([]);
  });
});

describe("backoffDelay", () => {
  it("doubles from the base up to the cap, keeping between half and all of it", () => {
    const policy = { baseMs: 1000, maxMs: 30_000 };
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => backoffDelay(n, policy, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    expect([0, 1, 5].map((n) => backoffDelay(n, policy, () => 0))).toEqual([500, 1000, 15_000]);
    expect(backoffDelay(1000, policy, () => 0.5)).toBe(22_500);
  });
});
