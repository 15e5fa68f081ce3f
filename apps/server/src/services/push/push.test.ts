import type { Locale } from "@roster/contract";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { RedisLink } from "../../lib/redis-link.js";
import type { SocketPeer } from "./peer.js";
import { PushService } from "./push.js";

const silent = pino({ level: "silent" });
const opened: { close(): void }[] = [];
afterAll(() => {
  for (const closable of opened) closable.close();
});

let cids = 0;
/** A peer that records what it was sent and how it was closed. */
function peer(fields: { uid?: string; sid?: string; url?: string; channel?: string; locale?: Locale }) {
  const texts: unknown[] = [];
  const framework: unknown[] = [];
  const closes: [number, string][] = [];
  const self: SocketPeer & { texts: unknown[]; framework: unknown[]; closes: [number, string][] } = {
    cid: `c${++cids}`,
    url: fields.url ?? "user/kh/push",
    channel: fields.channel ?? "default",
    uid: fields.uid,
    sid: fields.sid,
    locale: fields.locale ?? "en",
    sendText: (text) => texts.push(JSON.parse(text)),
    sendFramework: (message) => framework.push(message),
    close: (code, reason) => closes.push([code, reason]),
    texts,
    framework,
    closes,
  };
  return self;
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 250 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe("push service", () => {
  it("reaches an account's push sockets, a session's, or a channel's, and no one else", () => {
    const push = new PushService(silent, undefined);
    const phone = peer({ uid: "u1", sid: "s1" });
    const laptop = peer({ uid: "u1", sid: "s2" });
    const chat = peer({ uid: "u1", sid: "s1", url: "template/websocket/kh/chat", channel: "room" });
    const other = peer({ uid: "u2", sid: "s3", url: "template/websocket/kh/chat", channel: "room" });
    for (const p of [phone, laptop, chat, other]) push.hub.add(p);
    push.toUser("u1", { a: 1 });
    push.toSession("s2", { b: 2 });
    push.toChannel("template/websocket/kh/chat", "room", { c: 3 });
    expect(phone.texts).toEqual([{ a: 1 }]);
    expect(laptop.texts).toEqual([{ a: 1 }, { b: 2 }]);
    expect(chat.texts).toEqual([{ c: 3 }]);
    expect(other.texts).toEqual([{ c: 3 }]);
    push.hub.remove(laptop);
    push.toUser("u1", { d: 4 });
    expect(laptop.texts).toHaveLength(2);
  });

  it("signs out the sockets of ended sessions with a localized forceLogout, and of invalid ones with the error", () => {
    const push = new PushService(silent, undefined);
    const phone = peer({ uid: "u1", sid: "s1", locale: "zh-Hans" });
    const laptop = peer({ uid: "u1", sid: "s2" });
    const stranger = peer({ uid: "u2", sid: "s1" }); // a forged sid of another account is not touched
    for (const p of [phone, laptop, stranger]) push.hub.add(p);
    push.sessionsEnded({ userId: "u1", sessionIds: ["s1"], reason: "sessionCap" });
    expect(phone.framework).toEqual([
      {
        vkWebSocket: {
          type: "forceLogout",
          data: { reason: "sessionCap", msg: expect.stringContaining("设备") },
        },
      },
    ]);
    expect(phone.closes).toEqual([[4001, "sessionCap"]]);
    expect(laptop.closes).toEqual([]);
    expect(stranger.closes).toEqual([]);
    push.sessionsEnded({ userId: "u1", allSessions: true, reason: "passwordChanged" });
    expect(laptop.closes).toEqual([[4001, "passwordChanged"]]);
    push.sessionInvalid("s1", "tokenExpired");
    expect(stranger.framework).toEqual([
      { vkWebSocket: { type: "error", data: { code: 30203, msg: "token expired" } } },
    ]);
    expect(stranger.closes).toEqual([[4002, "tokenExpired"]]);
  });

  it("closes the sockets of the session that ended them too, told signedOut, and the others with the reason", () => {
    const push = new PushService(silent, undefined);
    const mine = peer({ uid: "u1", sid: "s1" });
    const myChat = peer({ uid: "u1", sid: "s1", url: "template/websocket/kh/chat", channel: "room" });
    const theirs = peer({ uid: "u1", sid: "s2" });
    for (const p of [mine, myChat, theirs]) push.hub.add(p);
    push.sessionsEnded({ userId: "u1", allSessions: true, reason: "passwordChanged", endedBy: "s1" });
    for (const p of [mine, myChat]) {
      expect(p.framework).toEqual([
        { vkWebSocket: { type: "forceLogout", data: { reason: "signedOut", msg: "You signed out" } } },
      ]);
      expect(p.closes).toEqual([[4001, "signedOut"]]);
    }
    expect(theirs.closes).toEqual([[4001, "passwordChanged"]]);
  });

  it("hands deliveries to the other processes through Redis, once each", async () => {
    const links = [
      new RedisLink("redis://127.0.0.1:6379", silent),
      new RedisLink("redis://127.0.0.1:6379", silent),
    ];
    const [one, two] = links.map((link) => new PushService(silent, link)) as [PushService, PushService];
    opened.push(...links, one, two);
    one.start();
    two.start();
    const uid = `u-${process.pid}-${Date.now()}`;
    const here = peer({ uid, sid: `${uid}-s` });
    const there = peer({ uid, sid: `${uid}-t` });
    one.hub.add(here);
    two.hub.add(there);
    await until(() => links.every((link) => link.isUp));
    // The subscription may take a moment: push until the other side hears.
    for (let i = 0; i < 50 && there.texts.length === 0; i++) {
      one.toUser(uid, { n: i });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(there.texts.length).toBeGreaterThan(0);
    const before = here.texts.length;
    two.toUser(uid, { from: "two" });
    await until(() => here.texts.length > before);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(here.texts.slice(before)).toEqual([{ from: "two" }]);
    expect(there.texts.filter((t) => (t as { from?: string }).from === "two")).toHaveLength(1);
    one.sessionsEnded({ userId: uid, allSessions: true, reason: "revoked" });
    await until(() => there.closes.length > 0);
    expect(there.closes).toEqual([[4001, "revoked"]]);
    // "here" scope stays on this process.
    const local = peer({ uid, sid: `${uid}-l` });
    two.hub.add(local);
    one.sessionInvalid(`${uid}-l`, "tokenNotExist", "here");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(local.closes).toEqual([]);
  });
});
