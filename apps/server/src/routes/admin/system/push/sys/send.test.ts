import { adminPushSend, chat, userPush } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminLogOf,
  expectAdminOnly,
  seedPermissions,
  seedRole,
} from "../../../../../test/admin-fixtures.js";
import type { TestUser } from "../../../../../test/harness.js";
import { connectAs, type SocketServer, startSocketServer } from "../../../../../test/sockets.js";

const PATH = adminPushSend.path;
let s: SocketServer;
let admin: TestUser;
let manager: TestUser;
beforeAll(async () => {
  s = await startSocketServer();
  admin = await s.h.createUser({ roles: ["admin"] });
  await seedPermissions(s.h, [{ permission_id: "push-send", url: [PATH] }]);
  await seedRole(s.h, "pusher", { permissions: ["push-send"] });
  manager = await s.h.createUser({ allow_login_background: 1, roles: ["pusher"] });
});
afterAll(() => s.close());

const sidOf = (user: TestUser) => s.h.app.services.tokens.verify(user.token).sid;
const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

describe(PATH, () => {
  it("pushes to an account's push sockets, to one session's, or to a channel, and writes the admin log", async () => {
    const user = await s.h.createUser();
    const socket = await connectAs(s.base, userPush.path, user);
    const room = `news-${user.uid}`;
    const listener = await connectAs(s.base, chat.path, user, { channel: room });

    const byUser = await s.h.call(
      adminPushSend,
      { to: { user_id: user.uid }, data: { n: 1 } },
      { as: admin },
    );
    expect(byUser).toMatchObject({ code: 0 });
    expect(await socket.next((m) => m.n === 1)).toEqual({ n: 1 });
    await s.h.call(adminPushSend, { to: { session_id: sidOf(user) }, data: { n: 2 } }, { as: admin });
    expect(await socket.next((m) => m.n === 2)).toEqual({ n: 2 });
    await s.h.call(adminPushSend, { to: { channel: room, url: chat.path }, data: { n: 3 } }, { as: admin });
    expect(await listener.next((m) => m.n === 3)).toEqual({ n: 3 });
    // Account pushes go to the push route only.
    await pause();
    expect(listener.received.some((m) => m.n === 1 || m.n === 2)).toBe(false);
    expect(socket.received.some((m) => m.n === 3)).toBe(false);

    const log = await adminLogOf(s.h, PATH);
    expect(log.at(-1)).toMatchObject({ user_id: admin.uid, url: PATH });
    // The account pushed to (by id, or as the session's owner) is named; a channel names no one.
    expect(log.slice(-3).map((e) => [e.target_id, e.target_name])).toEqual([
      [user.uid, user.username],
      [user.uid, user.username],
      [null, null],
    ]);
    for (const open of [socket, listener]) open.ws.close(1000);
  });

  it("answers 90004 for an unknown account, 90146 for an unknown session, 90140 for a url that is no socket route", async () => {
    const data = { x: 1 };
    expect((await s.h.call(adminPushSend, { to: { user_id: "nobody" }, data }, { as: admin })).code).toBe(
      90004,
    );
    expect((await s.h.call(adminPushSend, { to: { session_id: "none" }, data }, { as: admin })).code).toBe(
      90146,
    );
    for (const url of ["user/pub/login", "no/kh/such"]) {
      expect(await s.h.call(adminPushSend, { to: { channel: "c", url }, data }, { as: admin })).toMatchObject(
        {
          code: 90140,
          msg: expect.stringContaining(url),
        },
      );
    }
  });

  it("takes a JSON object without vkWebSocket as data, and one kind of target", async () => {
    const to = { user_id: admin.uid };
    for (const data of [
      [1],
      "text",
      { vkWebSocket: { type: "forceLogout", data: {} } },
      { big: "x".repeat(20_000) },
    ]) {
      expect(
        (await s.h.call(PATH, { to, data }, { as: admin })).code,
        JSON.stringify(data).slice(0, 40),
      ).toBe(-1);
    }
    expect(
      (await s.h.call(PATH, { to: { user_id: admin.uid, session_id: "s" }, data: {} }, { as: admin })).code,
    ).toBe(-1);
    expect(
      (await s.h.call(PATH, { to: { channel: "bad channel!", url: chat.path }, data: {} }, { as: admin }))
        .code,
    ).toBe(-1);
  });

  it("keeps a non-admin within its reach: plain accounts yes, an admin or a channel no (90130, 90145)", async () => {
    const user = await s.h.createUser();
    const socket = await connectAs(s.base, userPush.path, user);
    const adminSocket = await connectAs(s.base, userPush.path, admin);
    expect(
      (await s.h.call(adminPushSend, { to: { user_id: user.uid }, data: { m: 1 } }, { as: manager })).code,
    ).toBe(0);
    expect(await socket.next((m) => m.m === 1)).toEqual({ m: 1 });
    const data = { m: 2 };
    expect((await s.h.call(adminPushSend, { to: { user_id: admin.uid }, data }, { as: manager })).code).toBe(
      90130,
    );
    expect(
      (await s.h.call(adminPushSend, { to: { session_id: sidOf(admin) }, data }, { as: manager })).code,
    ).toBe(90130);
    expect(
      (
        await s.h.call(
          adminPushSend,
          { to: { channel: "default", url: userPush.path }, data },
          { as: manager },
        )
      ).code,
    ).toBe(90145);
    await pause();
    expect(adminSocket.received.some((m) => m.m === 2)).toBe(false);
    for (const open of [socket, adminSocket]) open.ws.close(1000);
  });

  it("is for admins and granted back-office users only", async () => {
    await expectAdminOnly(s.h, PATH, { to: { user_id: admin.uid }, data: {} });
  });
});
