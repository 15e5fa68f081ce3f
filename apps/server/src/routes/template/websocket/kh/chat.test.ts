import { chat, updateUser } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  connectAs,
  connectFrame,
  framework,
  messageFrame,
  openSocket,
  type SocketServer,
  startSocketServer,
} from "../../../../test/sockets.js";

const URL = chat.path;
let s: SocketServer;
beforeAll(async () => {
  s = await startSocketServer();
});
afterAll(() => s.close());

let rooms = 0;
const room = () => `room-${process.pid}-${++rooms}`;

describe(URL, () => {
  it("carries a message to everyone on the channel, the sender too, and nowhere else", async () => {
    const alice = await s.h.createUser();
    const bob = await s.h.createUser();
    const carol = await s.h.createUser();
    await s.h.call(updateUser, { nickname: "Alice" }, { as: alice });
    const channel = room();
    const a = await connectAs(s.base, URL, alice, { channel });
    const b = await connectAs(s.base, URL, bob, { channel });
    const elsewhere = await connectAs(s.base, URL, carol, { channel: room() });
    // Alice hears Bob join.
    expect(
      await a.next((m) => m.type === "join" && (m.from as { uid: string }).uid === bob.uid),
    ).toMatchObject({
      channel,
      time: expect.any(Number),
    });

    a.frame(messageFrame(URL, alice.token, { text: "  hello bob  " }, channel));
    const heard = { type: "chat", channel, from: { uid: alice.uid, nickname: "Alice" }, text: "hello bob" };
    expect(await b.next((m) => m.type === "chat")).toMatchObject(heard);
    expect(await a.next((m) => m.type === "chat")).toMatchObject(heard);
    b.frame(messageFrame(URL, bob.token, { text: "hi alice" }, channel));
    expect(await a.next((m) => m.type === "chat")).toMatchObject({
      text: "hi alice",
      from: { uid: bob.uid },
    });

    // Bob leaves: Alice hears it.
    b.ws.close(1000);
    expect(await a.next((m) => m.type === "leave")).toMatchObject({ channel, from: { uid: bob.uid } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(elsewhere.received.some((m) => m.type === "chat")).toBe(false);
    for (const socket of [a, elsewhere]) socket.ws.close(1000);
  });

  it("validates messages by the contract (-1) and keeps the socket", async () => {
    const user = await s.h.createUser();
    const channel = room();
    const socket = await connectAs(s.base, URL, user, { channel });
    socket.frame(messageFrame(URL, user.token, { text: "   " }, channel));
    expect((await socket.next(framework("error"))).vkWebSocket?.data).toMatchObject({
      code: -1,
      msg: /Text/,
    });
    socket.frame(messageFrame(URL, user.token, { text: "x".repeat(1001) }, channel));
    expect((await socket.next(framework("error"))).vkWebSocket?.data).toMatchObject({ code: -1 });
    socket.frame(messageFrame(URL, user.token, "just a string", channel));
    expect((await socket.next(framework("error"))).vkWebSocket?.data).toMatchObject({ code: -1 });
    socket.frame(messageFrame(URL, user.token, { text: "still here" }, channel));
    expect(await socket.next((m) => m.type === "chat")).toMatchObject({ text: "still here" });
    socket.ws.close(1000);
  });

  it("needs a signed-in caller on connect and on every message", async () => {
    const anonymous = await openSocket(s.base, URL);
    anonymous.frame(connectFrame(URL, undefined, room()));
    expect((await anonymous.next(framework("error"))).vkWebSocket?.data).toMatchObject({ code: 30204 });
    expect((await anonymous.closed).code).toBe(4002);

    // A message with another account's token is refused (the socket belongs to its connect's sign-in).
    const user = await s.h.createUser();
    const other = await s.h.createUser();
    const channel = room();
    const socket = await connectAs(s.base, URL, user, { channel });
    socket.frame(messageFrame(URL, other.token, { text: "spoofed" }, channel));
    expect((await socket.next(framework("error"))).vkWebSocket?.data).toMatchObject({ code: 90143 });
    // A message with no token: 30204, and the socket is closed.
    socket.frame(messageFrame(URL, undefined, { text: "no token" }, channel));
    expect((await socket.next(framework("error"))).vkWebSocket?.data).toMatchObject({ code: 30204 });
    expect((await socket.closed).code).toBe(4002);
    expect(socket.received.some((m) => m.type === "chat")).toBe(false);
  });

  it("refuses a message on another channel than the connect's, and frames before the connect", async () => {
    const user = await s.h.createUser();
    const early = await openSocket(s.base, URL);
    early.frame(messageFrame(URL, user.token, { text: "too early" }));
    expect((await early.next(framework("error"))).vkWebSocket?.data).toMatchObject({ code: 90141 });
    const channel = room();
    early.frame(connectFrame(URL, user.token, channel));
    expect((await early.next((m) => m.vkWebSocket !== undefined)).vkWebSocket?.type).toBe("connect");
    early.frame(messageFrame(URL, user.token, { text: "wrong room" }, room()));
    expect((await early.next(framework("error"))).vkWebSocket?.data).toMatchObject({
      code: 400,
      msg: /channel/,
    });
    early.ws.close(1000);
  });
});
