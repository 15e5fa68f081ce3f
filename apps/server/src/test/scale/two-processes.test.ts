import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chat, userPush } from "@roster/contract/routes";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectAs, framework, messageFrame } from "../sockets.js";

/**
 * Two real Roster processes on one PostgreSQL database and one Redis, as the production layout runs them:
 * pushes and forceLogout cross from one to the other, and the rate limit, the call budgets and the lockout are
 * one. Runs when
 * TEST_DATABASE_URL is set and Redis answers at 127.0.0.1:6379; under CI=true a missing one fails the run.
 * (`npm test` leaves this file out of its SQLite pass.)
 */

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
const REDIS_URL = "redis://127.0.0.1:6379";

/** Whether Redis answers PING at 127.0.0.1:6379. */
function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(6379, "127.0.0.1");
    socket.setTimeout(1000);
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(false));
  });
}

const available = Boolean(databaseUrl) && (await redisAnswers());
if (!available && process.env.CI === "true") {
  throw new Error("CI=true: the two-process test needs TEST_DATABASE_URL and Redis at 127.0.0.1:6379");
}

interface Instance {
  child: ChildProcess;
  url: string;
  base: string;
}

const children: ChildProcess[] = [];
const ADMIN = { username: "scaleadmin", password: "scale_admin_123" };

/** Starts src/main.ts with `env` and resolves once it listens. */
function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ["--conditions=source", "--import", "tsx", "src/main.ts"], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Roster is running at (http:\/\/[\d.:]+) \(/);
      if (match?.[1]) {
        const url = match[1];
        // Keep reading the log so that the process never blocks on a full pipe.
        output = "";
        resolve({ child, url, base: url.replace(/^http/, "ws") });
      }
      if (output.length > 100_000) output = output.slice(-10_000);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`a Roster instance exited with ${code}: ${output}`)));
  });
}

/** A client address of its own (the processes trust X-Forwarded-For), so that budgets start empty. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Calls a route over HTTP; the body (with `status` added). */
async function call(
  instance: Instance,
  route: string,
  data: unknown,
  options: { token?: string; ip?: string } = {},
): Promise<Record<string, unknown> & { code?: number; status: number }> {
  const response = await fetch(`${instance.url}/router/${route}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": options.ip ?? freshIp(),
      ...(options.token ? { "uni-id-token": options.token } : {}),
    },
    body: JSON.stringify(data),
  });
  return { ...((await response.json()) as Record<string, unknown>), status: response.status };
}

/** Registers an account through `instance`; its uid and token. */
async function register(instance: Instance): Promise<{ uid: string; token: string; username: string }> {
  const username = `scale${randomBytes(5).toString("hex")}`;
  const body = await call(instance, "user/pub/register", { username, password: "scale_pass_1" });
  if (body.code !== 0) throw new Error(`register failed: ${JSON.stringify(body)}`);
  return { uid: String(body.uid), token: (body.vk_uni_token as { token: string }).token, username };
}

let a: Instance;
let b: Instance;
let dropDatabase: () => Promise<void> = async () => {};

describe.skipIf(!available)("two Roster processes on one PostgreSQL and one Redis", () => {
  beforeAll(async () => {
    // A fresh database for the pair (the processes migrate it themselves).
    const name = `roster_scale_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL,
      TOKEN_SECRET: randomBytes(32).toString("hex"),
      PORT: "0",
      HOST: "127.0.0.1",
      TRUST_PROXY: "true",
      DATA_DIR: path.join(os.tmpdir(), `roster-scale-${process.pid}`),
      WEB_DIST: "/nonexistent",
      LOG_LEVEL: "info",
      RATE_LIMIT_PER_MINUTE: "5",
      LOGIN_LOCK_LIMIT: "3",
      BUDGET_VERIFICATION_CODE_PER_ACCOUNT: "4/minute",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      NODE_ENV: "test",
      // Far-off heartbeats: a socket closed in time was closed by the bus, not by a heartbeat's session check.
      WS_HEARTBEAT_MS: "600000",
      WS_IDLE_TIMEOUT_MS: "1200000",
    };
    // One after the other: the first one migrates the database.
    a = await startInstance(env);
    b = await startInstance(env);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
          }),
      ),
    );
    await dropDatabase();
  }, 30_000);

  /** The admin's token, signed in through `instance`. */
  const adminToken = async (instance: Instance) => {
    const body = await call(instance, "user/pub/login", ADMIN);
    return (body.vk_uni_token as { token: string }).token;
  };

  it("delivers a push sent through one process to the account's socket on the other", async () => {
    const alice = await register(a);
    const onB = await connectAs(b.base, userPush.path, alice.token);
    const sent = await call(
      a,
      "admin/system/push/sys/send",
      { to: { user_id: alice.uid }, data: { across: "processes" } },
      { token: await adminToken(a) },
    );
    expect(sent).toMatchObject({ code: 0 });
    expect(await onB.next((m) => m.across === "processes")).toEqual({ across: "processes" });
    onB.ws.close(1000);
  });

  it("carries a chat message to the channel's sockets on both processes", async () => {
    const alice = await register(a);
    const bob = await register(b);
    const channel = `scale-${randomBytes(4).toString("hex")}`;
    const onA = await connectAs(a.base, chat.path, alice.token, { channel });
    const onB = await connectAs(b.base, chat.path, bob.token, { channel });
    onA.frame(messageFrame(chat.path, alice.token, { text: "across" }, channel));
    expect(await onB.next((m) => m.type === "chat")).toMatchObject({
      text: "across",
      from: { uid: alice.uid },
    });
    expect(await onA.next((m) => m.type === "chat")).toMatchObject({ text: "across" });
    for (const socket of [onA, onB]) socket.ws.close(1000);
  });

  it("force-logs-out on B the socket of a session revoked on A", async () => {
    const alice = await register(a);
    const onB = await connectAs(b.base, userPush.path, alice.token);
    const revoked = await call(
      a,
      "admin/system/user/sys/revokeSessions",
      { uid: alice.uid },
      { token: await adminToken(a) },
    );
    expect(revoked).toMatchObject({ code: 0, revoked: 1 });
    expect((await onB.next(framework("forceLogout"))).vkWebSocket?.data).toMatchObject({ reason: "revoked" });
    expect(await onB.closed).toEqual({ code: 4001, reason: "revoked" });

    // A sign-out on A reaches B too.
    const bob = await register(a);
    const bobOnB = await connectAs(b.base, userPush.path, bob.token);
    expect(await call(a, "user/pub/logout", {}, { token: bob.token })).toMatchObject({ code: 0 });
    expect((await bobOnB.next(framework("forceLogout"))).vkWebSocket?.data).toMatchObject({
      reason: "signedOut",
    });
  });

  it("closes on B, at once, the sockets of the session that changed its password on A (told signedOut) and of its other sessions", async () => {
    const alice = await register(a);
    const phone = await call(a, "user/pub/login", { username: alice.username, password: "scale_pass_1" });
    const phoneToken = (phone.vk_uni_token as { token: string }).token;
    const channel = `pwd-${randomBytes(4).toString("hex")}`;
    const mine = [
      await connectAs(b.base, userPush.path, alice.token),
      await connectAs(b.base, chat.path, alice.token, { channel }),
    ];
    const theirs = await connectAs(b.base, userPush.path, phoneToken);
    const changed = await call(
      a,
      "user/kh/updatePwd",
      { oldPassword: "scale_pass_1", newPassword: "scale_fresh_93" },
      { token: alice.token },
    );
    expect(changed).toMatchObject({ code: 0 });
    // The closes are awaited with the test's own timeout; each socket's last message is its forceLogout.
    for (const [socket, reason] of [
      ...mine.map((socket) => [socket, "signedOut"] as const),
      [theirs, "passwordChanged"] as const,
    ]) {
      expect(await socket.closed).toEqual({ code: 4001, reason });
      expect(socket.received.at(-1)?.vkWebSocket).toMatchObject({ type: "forceLogout", data: { reason } });
    }
  });

  it("answers on B, from its very next call, what A changed of a session B has cached (issue 32)", async () => {
    const alice = await register(a);
    const me = (token: string) => call(b, "user/kh/getMyUserInfo", {}, { token });
    const warm = async (token: string) => {
      await me(token);
      expect((await me(token)).code).toBe(0);
    };
    const admin = await adminToken(a);
    await warm(alice.token);
    const bound = await call(
      a,
      "admin/system/user/sys/bindRole",
      { uid: alice.uid, role_ids: ["query-all"] },
      { token: admin },
    );
    expect(bound.code).toBe(0);
    expect((await me(alice.token)).userInfo).toMatchObject({ role: ["query-all"] });
    await warm(alice.token);
    expect((await call(a, "user/kh/updateUser", { nickname: "Renamed" }, { token: alice.token })).code).toBe(
      0,
    );
    expect((await me(alice.token)).userInfo).toMatchObject({ nickname: "Renamed" });
    await warm(alice.token);
    expect((await call(a, "user/pub/logout", {}, { token: alice.token })).code).toBe(0);
    expect((await me(alice.token)).code).toBe(30202);

    const bob = await register(a);
    await warm(bob.token);
    const disabled = await call(
      a,
      "admin/system/user/sys/update",
      { _id: bob.uid, status: 1 },
      { token: admin },
    );
    expect(disabled.code).toBe(0);
    expect((await me(bob.token)).code).toBe(30202);
  });

  it("answers on B, from its very next call, a menu and a permission A changed (getMenu, the permission match; issue 32)", async () => {
    const admin = await adminToken(a);
    const asAdmin = (route: string, data: unknown) => call(a, route, data, { token: admin });
    expect((await asAdmin("admin/system/menu/sys/add", { menu_id: "desk", name: "Desk" })).code).toBe(0);
    expect(
      (
        await asAdmin("admin/system/permission/sys/add", {
          permission_id: "menus-read",
          permission_name: "Menus",
          url: ["admin/system/menu/sys/getList"],
        })
      ).code,
    ).toBe(0);
    expect((await asAdmin("admin/system/role/sys/add", { role_id: "desk", role_name: "Desk" })).code).toBe(0);
    await asAdmin("admin/system/role/sys/bindMenu", { role_id: "desk", menu_ids: ["desk"] });
    await asAdmin("admin/system/role/sys/bindPermission", {
      role_id: "desk",
      permission_ids: ["menus-read"],
    });
    const carol = await register(a);
    await asAdmin("admin/system/user/sys/update", { _id: carol.uid, allow_login_background: true });
    expect(
      (await asAdmin("admin/system/user/sys/bindRole", { uid: carol.uid, role_ids: ["desk"] })).code,
    ).toBe(0);
    const menu = async () => {
      const body = await call(b, "user/kh/getMenu", {}, { token: carol.token });
      return (body.menuList as { name: string }[]).map((m) => m.name);
    };
    const list = async () =>
      (await call(b, "admin/system/menu/sys/getList", {}, { token: carol.token })).code;
    for (let i = 0; i < 2; i++) {
      expect(await menu()).toEqual(["Desk"]);
      expect(await list()).toBe(0);
    }
    expect((await asAdmin("admin/system/menu/sys/update", { menu_id: "desk", name: "Bureau" })).code).toBe(0);
    expect(await menu()).toEqual(["Bureau"]);
    await asAdmin("admin/system/role/sys/bindPermission", { role_id: "desk", permission_ids: [] });
    expect(await list()).toBe(403);
  });

  it("shares one rate budget per client address between the processes", async () => {
    const ip = freshIp();
    const statuses = [];
    for (const instance of [a, b, a, b, a, b, a]) {
      statuses.push((await call(instance, "user/pub/checkVersion", {}, { ip })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it("shares the verification-code caps between the processes (the resend interval of a number)", async () => {
    const mobile = `139${randomInt(10_000_000, 100_000_000)}`;
    expect((await call(a, "user/pub/sendSmsCode", { mobile, type: "login" })).code).toBe(0);
    // Another process, another client address: the same number still waits out its interval.
    expect(await call(b, "user/pub/sendSmsCode", { mobile, type: "login" })).toMatchObject({ code: 50303 });
  });

  it("shares an account's budget between the processes: exactly its allowance of codes reaches the gateway", async () => {
    const alice = await register(a);
    const admin = await adminToken(a);
    const sent = async () =>
      (await call(a, "user/sys/getOutbox", { channel: "sms", pageSize: 1 }, { token: admin }))
        .total as number;
    const before = await sent();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(
          i % 2 === 0 ? a : b,
          "user/pub/sendSmsCode",
          { mobile: `138${randomInt(10_000_000, 100_000_000)}`, type: "bind" },
          { token: alice.token },
        ),
      ),
    );
    expect(answers.filter((x) => x.code === 0)).toHaveLength(4);
    expect(answers.filter((x) => x.status === 429 && x.code === 92100)).toHaveLength(96);
    expect((await sent()) - before).toBe(4);
  });

  it("shares the password lockout between the processes", async () => {
    const alice = await register(a);
    const ip = freshIp();
    const wrong = { username: alice.username, password: "wrong_pass_1" };
    // The budget is 3 wrong passwords per account and address, wherever they land; calls from other
    // addresses keep the 5-a-minute rate limit out of the way.
    expect((await call(a, "user/pub/login", wrong, { ip })).code).toBe(10102);
    expect((await call(b, "user/pub/login", wrong, { ip })).code).toBe(10102);
    expect((await call(a, "user/pub/login", wrong, { ip })).code).toBe(10102);
    const right = { username: alice.username, password: "scale_pass_1" };
    expect((await call(b, "user/pub/login", right, { ip })).code).toBe(10103);
  });
});
