import { chat, userPush } from "@roster/contract/routes";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  connectAs,
  connectFrame,
  framework,
  messageFrame,
  openSocket,
  type SocketServer,
  startSocketServer,
  type TestSocket,
} from "../test/sockets.js";
import { originAllowed } from "./socket-endpoint.js";

const URL = userPush.path;
let s: SocketServer;
beforeAll(async () => {
  s = await startSocketServer({ WS_MAX_FRAME_BYTES: "2048", CORS_ORIGINS: "https://app.example.com" });
});
afterAll(() => s.close());

const others: SocketServer[] = [];
afterEach(async () => {
  for (const server of others.splice(0)) await server.close();
});
/** A server of its own, with other settings. */
async function serverWith(env: Record<string, string>): Promise<SocketServer> {
  const server = await startSocketServer(env);
  others.push(server);
  return server;
}

const errorOf = async (socket: TestSocket) => (await socket.next(framework("error"))).vkWebSocket?.data;

describe("socket frames", () => {
  it("answers frames that are not JSON, binary, too deep or of the wrong form with an error, and stays usable", async () => {
    const user = await s.h.createUser();
    const socket = await openSocket(s.base, URL);
    socket.raw("this is not json");
    expect(await errorOf(socket)).toMatchObject({ code: 400, msg: /JSON text/ });
    socket.raw(Buffer.from([1, 2, 3]));
    expect(await errorOf(socket)).toMatchObject({ code: 400, msg: /JSON text/ });
    socket.raw("[".repeat(500) + "]".repeat(500));
    expect(await errorOf(socket)).toMatchObject({ code: 400, msg: /nested at most/ });
    const wrong = [
      { deviceId: 5, data: {} },
      { deviceId: "d", data: [1] },
      { deviceId: "d", data: { url: 5 } },
      { deviceId: "d", data: { uniIdToken: ["t"] } },
      { deviceId: "d", data: { channel: "has space" } },
      { deviceId: "d", data: {}, encrypt: "yes" },
      { deviceId: "d", data: {}, encrypt: true },
      { deviceId: "d", data: "cipher?" },
      { deviceId: "d", data: { url: "user/kh/other" } },
      { deviceId: "d", data: { data: { vkWebSocket: { type: "dance" } } } },
      "a string",
      null,
    ];
    for (const frame of wrong) {
      socket.raw(JSON.stringify(frame));
      expect(await errorOf(socket), JSON.stringify(frame)).toMatchObject({ code: 400, msg: /frame/ });
    }
    socket.raw('{"deviceId":"d","data":{"__proto__":{"polluted":true}}}');
    expect(await errorOf(socket)).toMatchObject({ code: 400 });
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    // Still usable: the connect frame goes through.
    socket.frame(connectFrame(URL, user.token));
    expect((await socket.next((m) => m.vkWebSocket !== undefined)).vkWebSocket?.type).toBe("connect");
    socket.ws.close(1000);
  });

  it("closes a socket that sends a frame over WS_MAX_FRAME_BYTES (1009)", async () => {
    const socket = await openSocket(s.base, URL);
    socket.raw(JSON.stringify({ deviceId: "d", data: { data: "x".repeat(3000) } }));
    expect((await socket.closed).code).toBe(1009);
  });

  it("drops frames beyond WS_FRAMES_PER_SECOND with one error, and closes a flood (1008)", async () => {
    const server = await serverWith({ WS_FRAMES_PER_SECOND: "5" });
    const user = await server.h.createUser();
    const socket = await connectAs(server.base, chat.path, user, { channel: `flood-${user.uid}` });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (let i = 0; i < 8; i++)
      socket.frame(messageFrame(chat.path, user.token, { text: `m${i}` }, `flood-${user.uid}`));
    expect(await errorOf(socket)).toMatchObject({ code: 429, msg: /at most 5 a second/ });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const chats = socket.received.filter((m) => m.type === "chat");
    expect(chats.length).toBeLessThanOrEqual(5);
    expect(socket.received.filter((m) => m.vkWebSocket?.type === "error")).toHaveLength(1);
    for (let i = 0; i < 40; i++) socket.raw("x");
    expect((await socket.closed).code).toBe(1008);
  });

  it("refuses routes that are unknown, private or called (error, then closed 4003)", async () => {
    const user = await s.h.createUser();
    for (const [url, code] of [
      ["no/kh/such", 404],
      ["user/kh/_private", 403],
      ["user/kh/getMyUserInfo", 90140],
    ] as const) {
      const socket = await openSocket(s.base, url);
      socket.frame(connectFrame(url, user.token));
      expect(await errorOf(socket), url).toMatchObject({ code });
      expect((await socket.closed).code).toBe(4003);
    }
  });
});

describe("socket origins and caps", () => {
  it("takes browsers from this site or CORS_ORIGINS and native clients without Origin; refuses others (403)", async () => {
    const user = await s.h.createUser();
    const self = s.base.replace(/^ws/, "http");
    for (const origin of [self, "https://app.example.com", undefined]) {
      const socket = await connectAs(s.base, URL, user, origin ? { origin } : {});
      socket.ws.close(1000);
    }
    for (const origin of ["https://evil.example.com", "null", "http://127.0.0.1:1"]) {
      const refused = await openSocket(s.base, URL, { origin }).catch(
        (error: { status: number; body: string }) => error,
      );
      expect(refused, origin).toMatchObject({ status: 403 });
      expect(JSON.parse((refused as { body: string }).body)).toMatchObject({ code: 403, msg: /origin/ });
    }
    expect(originAllowed("https://a.example", "a.example", new Set())).toBe(true);
    expect(originAllowed("not a url", "a.example", new Set())).toBe(false);
  });

  it("caps the sockets of one client address (WS_MAX_SOCKETS_PER_IP, 429 at the upgrade)", async () => {
    const server = await serverWith({ WS_MAX_SOCKETS_PER_IP: "2" });
    const first = await openSocket(server.base, URL);
    const second = await openSocket(server.base, URL);
    const third = await openSocket(server.base, URL).catch(
      (error: { status: number; body: string }) => error,
    );
    expect(third).toMatchObject({ status: 429 });
    expect(JSON.parse((third as { body: string }).body)).toMatchObject({ code: 90142, msg: /limit 2/ });
    first.ws.close(1000);
    await first.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await openSocket(server.base, URL);
    for (const socket of [second, again]) socket.ws.close(1000);
  });
});

describe("socket connect budget", () => {
  it("spends the route's rate bucket per client address on connects without a valid token (429, 1008)", async () => {
    const server = await serverWith({ RATE_LIMIT_PER_MINUTE: "2" });
    const user = await server.h.createUser();
    for (let i = 0; i < 2; i++) {
      const socket = await openSocket(server.base, URL);
      socket.frame(connectFrame(URL, "not-a-token"));
      expect(await errorOf(socket)).toMatchObject({ code: 30204 });
    }
    const limited = await openSocket(server.base, URL);
    limited.frame(connectFrame(URL, undefined));
    expect(await errorOf(limited)).toMatchObject({ code: 429 });
    expect((await limited.closed).code).toBe(1008);
    // Signed-in connects are limited by their session, not by the address's budget (kh bucket).
    const signedIn = await connectAs(server.base, URL, user);
    signedIn.ws.close(1000);
  });
});

describe("socket timers", () => {
  it("closes a socket without a connect frame in WS_CONNECT_TIMEOUT_MS (4008)", async () => {
    const server = await serverWith({ WS_CONNECT_TIMEOUT_MS: "200" });
    const socket = await openSocket(server.base, URL);
    expect((await socket.closed).code).toBe(4008);
  });

  it("pings connected sockets and cuts one that stops answering (idle timeout)", async () => {
    const server = await serverWith({ WS_HEARTBEAT_MS: "100", WS_IDLE_TIMEOUT_MS: "400" });
    const user = await server.h.createUser();
    const alive = await connectAs(server.base, URL, user);
    const dead = await connectAs(server.base, URL, user);
    let pings = 0;
    alive.ws.on("ping", () => pings++);
    // A peer that is gone answers no ping.
    (dead.ws as unknown as { pong: () => void }).pong = () => {};
    expect((await dead.closed).code).toBe(1006);
    expect(pings).toBeGreaterThanOrEqual(3);
    expect(alive.ws.readyState).toBe(alive.ws.OPEN);
    alive.ws.close(1000);
  });

  it("finds sessions that ended unannounced at the next heartbeat (30202, closed)", async () => {
    const server = await serverWith({ WS_HEARTBEAT_MS: "100", WS_IDLE_TIMEOUT_MS: "5000" });
    const user = await server.h.createUser();
    const socket = await connectAs(server.base, URL, user);
    await server.h.app.services.db
      .updateTable("sessions")
      .set({ revoked_at: server.h.clock.now() })
      .where("user_id", "=", user.uid)
      .execute();
    expect(await errorOf(socket)).toMatchObject({ code: 30202, msg: /token/ });
    expect((await socket.closed).code).toBe(4002);
  });

  it("tells every socket the server is stopping (1001)", async () => {
    const server = await startSocketServer();
    const user = await server.h.createUser();
    const socket = await connectAs(server.base, URL, user);
    await server.close();
    expect((await socket.closed).code).toBe(1001);
  });
});
