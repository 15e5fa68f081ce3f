import { encryptRequestData, md5Hex } from "@roster/contract";
import {
  adminPushSend,
  adminUserDelete,
  adminUserRevokeSessions,
  adminUserUpdate,
  login,
  logout,
  updatePwd,
  userPush,
} from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestUser } from "../../../test/harness.js";
import {
  connectAs,
  connectFrame,
  framework,
  messageFrame,
  openSocket,
  type SocketServer,
  startSocketServer,
} from "../../../test/sockets.js";

const URL = userPush.path;
let s: SocketServer;
let admin: TestUser;
beforeAll(async () => {
  s = await startSocketServer({ WS_MAX_SOCKETS_PER_USER: "3", TOKEN_MAX_SESSIONS: "3" });
  admin = await s.h.createUser({ roles: ["admin"] });
});
afterAll(() => s.close());

/** A second sign-in of `user`: another session, another token. */
async function signInAgain(user: TestUser): Promise<string> {
  const body = await s.h.call(login, { username: user.username, password: user.password });
  return (body.vk_uni_token as { token: string }).token;
}

/** The session id of a token (its payload's `sid`). */
const sidOf = (token: string) => s.h.app.services.tokens.verify(token).sid;

describe(URL, () => {
  it("answers the connect frame with its cid and receives its account's pushes on every device", async () => {
    const alice = await s.h.createUser();
    const bob = await s.h.createUser();
    const phone = await connectAs(s.base, URL, alice);
    const laptop = await connectAs(s.base, URL, await signInAgain(alice));
    const other = await connectAs(s.base, URL, bob);
    expect(phone.cid).toMatch(/^[0-9a-f-]{36}$/);
    expect(phone.cid).not.toBe(laptop.cid);

    expect(
      await s.h.call(adminPushSend, { to: { user_id: alice.uid }, data: { hello: 1 } }, { as: admin }),
    ).toMatchObject({ code: 0 });
    expect(await phone.next((m) => m.hello === 1)).toEqual({ hello: 1 });
    expect(await laptop.next((m) => m.hello === 1)).toEqual({ hello: 1 });
    // Only the session named gets a session push.
    s.h.app.services.push.toSession(sidOf(alice.token), { only: "phone" });
    expect(await phone.next((m) => m.only === "phone")).toEqual({ only: "phone" });
    await s.h.call(adminPushSend, { to: { user_id: bob.uid }, data: { hello: 2 } }, { as: admin });
    expect(await other.next((m) => m.hello === 2)).toEqual({ hello: 2 });
    expect(laptop.received.some((m) => m.only !== undefined)).toBe(false);
    expect(other.received.some((m) => m.hello === 1)).toBe(false);
    expect([...phone.received, ...laptop.received].some((m) => m.hello === 2)).toBe(false);
    for (const socket of [phone, laptop, other]) socket.ws.close(1000);
  });

  it("knows its route however the url is spelled (slashes around it)", async () => {
    const user = await s.h.createUser();
    const socket = await openSocket(s.base, `/${URL}/`);
    socket.frame(connectFrame(`/${URL}`, user.token));
    expect((await socket.next((m) => m.vkWebSocket !== undefined)).vkWebSocket?.type).toBe("connect");
    s.h.app.services.push.toUser(user.uid, { spelled: "differently" });
    expect(await socket.next((m) => m.spelled !== undefined)).toEqual({ spelled: "differently" });
    socket.ws.close(1000);
  });

  it("is refused over HTTP with socketRouteOverHttp", async () => {
    const user = await s.h.createUser();
    expect(await s.h.call(URL, {}, { as: user })).toMatchObject({
      code: 403,
      msg: /Socket routes cannot be called/,
    });
  });

  it("refuses a connect without a valid token (30204, closed) and takes no messages", async () => {
    const anonymous = await openSocket(s.base, URL);
    anonymous.frame(connectFrame(URL, undefined));
    expect((await anonymous.next(framework("error"))).vkWebSocket?.data).toMatchObject({
      code: 30204,
      msg: /token/,
    });
    expect((await anonymous.closed).code).toBe(4002);

    const user = await s.h.createUser();
    const socket = await connectAs(s.base, URL, user);
    socket.frame(messageFrame(URL, user.token, { anything: true }));
    expect((await socket.next(framework("error"))).vkWebSocket?.data).toMatchObject({ code: 90144 });
    socket.ws.close(1000);
  });

  it.each([
    ["logout", "signedOut"],
    ["updatePwd", "passwordChanged"],
    ["admin revoke", "revoked"],
    ["admin disable", "disabled"],
    ["admin delete", "deleted"],
  ] as const)(
    "%s: forceLogout with reason %s reaches the session's sockets, which are closed",
    async (action, reason) => {
      const user = await s.h.createUser();
      const socket = await connectAs(s.base, URL, user);
      const chat = await connectAs(s.base, "template/websocket/kh/chat", user, { channel: `fl-${user.uid}` });
      if (action === "logout") await s.h.call(logout, {}, { as: user });
      if (action === "updatePwd") {
        // Changed from another device of the account (the device that changes it is told by its answer).
        const other = { ...user, token: await signInAgain(user) };
        await s.h.call(updatePwd, { oldPassword: user.password, newPassword: "another_123" }, { as: other });
      }
      if (action === "admin revoke")
        await s.h.call(adminUserRevokeSessions, { uid: user.uid }, { as: admin });
      if (action === "admin disable")
        expect(
          (await s.h.call(adminUserUpdate, { _id: user.uid, status: 1 } as never, { as: admin })).code,
        ).toBe(0);
      if (action === "admin delete")
        expect((await s.h.call(adminUserDelete, { _id: user.uid }, { as: admin })).code).toBe(0);
      for (const open of [socket, chat]) {
        const message = await open.next(framework("forceLogout"));
        expect(message.vkWebSocket?.data).toEqual({ reason, msg: expect.any(String) });
        expect(await open.closed).toEqual({ code: 4001, reason });
      }
    },
  );

  it("updatePwd: the device that changed the password is closed too, told signedOut; its other devices passwordChanged", async () => {
    const user = await s.h.createUser();
    const phone = { ...user, token: await signInAgain(user) };
    const mine = await connectAs(s.base, URL, user);
    const theirs = await connectAs(s.base, URL, phone);
    const body = await s.h.call(
      updatePwd,
      { oldPassword: user.password, newPassword: "changed_123" },
      { as: user },
    );
    expect(body.code).toBe(0);
    const message = await theirs.next(framework("forceLogout"));
    expect(message.vkWebSocket?.data).toMatchObject({ reason: "passwordChanged" });
    // Its answer told the user; the forceLogout its client keeps quiet about only closes the socket.
    expect((await mine.next(framework("forceLogout"))).vkWebSocket?.data).toMatchObject({
      reason: "signedOut",
    });
    expect(await mine.closed).toEqual({ code: 4001, reason: "signedOut" });
  });

  it("logout signs out only that session's sockets", async () => {
    const user = await s.h.createUser();
    const second = await signInAgain(user);
    const first = await connectAs(s.base, URL, user);
    const other = await connectAs(s.base, URL, second);
    await s.h.call(logout, {}, { as: user });
    expect((await first.next(framework("forceLogout"))).vkWebSocket?.data.reason).toBe("signedOut");
    s.h.app.services.push.toUser(user.uid, { still: "here" });
    expect(await other.next((m) => m.still === "here")).toEqual({ still: "here" });
    expect(other.received.some((m) => m.vkWebSocket?.type === "forceLogout")).toBe(false);
    other.ws.close(1000);
  });

  it("signs out the oldest session's socket when a sign-in goes over the session cap (sessionCap)", async () => {
    const user = await s.h.createUser();
    const oldest = await connectAs(s.base, URL, user);
    // Sessions are ordered by their opening time.
    s.h.clock.advance(1000);
    await signInAgain(user);
    s.h.clock.advance(1000);
    await signInAgain(user);
    expect(oldest.received).toEqual([expect.objectContaining({ vkWebSocket: expect.anything() })]);
    s.h.clock.advance(1000);
    await signInAgain(user); // the fourth session: the first one ends
    expect((await oldest.next(framework("forceLogout"))).vkWebSocket?.data.reason).toBe("sessionCap");
    expect((await oldest.closed).code).toBe(4001);
  });

  it("checks the token of every frame: a revoked session's socket gets 30202 and is closed", async () => {
    const user = await s.h.createUser();
    const socket = await connectAs(s.base, "template/websocket/kh/chat", user, { channel: `rv-${user.uid}` });
    // Revoked behind the hook's back: the next frame finds out.
    await s.h.app.services.db
      .updateTable("sessions")
      .set({ revoked_at: s.h.clock.now() })
      .where("user_id", "=", user.uid)
      .execute();
    socket.frame(messageFrame("template/websocket/kh/chat", user.token, { text: "hi" }, `rv-${user.uid}`));
    expect((await socket.next(framework("error"))).vkWebSocket?.data).toMatchObject({
      code: 30202,
      msg: /token/,
    });
    expect((await socket.closed).code).toBe(4002);
  });

  it("closes every socket of a session whose token expired, with 30203", async () => {
    const user = await s.h.createUser();
    const push = await connectAs(s.base, URL, user);
    const chat = await connectAs(s.base, "template/websocket/kh/chat", user, { channel: `ex-${user.uid}` });
    s.h.clock.advance(s.h.config.token.expiresInSeconds * 1000 + 1000);
    try {
      chat.frame(messageFrame("template/websocket/kh/chat", user.token, { text: "late" }, `ex-${user.uid}`));
      for (const socket of [chat, push]) {
        expect((await socket.next(framework("error"))).vkWebSocket?.data).toMatchObject({
          code: 30203,
          msg: /token/,
        });
        expect((await socket.closed).code).toBe(4002);
      }
      // A new socket with the expired token is refused at its connect.
      const again = await openSocket(s.base, URL);
      again.frame(connectFrame(URL, user.token));
      expect((await again.next(framework("error"))).vkWebSocket?.data).toMatchObject({ code: 30203 });
    } finally {
      s.h.clock.set(Date.now());
    }
  });

  it("caps the sockets of one account (WS_MAX_SOCKETS_PER_USER)", async () => {
    const user = await s.h.createUser();
    const open = [];
    for (let i = 0; i < 3; i++) open.push(await connectAs(s.base, URL, user));
    const extra = await openSocket(s.base, URL);
    extra.frame(connectFrame(URL, user.token));
    expect((await extra.next(framework("error"))).vkWebSocket?.data).toMatchObject({
      code: 90142,
      msg: /limit 3/,
    });
    expect((await extra.closed).code).toBe(4003);
    open[0]!.ws.close(1000);
    await open[0]!.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const replacement = await connectAs(s.base, URL, user);
    for (const socket of [...open.slice(1), replacement]) socket.ws.close(1000);
  });

  it("speaks encrypted frames: connect answered encrypted, 410 for a stale frame, 411 for an undecryptable one", async () => {
    const user = await s.h.createUser();
    const socket = await connectAs(s.base, URL, user, { encrypt: true });
    expect(socket.cid).toMatch(/^[0-9a-f-]{36}$/);
    // The test client decrypts: the raw text was {data, timeStamp, encrypt: true}.
    const stale = await openSocket(s.base, URL);
    stale.frame(connectFrame(URL, user.token), { encrypt: true, now: Date.now() - 10 * 60_000 });
    expect((await stale.next(framework("error"))).vkWebSocket?.data).toMatchObject({ code: 410 });
    stale.ws.send(JSON.stringify({ deviceId: "device-1", encrypt: true, data: "bm90IGEgY2lwaGVy" }));
    expect((await stale.next(framework("error"))).vkWebSocket?.data).toMatchObject({ code: 411 });
    // A cipher under another key does not decrypt either.
    const wrongKey = encryptRequestData(connectFrame(URL, user.token), md5Hex("other-device"));
    stale.ws.send(JSON.stringify({ deviceId: "device-1", encrypt: true, data: wrongKey }));
    expect((await stale.next(framework("error"))).vkWebSocket?.data).toMatchObject({ code: 411 });
    // The same encrypted frame is accepted once.
    const replayed = encryptRequestData(connectFrame(URL, user.token), md5Hex("device-2"));
    const first = await openSocket(s.base, URL);
    first.ws.send(JSON.stringify({ deviceId: "device-2", encrypt: true, data: replayed }));
    expect((await first.next((m) => m.vkWebSocket !== undefined)).vkWebSocket?.type).toBe("connect");
    const second = await openSocket(s.base, URL);
    second.ws.send(JSON.stringify({ deviceId: "device-2", encrypt: true, data: replayed }));
    expect((await second.next(framework("error"))).vkWebSocket?.data).toMatchObject({ code: 410 });
    for (const open of [socket, stale, first, second]) open.ws.close(1000);
  });
});
