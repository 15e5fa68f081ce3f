import {
  adminUserDelete,
  adminUserResetPassword,
  adminUserRevokeSessions,
  adminUserUpdate,
  chat,
  deleteAccount,
  getMyUserInfo,
  login,
  logout,
  resetPwd,
  revokeOtherSessions,
  revokeSession,
  updatePwd,
  userPush,
} from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsCode, tokenOf, uniqueMobile } from "../test/codes.js";
import type { TestUser } from "../test/harness.js";
import {
  connectAs,
  framework,
  messageFrame,
  type SocketServer,
  startSocketServer,
  type TestSocket,
} from "../test/sockets.js";

/**
 * From the side of someone who holds a session's sockets: whatever ends the session (the session itself,
 * another device of the account, an administrator, a newer sign-in, its expiry), its push and chat sockets
 * close at once and receive nothing more. The heartbeat is set far out (10 min), so that its session check
 * cannot be what closes them.
 */

const HEARTBEAT = { WS_HEARTBEAT_MS: "600000", WS_IDLE_TIMEOUT_MS: "1200000" };

let s: SocketServer;
let admin: TestUser;
beforeAll(async () => {
  s = await startSocketServer({ ...HEARTBEAT, TOKEN_MAX_SESSIONS: "3", CODE_IP_DAILY_CAP: "10000" });
  admin = await s.h.createUser({ roles: ["admin"] });
});
afterAll(() => s.close());

/** Another sign-in of `user`: another session. */
async function signInAgain(user: TestUser): Promise<TestUser> {
  return {
    ...user,
    token: tokenOf(await s.h.call(login, { username: user.username, password: user.password })),
  };
}

const sidOf = (token: string) => s.h.app.services.tokens.verify(token).sid;

/** The push socket and a chat socket of one session. */
async function socketsOf(user: TestUser): Promise<{ sockets: TestSocket[]; channel: string }> {
  const channel = `end-${sidOf(user.token)}`;
  const push = await connectAs(s.base, userPush.path, user);
  const room = await connectAs(s.base, chat.path, user, { channel });
  return { sockets: [push, room], channel };
}

/**
 * After the end: a push to the account and a message to the chat channel, sent at once; then each socket's
 * last message must be the forceLogout (`reason`), nothing after it, and its close 4001.
 */
async function expectSignedOut(user: TestUser, sockets: TestSocket[], channel: string, reason: string) {
  s.h.app.services.push.toUser(user.uid, { after: "end" });
  s.h.app.services.push.toChannel(chat.path, channel, { after: "end" });
  for (const socket of sockets) {
    expect(await socket.closed).toEqual({ code: 4001, reason });
    expect(socket.received.at(-1)?.vkWebSocket).toEqual({
      type: "forceLogout",
      data: { reason, msg: expect.any(String) },
    });
    expect(socket.received.some((m) => m.after !== undefined)).toBe(false);
  }
}

/** A way of ending session `victim` of `user`; `other` is another live session of the account. */
type Ending = (ctx: {
  user: TestUser;
  victim: TestUser;
  other: TestUser;
  mobile: string;
}) => Promise<unknown>;

const NEW_PASSWORD = "fresh_horse_93";

const endings: [string, string, Ending][] = [
  [
    "updatePwd with the session itself",
    "signedOut",
    ({ victim }) =>
      s.h.call(updatePwd, { oldPassword: victim.password, newPassword: NEW_PASSWORD }, { as: victim }),
  ],
  [
    "updatePwd from another device",
    "passwordChanged",
    ({ other }) =>
      s.h.call(updatePwd, { oldPassword: other.password, newPassword: NEW_PASSWORD }, { as: other }),
  ],
  [
    "resetPwd with a code, from the session itself",
    "signedOut",
    async ({ victim, mobile }) =>
      s.h.call(
        resetPwd,
        { password: NEW_PASSWORD, code: await smsCode(s.h, mobile, "reset-pwd", { as: victim }) },
        { as: victim },
      ),
  ],
  [
    "resetPasswordByMobile (signed out, with a code)",
    "passwordChanged",
    async ({ mobile }) =>
      s.h.call("user/pub/resetPasswordByMobile", {
        mobile,
        code: await smsCode(s.h, mobile, "reset-pwd"),
        password: NEW_PASSWORD,
      }),
  ],
  ["logout", "signedOut", ({ victim }) => s.h.call(logout, {}, { as: victim })],
  [
    "revokeSession of itself",
    "signedOut",
    ({ victim }) => s.h.call(revokeSession, { id: sidOf(victim.token) }, { as: victim }),
  ],
  [
    "revokeSession from another device",
    "signedOutElsewhere",
    ({ victim, other }) => s.h.call(revokeSession, { id: sidOf(victim.token) }, { as: other }),
  ],
  [
    "revokeOtherSessions from another device",
    "signedOutElsewhere",
    ({ other }) => s.h.call(revokeOtherSessions, {}, { as: other }),
  ],
  [
    "deleteAccount with the session itself",
    "signedOut",
    ({ victim }) => s.h.call(deleteAccount, { password: victim.password }, { as: victim }),
  ],
  [
    "deleteAccount from another device",
    "deleted",
    ({ other }) => s.h.call(deleteAccount, { password: other.password }, { as: other }),
  ],
  [
    "an administrator's sign-out everywhere",
    "revoked",
    ({ user }) => s.h.call(adminUserRevokeSessions, { uid: user.uid }, { as: admin }),
  ],
  [
    "an administrator's password reset",
    "passwordChanged",
    ({ user }) => s.h.call(adminUserResetPassword, { uid: user.uid, password: NEW_PASSWORD }, { as: admin }),
  ],
  [
    "an administrator disabling the account",
    "disabled",
    ({ user }) => s.h.call(adminUserUpdate, { _id: user.uid, status: 1 } as never, { as: admin }),
  ],
  [
    "an administrator deleting the account",
    "deleted",
    ({ user }) => s.h.call(adminUserDelete, { _id: user.uid }, { as: admin }),
  ],
  [
    "sign-ins over the session cap (TOKEN_MAX_SESSIONS=3)",
    "sessionCap",
    async ({ user }) => {
      // The victim is the oldest session: two more sign-ins make four.
      for (let i = 0; i < 2; i++) {
        s.h.clock.advance(1000);
        await signInAgain(user);
      }
      return { code: 0 };
    },
  ],
];

describe("the sockets of a session that ends", () => {
  it.each(endings)("%s: close at once, told %s, and receive nothing after", async (_name, reason, end) => {
    const mobile = uniqueMobile();
    const user = await s.h.createUser({ mobile, mobile_confirmed: 1 });
    // The victim is the oldest session; the other device signs in after it.
    const victim = user;
    s.h.clock.advance(1000);
    const other = await signInAgain(user);
    const { sockets, channel } = await socketsOf(victim);
    const answer = (await end({ user, victim, other, mobile })) as { code: number };
    expect(answer.code).toBe(0);
    await expectSignedOut(user, sockets, channel, reason);
    // The session is over for calls too.
    expect((await s.h.call(getMyUserInfo, {}, { as: victim })).code).toBe(30202);
  });

  it.each([
    ["sign-out everywhere", (me: TestUser) => s.h.call(adminUserRevokeSessions, { uid: me.uid }, { as: me })],
    [
      "password reset",
      (me: TestUser) => s.h.call(adminUserResetPassword, { uid: me.uid, password: NEW_PASSWORD }, { as: me }),
    ],
    [
      "new password in the account form",
      (me: TestUser) =>
        s.h.call(adminUserUpdate, { _id: me.uid, password: NEW_PASSWORD } as never, { as: me }),
    ],
  ] as const)(
    "an administrator's %s of their own account: their own sockets close, told signedOut",
    async (_n, end) => {
      const me = await s.h.createUser({ roles: ["admin"] });
      const { sockets, channel } = await socketsOf(me);
      expect(((await end(me)) as { code: number }).code).toBe(0);
      await expectSignedOut(me, sockets, channel, "signedOut");
    },
  );

  it("updatePwd: the device that changed the password is told signedOut, its other devices passwordChanged", async () => {
    const user = await s.h.createUser();
    const phone = await signInAgain(user);
    const mine = await socketsOf(user);
    const theirs = await socketsOf(phone);
    const body = await s.h.call(
      updatePwd,
      { oldPassword: user.password, newPassword: NEW_PASSWORD },
      { as: user },
    );
    expect(body.code).toBe(0);
    await expectSignedOut(user, mine.sockets, mine.channel, "signedOut");
    await expectSignedOut(user, theirs.sockets, theirs.channel, "passwordChanged");
  });
});

describe("the sockets of a session that expires", () => {
  const EXPIRES_IN = 120;
  let e: SocketServer;
  beforeAll(async () => {
    e = await startSocketServer({
      ...HEARTBEAT,
      TOKEN_EXPIRES_IN: String(EXPIRES_IN),
      TOKEN_REFRESH_THRESHOLD: "60",
    });
  });
  afterAll(() => e.close());

  /** The push and chat sockets of `user`'s session on the expiry server. */
  async function open(user: TestUser) {
    const channel = `exp-${user.uid}`;
    const push = await connectAs(e.base, userPush.path, user);
    const room = await connectAs(e.base, chat.path, user, { channel });
    return { push, room, channel };
  }

  const expectExpired = async (socket: TestSocket) => {
    expect(await socket.closed).toEqual({ code: 4002, reason: "tokenExpired" });
    expect(socket.received.at(-1)?.vkWebSocket).toEqual({
      type: "error",
      data: { code: 30203, msg: expect.stringMatching(/token/) },
    });
  };

  it("close at the session's expiry, with no frame sent and before any heartbeat", async () => {
    const user = await e.h.createUser();
    const { push, room } = await open(user);
    e.h.clock.advance(EXPIRES_IN * 1000 - 1000);
    // Not yet: a frame sent now is answered as usual (it runs after any expiry check that is due).
    push.frame(messageFrame(userPush.path, user.token, { early: true }));
    expect((await push.next(framework("error"))).vkWebSocket?.data).toMatchObject({ code: 90144 });
    expect(push.ws.readyState).toBe(push.ws.OPEN);
    e.h.clock.advance(1000);
    for (const socket of [push, room]) await expectExpired(socket);
  });

  it("stay open past the first expiry when a refresh moved it on, and close at the new one", async () => {
    const user = await e.h.createUser();
    const { push, room, channel } = await open(user);
    // Within the refresh threshold, a call refreshes the token and extends the session.
    e.h.clock.advance(70_000);
    const refreshed = await e.h.call(getMyUserInfo, {}, { as: user });
    const token = (refreshed.vk_uni_token as { token: string } | undefined)?.token;
    expect(token).toBeDefined();
    // Past the session's first expiry: the sockets' timers ring, find it extended and set themselves again.
    e.h.clock.advance(60_000);
    // Frames wait behind that check: their answers prove the sockets are still open and served.
    room.frame(messageFrame(chat.path, token, { text: "still here" }, channel));
    expect(await room.next((m) => m.type === "chat")).toMatchObject({ text: "still here" });
    push.frame(messageFrame(userPush.path, token, { still: true }));
    expect((await push.next(framework("error"))).vkWebSocket?.data).toMatchObject({ code: 90144 });
    e.h.app.services.push.toUser(user.uid, { pushed: "after the first expiry" });
    expect(await push.next((m) => m.pushed !== undefined)).toEqual({ pushed: "after the first expiry" });
    // Then the extended session expires too.
    e.h.clock.advance(EXPIRES_IN * 1000);
    for (const socket of [push, room]) await expectExpired(socket);
  });
});
