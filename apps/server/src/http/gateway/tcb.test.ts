import { createRequire } from "node:module";
import { getSessions, revokeSession } from "@roster/contract/routes";
import { createSigner } from "fast-jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noticeTime } from "../../services/devices/notice-texts.js";
import { revokeRefreshToken } from "../../services/tcb/repository.js";
import { codeIn, lastOutbox, uniqueEmail } from "../../test/codes.js";
import { createFileHarness, type FileHarness, png, type S3Server, startS3Server } from "../../test/files.js";
import { captureLogs } from "../../test/log-capture.js";
import { respelled } from "../../test/respell.js";

const ENV = "env-test-1";
const TICKET_SECRET = "t".repeat(40);
const PASSWORD = "Roster-Secret-2026!";

let h: FileHarness;
const logs = captureLogs("info");
/** Every /tcb/web body the SDK sent, in order (the adapter records them). */
const sent: Record<string, unknown>[] = [];
const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, String(v)),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
  };
};

/**
 * The one request adapter an app adds (README "CloudBase gateway"): a fetch-based request class that
 * sends the SDK's fixed CloudBase hosts to Roster's `/tcb`.
 */
function rosterAdapter(roster: string) {
  const rewrite = (url: string) =>
    url.replace(/^(?:https?:)?\/\/(?:[\w-]+\.)*tcb-api\.tencentcloudapi\.com/, `${roster}/tcb`);
  const answer = async (res: Response) => {
    const text = await res.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {}
    return { statusCode: res.status, data, header: Object.fromEntries(res.headers) };
  };
  class RosterRequest {
    async post(options: { url: string; data: Record<string, unknown>; headers?: Record<string, string> }) {
      sent.push(options.data);
      const res = await fetch(rewrite(options.url), {
        method: "POST",
        headers: options.headers,
        body: JSON.stringify(options.data),
      });
      return answer(res);
    }
    async upload(options: {
      url: string;
      data: Record<string, string>;
      file: Blob;
      name: string;
      headers?: Record<string, string>;
    }) {
      const form = new FormData();
      for (const [k, v] of Object.entries(options.data)) form.append(k, v);
      form.append("key", options.name);
      form.append("file", options.file);
      const res = await fetch(rewrite(options.url), { method: "POST", body: form });
      return answer(res);
    }
    async download(options: { url: string }) {
      const res = await fetch(rewrite(options.url));
      return { statusCode: res.status, data: Buffer.from(await res.arrayBuffer()) };
    }
    async get(options: { url: string }) {
      return answer(await fetch(rewrite(options.url)));
    }
  }
  return {
    isMatch: () => true,
    runtime: "web",
    genAdapter: () => ({
      root: {},
      reqClass: RosterRequest,
      wsClass: class {},
      localStorage: memoryStorage(),
      sessionStorage: memoryStorage(),
      primaryStorage: "local",
    }),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the SDK ships no usable types for this use
let app: any;
// biome-ignore lint/suspicious/noExplicitAny: idem
let auth: any;

const ticket = (customUserId: string, env = ENV) =>
  createSigner({ key: TICKET_SECRET, expiresIn: 60_000 })({ env, customUserId });

/** The SDK's activate / reset token in a mail: the line that is only `<e-mail>:<code>`. */
function tokenIn(text: string): string {
  const match = /^ {4}(\S+@\S+:\d{6})$/m.exec(text);
  if (!match) throw new Error(`no token in: ${text}`);
  return match[1]!;
}

/** A raw /tcb/web call, as the SDK makes it. */
async function raw(body: Record<string, unknown>) {
  const res = await fetch(`${h.base}/tcb/web?env=${ENV}`, {
    method: "POST",
    headers: { "content-type": "application/json;charset=UTF-8" },
    body: JSON.stringify({ env: ENV, ...body }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  h = await createFileHarness(
    "local",
    undefined,
    {
      TCB_ENV_ID: ENV,
      TCB_TICKET_SECRET: TICKET_SECRET,
      RATE_LIMIT_PER_MINUTE: "100000",
    },
    { logger: logs.logger },
  );
  const tcb = createRequire(import.meta.url)("tcb-js-sdk");
  tcb.useAdapters(rosterAdapter(h.base));
  app = tcb.init({ env: ENV, timeout: 10_000 });
  auth = app.auth({ persistence: "local" });
});
afterAll(() => h.closeAll());

const callRouter = async (url: string, data: Record<string, unknown> = {}) =>
  (await app.callFunction({ name: "router", data: { $url: url, data } })).result as Record<string, unknown>;

describe("tcb-js-sdk 1.10.10 against /tcb", () => {
  it("signs in anonymously; router calls go as a stranger; anonymous users may not upload", async () => {
    const state = await auth.signInAnonymously();
    expect(state.user.uid).toBeTruthy();
    expect(auth.loginType).toBe("ANONYMOUS");
    const actions = sent.map((b) => b.action);
    expect(actions.slice(0, 3)).toEqual([
      "auth.signInAnonymously",
      "auth.fetchAccessTokenWithRefreshToken",
      "auth.getUserInfo",
    ]);
    const me = await callRouter("user/kh/getMyUserInfo");
    expect(me.code).toBe(30204);
    await expect(app.uploadFile({ cloudPath: "a/b.png", filePath: new Blob([await png()]) })).rejects.toThrow(
      /PERMISSION_DENIED/,
    );
  });

  it("an anonymous user's INVALID_REFRESH_TOKEN makes a fresh anonymous sign-in, then the call goes on", async () => {
    await auth.signInAnonymously();
    const rows = await h.app.services.db
      .selectFrom("tcb_refresh_tokens")
      .selectAll()
      .where("anonymous_uuid", "is not", null)
      .execute();
    for (const row of rows) await revokeRefreshToken(h.app.services.db, row.token_hash, Date.now());
    h.clock.advance(7201_000);
    sent.length = 0;
    const res = await callRouter("user/pub/checkVersion", {});
    expect(res).toBeTruthy();
    expect(sent.map((b) => b.action)).toEqual([
      "functions.invokeFunction",
      "auth.fetchAccessTokenWithRefreshToken",
      "auth.signInAnonymously",
      "auth.fetchAccessTokenWithRefreshToken",
      "functions.invokeFunction",
    ]);
  });

  it("signs in with a username and calls a kh route through router with its session", async () => {
    const user = await h.createUser({ password: PASSWORD });
    await auth.signInWithUsernameAndPassword(user.username, PASSWORD);
    expect(auth.currentUser.uid).toBe(user.uid);
    const me = await callRouter("user/kh/getMyUserInfo");
    expect(me.code).toBe(0);
    expect((me.userInfo as { _id: string })._id).toBe(user.uid);
    // The sign-in is a Roster session like any other.
    const sessions = await h.call(getSessions, {}, { as: user });
    expect((sessions.rows as unknown[]).length).toBe(2);
  });

  it("a wrong password is refused and counts towards the lockout; the answer never echoes it", async () => {
    const user = await h.createUser({ password: PASSWORD });
    const res = await raw({
      action: "auth.signIn",
      loginType: "USERNAME",
      username: user.username,
      password: "nope-1",
    });
    expect(res.body.code).toBe("PASSWORD_ERROR");
    expect(JSON.stringify(res.body)).not.toContain("nope-1");
    const rows = await h.app.services.db
      .selectFrom("login_log")
      .selectAll()
      .where("user_id", "=", user.uid)
      .execute();
    expect(rows.some((r) => r.state === 0 && r.login_type === "password")).toBe(true);
  });

  it("access token expiry: one refresh, one retry; the refresh token is kept", async () => {
    const user = await h.createUser({ password: PASSWORD });
    await auth.signInWithUsernameAndPassword(user.username, PASSWORD);
    // The sign-in answered its own access token (an absolute expiry): no refresh was needed.
    expect(sent.at(-2)?.action).toBe("auth.signIn");
    expect(sent.at(-1)?.action).toBe("auth.getUserInfo");
    const rt = await lastRefreshToken("");
    h.clock.advance(7201_000);
    sent.length = 0;
    const me = await callRouter("user/kh/getMyUserInfo");
    expect(me.code).toBe(0);
    expect(sent.map((b) => b.action)).toEqual([
      "functions.invokeFunction",
      "auth.fetchAccessTokenWithRefreshToken",
      "functions.invokeFunction",
    ]);
    expect(await lastRefreshToken("")).toBe(rt);
  });

  it("parallel refreshes with one refresh token all succeed and all tokens work", async () => {
    const user = await h.createUser({ password: PASSWORD });
    const signIn = await raw({
      action: "auth.signIn",
      loginType: "USERNAME",
      username: user.username,
      password: PASSWORD,
      refresh_token: "",
    });
    const rt = signIn.body.refresh_token as string;
    expect(typeof signIn.body.access_token_expire).toBe("number");
    expect(signIn.body.access_token_expire as number).toBeGreaterThan(h.clock.now());
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        raw({ action: "auth.fetchAccessTokenWithRefreshToken", refresh_token: rt }),
      ),
    );
    for (const r of results) {
      expect(r.body.code).toBeUndefined();
      expect(r.body.access_token_expire).toBeGreaterThan(7199_000);
      expect(r.body.access_token_expire).toBeLessThanOrEqual(7200_000);
    }
    for (const r of results.slice(0, 3)) {
      const info = await raw({ action: "auth.getUserInfo", access_token: r.body.access_token });
      expect((info.body.data as { uid: string }).uid).toBe(user.uid);
    }
  });

  it("signOut ends the session: its refresh token is refused from then on", async () => {
    const user = await h.createUser({ password: PASSWORD });
    await auth.signInWithUsernameAndPassword(user.username, PASSWORD);
    const rt = sent.find((b) => b.action === "auth.getUserInfo") && (await lastRefreshToken(user.uid));
    await auth.signOut();
    const res = await raw({ action: "auth.fetchAccessTokenWithRefreshToken", refresh_token: rt });
    expect(res.body.code).toBe("INVALID_REFRESH_TOKEN");
  });

  it("a session revoked on the devices page refuses the refresh token; the SDK's login state expires", async () => {
    const user = await h.createUser({ password: PASSWORD });
    await auth.signInWithUsernameAndPassword(user.username, PASSWORD);
    const sessions = await h.call(getSessions, {}, { as: user });
    const tcbSession = (sessions.rows as { id: string; current: boolean }[]).find((s) => !s.current)!;
    expect((await h.call(revokeSession, { id: tcbSession.id }, { as: user })).code).toBe(0);
    let expired = false;
    auth.onLoginStateExpired(() => {
      expired = true;
    });
    await expect(callRouter("user/kh/getMyUserInfo")).rejects.toThrow(/INVALID_REFRESH_TOKEN/);
    expect(expired).toBe(true);
  });

  it("a disabled account's tokens stop working and its refresh token is refused", async () => {
    const user = await h.createUser({ password: PASSWORD });
    const signIn = await raw({
      action: "auth.signIn",
      loginType: "USERNAME",
      username: user.username,
      password: PASSWORD,
    });
    await h.app.services.db.updateTable("users").set({ status: 1 }).where("id", "=", user.uid).execute();
    const info = await raw({ action: "auth.getUserInfo", access_token: signIn.body.access_token });
    expect(info.body.code).toBe("ACCESS_TOKEN_EXPIRED");
    const refresh = await raw({
      action: "auth.fetchAccessTokenWithRefreshToken",
      refresh_token: signIn.body.refresh_token,
    });
    expect(refresh.body.code).toBe("INVALID_REFRESH_TOKEN");
    const again = await raw({
      action: "auth.signIn",
      loginType: "USERNAME",
      username: user.username,
      password: PASSWORD,
    });
    expect(again.body.code).toBe("ACCOUNT_BANNED");
  });

  it("signs up with e-mail, activates with the e-mailed code, signs in by e-mail; resets the password", async () => {
    const email = uniqueEmail("tcb");
    await auth.signUpWithEmailAndPassword(email, PASSWORD);
    // Not usable before activation.
    await expect(auth.signInWithEmailAndPassword(email, PASSWORD)).rejects.toThrow();
    const code = codeIn((await lastOutbox(h, email))!.text);
    await auth.emailAuthProvider().activate(`${email}:${code}`);
    await auth.signInWithEmailAndPassword(email, PASSWORD);
    expect(auth.currentUser.email).toBe(email);
    // A second sign-up of a registered address is refused.
    await expect(auth.signUpWithEmailAndPassword(email, PASSWORD)).rejects.toThrow(/EMAIL_ACCOUNT_EXISTS/);

    h.clock.advance(120_000);
    await auth.sendPasswordResetEmail(email);
    const reset = codeIn((await lastOutbox(h, email))!.text);
    await expect(
      auth.emailAuthProvider().resetPasswordWithToken(`${email}:${reset}`, "short"),
    ).rejects.toThrow();
    const NEW = "Another-Secret-2026?";
    await auth.emailAuthProvider().resetPasswordWithToken(`${email}:${reset}`, NEW);
    await expect(auth.signInWithEmailAndPassword(email, PASSWORD)).rejects.toThrow(/PASSWORD_ERROR/);
    await auth.signInWithEmailAndPassword(email, NEW);
    expect(auth.currentUser.email).toBe(email);
  });

  it("uploads (201), gets a download URL, downloads, deletes; another user cannot delete it", async () => {
    const user = await h.createUser({ password: PASSWORD });
    await auth.signInWithUsernameAndPassword(user.username, PASSWORD);
    const bytes = await png();
    const up = await app.uploadFile({
      cloudPath: "photos/cat.png",
      filePath: new Blob([new Uint8Array(bytes)]),
    });
    expect(up.fileID).toMatch(new RegExp(`^u/${user.uid}/.+/photos/cat\\.png$`));
    const urls = await app.getTempFileURL({ fileList: [up.fileID, "u/nobody/x.png"] });
    expect(urls.fileList[0].code).toBe("SUCCESS");
    expect(urls.fileList[1].code).toBe("STORAGE_FILE_NONEXIST");
    const got = await fetch(urls.fileList[0].download_url);
    expect(Buffer.from(await got.arrayBuffer())).toEqual(bytes);

    const other = await h.createUser({ password: PASSWORD });
    const otherIn = await raw({
      action: "auth.signIn",
      loginType: "USERNAME",
      username: other.username,
      password: PASSWORD,
      refresh_token: "",
    });
    const foreign = await raw({
      action: "storage.batchDeleteFile",
      fileid_list: [up.fileID],
      access_token: otherIn.body.access_token,
    });
    expect((foreign.body.data as { delete_list: { code: string }[] }).delete_list[0]!.code).toBe(
      "STORAGE_FILE_NONEXIST",
    );

    const downloaded = await app.downloadFile({ fileID: up.fileID });
    expect(Buffer.from(downloaded.data)).toEqual(bytes);

    const del = await app.deleteFile({ fileList: [up.fileID] });
    expect(del.fileList).toEqual([{ fileid: up.fileID, code: "SUCCESS" }]);
    expect(await h.app.services.storage.head(up.fileID)).toBeUndefined();
  });

  it("an upload whose bytes are not what its name says is refused (not 201) and nothing is kept", async () => {
    const user = await h.createUser({ password: PASSWORD });
    await auth.signInWithUsernameAndPassword(user.username, PASSWORD);
    await expect(
      app.uploadFile({ cloudPath: "x/evil.png", filePath: new Blob([Buffer.from("MZ not a png at all")]) }),
    ).rejects.toThrow(/STORAGE_REQUEST_FAIL/);
    const rows = await h.app.services.db
      .selectFrom("files")
      .selectAll()
      .where("user_id", "=", user.uid)
      .execute();
    expect(rows).toEqual([]);
  });

  it("reserves an upload's bytes in the quota before they land: one past it is refused early", async () => {
    const user = await h.createUser({ password: PASSWORD });
    await auth.signInWithUsernameAndPassword(user.username, PASSWORD);
    const storage = h.app.services.storage;
    const limits = h.config.storage;
    const [quota, write] = [limits.quotaBytes, storage.writeUpload];
    limits.quotaBytes = 1024 * 1024;
    let landed = 0;
    storage.writeUpload = ((policy, stream, keep) => {
      stream.on("data", (chunk: Buffer) => {
        landed += chunk.length;
      });
      return write.call(storage, policy, stream, keep);
    }) as typeof storage.writeUpload;
    try {
      const big = Buffer.alloc(3 * 1024 * 1024, 0x41);
      await expect(app.uploadFile({ cloudPath: "x/big.bin", filePath: new Blob([big]) })).rejects.toThrow();
      // Never more than the quota reached storage.
      expect(landed).toBeLessThanOrEqual(limits.quotaBytes);
      expect(await h.call("file/kh/getList", {}, { as: user })).toMatchObject({ total: 0 });
    } finally {
      limits.quotaBytes = quota;
      storage.writeUpload = write;
    }
  });

  it("an upload signature works once, for its own file only; forged ones are 403 before the bytes", async () => {
    const user = await h.createUser({ password: PASSWORD });
    const signIn = await raw({
      action: "auth.signIn",
      loginType: "USERNAME",
      username: user.username,
      password: PASSWORD,
    });
    const meta = await raw({
      action: "storage.getUploadMetadata",
      path: "p/q.png",
      access_token: signIn.body.access_token,
    });
    const data = meta.body.data as { url: string; authorization: string; cosFileId: string; fileId: string };
    expect(data.url).toBe(`${h.base}/tcb/upload`);
    const bytes = await png();
    const post = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append("file", new Blob([new Uint8Array(bytes)]));
      return fetch(data.url, { method: "POST", body: form });
    };
    const good = {
      key: "p/q.png",
      signature: data.authorization,
      "x-cos-meta-fileid": data.cosFileId,
      success_action_status: "201",
    };
    const forged = await post({ ...good, signature: `${user.uid}.99999999999999.AAAA` });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { code: string }).code).toBe("SIGN_PARAM_INVALID");
    const results = await Promise.all([post(good), post(good), post(good)]);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await h.app.services.storage.read(data.fileId, 10_000)).toEqual(bytes);
    const again = await post(good);
    expect(again.status).toBe(400);
  });

  it("custom ticket: signs in (account made once), links and unlinks, updates user info", async () => {
    const customUserId = `custom-${Date.now()}`;
    await auth.signInWithTicket(ticket(customUserId));
    const uid = auth.currentUser.uid;
    expect(auth.currentUser.customUserId).toBe(customUserId);
    await auth.signInWithTicket(ticket(customUserId));
    expect(auth.currentUser.uid).toBe(uid);
    await expect(auth.signInWithTicket(ticket(customUserId, "other-env"))).rejects.toThrow(/INVALID_TICKET/);

    await auth.currentUser.update({
      nickName: "Kitty",
      gender: "FEMALE",
      avatarUrl: "https://example.com/a.png",
    });
    expect(auth.currentUser.nickName).toBe("Kitty");
    expect(auth.currentUser.gender).toBe("FEMALE");
    // A path that browsers read as another host (`/\host` = `//host`), and plain http, are refused.
    for (const avatarUrl of ["/\\evil.example/a.png", "http://example.com/a.png"])
      await expect(auth.currentUser.update({ avatarUrl })).rejects.toThrow(/INVALID_PARAM/);
    await auth.currentUser.refresh();
    expect(auth.currentUser.avatarUrl).toBe("https://example.com/a.png");
    // The only way to sign in may not be unlinked.
    await expect(auth.currentUser.unlink("CUSTOM")).rejects.toThrow(/OPERATION_FAIL/);

    const user = await h.createUser({ password: PASSWORD });
    await auth.signInWithUsernameAndPassword(user.username, PASSWORD);
    const linked = `linked-${Date.now()}`;
    await auth.currentUser.linkWithTicket(ticket(linked));
    await expect(auth.currentUser.linkWithTicket(ticket(customUserId))).rejects.toThrow(/LINK_CONFLICT/);
    await auth.currentUser.refresh();
    expect(auth.currentUser.customUserId).toBe(linked);
    await auth.currentUser.unlink("CUSTOM");
    await auth.currentUser.refresh();
    expect(auth.currentUser.customUserId).toBeUndefined();
    const linkedList = await auth.currentUser.getLinkedUidList();
    expect(linkedList.users.map((u: { uid: string }) => u.uid)).toEqual([user.uid]);
    await expect(auth.currentUser.setPrimaryUid(user.uid)).rejects.toThrow(/INVALID_ACTION/);
    await auth.currentUser.updateUsername(`renamed${Date.now() % 100000}`);
    expect(await auth.isUsernameRegistered(user.username)).toBe(false);
  });

  it("an anonymous visitor converts with linkAndRetrieveDataWithTicket", async () => {
    await auth.signInAnonymously();
    const res = await auth.linkAndRetrieveDataWithTicket(ticket(`conv-${Date.now()}`));
    expect(res.credential.refreshToken).toMatch(/^rt\./);
    const me = await callRouter("user/kh/getMyUserInfo");
    expect(me.code).toBe(0);
  });

  it("unknown functions, forged tokens and hostile bodies get SDK-shaped errors, never a 500", async () => {
    await expect(app.callFunction({ name: "nope", data: {} })).rejects.toThrow(/FUNCTIONS_EXECUTE_FAIL/);
    const forged = await raw({ action: "auth.getUserInfo", access_token: "eyJhbGciOiJIUzI1NiJ9.e30.xx" });
    expect(forged.body.code).toBe("ACCESS_TOKEN_EXPIRED");
    const anon = await raw({ action: "auth.getUserInfo", access_token: "anon.x.99999999999999.zz" });
    expect(anon.body.code).toBe("ACCESS_TOKEN_EXPIRED");
    for (const body of [
      { action: "nope.nope" },
      { action: "__proto__" },
      { action: "auth.signIn", loginType: "EMAIL", email: { $gt: "" }, password: 1 },
      { action: "functions.invokeFunction", function_name: "router", request_data: "{not json" },
      { action: "functions.invokeFunction", function_name: "router", request_data: "[1]" },
      { action: "storage.batchDeleteFile", fileid_list: "x" },
      { action: "auth.activateEndUserMail", token: "x".repeat(5000) },
      { action: "auth.resetPasswordWithToken", token: "a@b.c:123456", newPassword: "Very-Long-Pass-2026" },
      { action: "auth.fetchAccessTokenWithRefreshToken", refresh_token: ["x"] },
    ]) {
      const res = await raw(body);
      expect(res.status).toBe(200);
      expect(typeof res.body.code).toBe("string");
    }
    const wrongEnv = await fetch(`${h.base}/tcb/web?env=other`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "auth.signInAnonymously", env: "other" }),
    });
    expect(((await wrongEnv.json()) as { code: string }).code).toBe("INVALID_ENV");
    const badUpload = await fetch(`${h.base}/tcb/upload`, { method: "POST", body: new FormData() });
    expect(badUpload.status).toBe(400);
  });

  it("a body the transport refuses (not JSON, nested too deep, too large) is answered in the SDK's shape", async () => {
    const post = (body: string, type = "application/json") =>
      fetch(`${h.base}/tcb/web?env=${ENV}`, { method: "POST", headers: { "content-type": type }, body });
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    for (const [body, status, code, type] of [
      ["{not json", 400, "BAD_JSON", undefined],
      [`{"action":"auth.getJwt","x":${deep}}`, 400, "JSON_TOO_DEEP", undefined],
      [
        JSON.stringify({ action: "auth.getJwt", x: "x".repeat(2 * 1024 * 1024) }),
        413,
        "BODY_TOO_LARGE",
        undefined,
      ],
      ["action=auth.getJwt", 415, "UNSUPPORTED_MEDIA_TYPE", "application/x-www-form-urlencoded"],
    ] as const) {
      const res = await post(body, type);
      expect(res.status, code).toBe(status);
      const answer = (await res.json()) as Record<string, unknown>;
      // The SDK throws `[code] message`: a string code, a message, never Roster's numeric envelope.
      expect(answer, code).toMatchObject({
        code,
        message: expect.any(String),
        rosterCode: expect.any(Number),
      });
      expect(answer.msg, code).toBeUndefined();
    }
  });
});

describe("tcb-js-sdk: passwords, e-mail changes, lockout, races, logs", () => {
  it("updatePassword ends every session (the SDK must sign in again); the new password signs in", async () => {
    const user = await h.createUser({ password: PASSWORD });
    await auth.signInWithUsernameAndPassword(user.username, PASSWORD);
    const NEW = "Changed-Secret-2026#";
    await expect(auth.currentUser.updatePassword("weak", PASSWORD)).rejects.toThrow();
    await expect(auth.currentUser.updatePassword(NEW, "wrong-old-1")).rejects.toThrow(/INVALID_OLD_PASSWORD/);
    await auth.currentUser.updatePassword(NEW, PASSWORD);
    await expect(callRouter("user/kh/getMyUserInfo")).rejects.toThrow(/INVALID_REFRESH_TOKEN/);
    await expect(auth.signInWithUsernameAndPassword(user.username, PASSWORD)).rejects.toThrow(
      /PASSWORD_ERROR/,
    );
    await auth.signInWithUsernameAndPassword(user.username, NEW);
    expect(auth.currentUser.uid).toBe(user.uid);
  });

  it("updateEmail sends a code to the new address; activation confirms it on the account", async () => {
    const user = await h.createUser({ password: PASSWORD });
    await auth.signInWithUsernameAndPassword(user.username, PASSWORD);
    const email = uniqueEmail("new");
    await auth.currentUser.updateEmail(email);
    const code = codeIn((await lastOutbox(h, email))!.text);
    await expect(auth.emailAuthProvider().activate(`${email}:000000`)).rejects.toThrow(/INVALID_VERIFY_CODE/);
    await auth.emailAuthProvider().activate(`${email}:${code}`);
    await auth.signInWithEmailAndPassword(email, PASSWORD);
    expect(auth.currentUser.uid).toBe(user.uid);
  });

  it("password sign-ins share the lockout of user/pub/login", async () => {
    const user = await h.createUser({ password: PASSWORD });
    for (let i = 0; i < 6; i++) {
      const res = await raw({
        action: "auth.signIn",
        loginType: "USERNAME",
        username: user.username,
        password: `bad-${i}`,
      });
      expect(res.body.code).toBe("PASSWORD_ERROR");
    }
    const locked = await raw({
      action: "auth.signIn",
      loginType: "USERNAME",
      username: user.username,
      password: PASSWORD,
    });
    expect(locked.body.code).toBe("PASSWORD_ERROR_EXCEED_LIMIT");
  });

  it("answers an unknown username or e-mail exactly as a wrong password, and locks it alike (issue 27)", async () => {
    const email = uniqueEmail("known");
    const user = await h.createUser({ password: PASSWORD });
    // Another account for the e-mail: each case starts with a full budget (the gateway's IP is fixed).
    await h.createUser({ password: PASSWORD, email, email_confirmed: 1 });
    const attempt = async (body: Record<string, unknown>) => {
      const { requestId: _, ...answer } = (await raw({ action: "auth.signIn", ...body, password: "bad-27" }))
        .body;
      return answer;
    };
    const cases = [
      [
        { loginType: "USERNAME", username: user.username },
        { loginType: "USERNAME", username: "nobody_here_27" },
      ],
      [
        { loginType: "EMAIL", email },
        { loginType: "EMAIL", email: uniqueEmail("nobody") },
      ],
    ];
    for (const [known, unknown] of cases) {
      const answers = { known: [] as unknown[], unknown: [] as unknown[] };
      for (let i = 0; i < 7; i++) {
        answers.known.push(await attempt(known!));
        answers.unknown.push(await attempt(unknown!));
      }
      // Roster's extra fields ride along, as in the router's body (the SDK's Error keeps code and message).
      expect(answers.known[0]).toEqual({
        code: "PASSWORD_ERROR",
        message: "Wrong account or password",
        rosterCode: 10102,
        triesLeft: 5,
      });
      expect(answers.known[6]).toMatchObject({ code: "PASSWORD_ERROR_EXCEED_LIMIT", rosterCode: 10103 });
      expect(answers.unknown).toEqual(answers.known);
    }
  });

  it("one activation code activates once under parallel calls", async () => {
    const email = uniqueEmail("race");
    expect(
      (await raw({ action: "auth.signUpWithEmailAndPassword", email, password: PASSWORD })).body.code,
    ).toBeUndefined();
    const code = codeIn((await lastOutbox(h, email))!.text);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => raw({ action: "auth.activateEndUserMail", token: `${email}:${code}` })),
    );
    expect(results.filter((r) => r.body.code === undefined)).toHaveLength(1);
    const users = await h.app.services.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .execute();
    expect(users).toHaveLength(1);
  });

  it("a sign-up of a waiting address replaces it: the first comer's password never opens the account", async () => {
    const email = uniqueEmail("squat");
    const ATTACKER = "Attacker-Pass-2026!";
    // The attacker asks first, with the victim's address and a password of their own.
    expect(
      (await raw({ action: "auth.signUpWithEmailAndPassword", email, password: ATTACKER })).body.code,
    ).toBeUndefined();
    const attackerMail = (await lastOutbox(h, email))!.text;
    h.clock.advance(61_000);
    await auth.signUpWithEmailAndPassword(email, PASSWORD);
    const ownMail = (await lastOutbox(h, email))!.text;
    // The first request's code is void: its mail activates nothing.
    await expect(auth.emailAuthProvider().activate(tokenIn(attackerMail))).rejects.toThrow(
      /INVALID_VERIFY_CODE/,
    );
    await auth.emailAuthProvider().activate(tokenIn(ownMail));
    await expect(auth.signInWithEmailAndPassword(email, ATTACKER)).rejects.toThrow(/PASSWORD_ERROR/);
    await auth.signInWithEmailAndPassword(email, PASSWORD);
    expect(auth.currentUser.email).toBe(email);
    const waiting = await h.app.services.db
      .selectFrom("tcb_pending_signups")
      .select("email")
      .where("email", "=", email)
      .execute();
    expect(waiting).toEqual([]);
  });

  it("an address change waiting on an address does not keep it from its owner; its code is void", async () => {
    const attacker = await h.createUser({ password: PASSWORD });
    await auth.signInWithUsernameAndPassword(attacker.username, PASSWORD);
    const email = uniqueEmail("victim");
    await auth.currentUser.updateEmail(email);
    const bindMail = (await lastOutbox(h, email))!.text;
    h.clock.advance(61_000);
    const OWNER = "Owner-Secret-2026!";
    expect((await raw({ action: "auth.signUpWithEmailAndPassword", email, password: OWNER })).body.code).toBe(
      undefined,
    );
    const bindCodes = await h.app.services.db
      .selectFrom("verify_codes")
      .select("state")
      .where("recipient", "=", email)
      .where("purpose", "=", "bind")
      .execute();
    expect(bindCodes.map((c) => c.state)).toEqual([2]);
    expect((await raw({ action: "auth.activateEndUserMail", token: tokenIn(bindMail) })).body.code).toBe(
      "INVALID_VERIFY_CODE",
    );
    const ownMail = (await lastOutbox(h, email))!.text;
    expect((await raw({ action: "auth.activateEndUserMail", token: tokenIn(ownMail) })).body.code).toBe(
      undefined,
    );
    const owners = await h.app.services.db
      .selectFrom("users")
      .select(["id", "password_hash"])
      .where("email", "=", email)
      .execute();
    expect(owners).toHaveLength(1);
    expect(owners[0]!.id).not.toBe(attacker.uid);
    expect((await h.app.services.passwords.check(owners[0]!.password_hash, OWNER)).ok).toBe(true);
  });

  it("the activation and reset mails carry the SDK's token as it is, and when and from what device", async () => {
    const email = uniqueEmail("mail");
    const IPHONE =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
    const res = await fetch(`${h.base}/tcb/web?env=${ENV}`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": IPHONE, "x-locale": "en" },
      body: JSON.stringify({
        env: ENV,
        action: "auth.signUpWithEmailAndPassword",
        email,
        password: PASSWORD,
      }),
    });
    expect(((await res.json()) as { code?: string }).code).toBeUndefined();
    const mail = (await lastOutbox(h, email))!;
    const token = tokenIn(mail.text);
    expect(token).toBe(`${email}:${codeIn(mail.text)}`);
    expect(mail.html).toContain(token);
    expect(mail.text).toContain(
      `This was requested on ${noticeTime(h.clock.now(), "en")} from ios · safari 17.4`,
    );
    expect(mail.text).toContain("(IP address 127.0.0.1)");
    // Someone with only this mail finishes with it, through the unmodified SDK.
    await auth.emailAuthProvider().activate(token);
    h.clock.advance(61_000);
    await auth.sendPasswordResetEmail(email);
    const reset = (await lastOutbox(h, email))!.text;
    expect(reset).toContain("reset your password");
    expect(reset).toMatch(/This was requested on .+ from .+ \(IP address 127\.0\.0\.1\)/);
    const NEW = "Mailed-Secret-2026%";
    await auth.emailAuthProvider().resetPasswordWithToken(tokenIn(reset), NEW);
    await auth.signInWithEmailAndPassword(email, NEW);
    expect(auth.currentUser.email).toBe(email);
  });

  it("a custom ticket or an access token in another spelling of its signature is refused", async () => {
    const good = ticket("spelling-1");
    const [head, body, signature] = good.split(".") as [string, string, string];
    const forged = await raw({
      action: "auth.signInWithTicket",
      ticket: `${head}.${body}.${respelled(signature)}`,
    });
    expect(forged.body.code).toBe("INVALID_TICKET");
    const signedIn = await raw({ action: "auth.signInWithTicket", ticket: good, refresh_token: "" });
    const access = signedIn.body.access_token as string;
    expect((await raw({ action: "auth.getUserInfo", access_token: access })).body.code).toBeUndefined();
    const [h2, b2, s2] = access.split(".") as [string, string, string];
    const respelledAccess = await raw({
      action: "auth.getUserInfo",
      access_token: `${h2}.${b2}.${respelled(s2)}`,
    });
    expect(respelledAccess.body.code).toBe("ACCESS_TOKEN_EXPIRED");
  });

  it("logs one line per call with the SDK's ids, and never a password or token", async () => {
    const calls = logs.lines.filter((l) => l.msg === "tcb call");
    expect(calls.length).toBeGreaterThan(50);
    expect(calls.some((l) => typeof l.seqId === "string" && typeof l.tcbAction === "string")).toBe(true);
    const text = JSON.stringify(logs.lines);
    for (const secret of [PASSWORD, "Another-Secret-2026?", "Changed-Secret-2026#", "bad-1"])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/rt\.[\w-]{40}/);
    expect(text).not.toMatch(/anon\.[\w]+\.\d+\./);
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
  });
});

describe("refresh-token lifetimes (moves the clock 31 days: last of this harness)", () => {
  it("an anonymous refresh token lives 30 days; tokens of ended sessions are deleted at the next sign-in", async () => {
    const anon = await raw({ action: "auth.signInAnonymously" });
    const user = await h.createUser({ password: PASSWORD });
    const signIn = async () =>
      raw({ action: "auth.signIn", loginType: "USERNAME", username: user.username, password: PASSWORD });
    const first = await signIn();
    await raw({ action: "auth.logout", refresh_token: first.body.refresh_token });
    h.clock.advance(31 * 24 * 3_600_000);
    const refused = await raw({
      action: "auth.fetchAccessTokenWithRefreshToken",
      refresh_token: anon.body.refresh_token,
    });
    expect(refused.body.code).toBe("INVALID_REFRESH_TOKEN");
    await signIn();
    const rows = await h.app.services.db
      .selectFrom("tcb_refresh_tokens")
      .select("token_hash")
      .where("user_id", "=", user.uid)
      .execute();
    expect(rows).toHaveLength(1);
    await raw({ action: "auth.signInAnonymously" });
    const anonRows = await h.app.services.db
      .selectFrom("tcb_refresh_tokens")
      .select("created_at")
      .where("anonymous_uuid", "is not", null)
      .execute();
    expect(anonRows.every((r) => Number(r.created_at) > h.clock.now() - 30 * 24 * 3_600_000)).toBe(true);
  });
});

describe("/tcb storage on STORAGE=s3", () => {
  let s3: S3Server;
  let hs: FileHarness;
  beforeAll(async () => {
    s3 = await startS3Server();
    hs = await createFileHarness("s3", s3, { TCB_ENV_ID: ENV });
  });
  afterAll(async () => {
    await hs.closeAll();
    await s3.close();
  });

  it("uploads through Roster (201) into the bucket, answers a presigned download URL, deletes", async () => {
    const call = async (body: Record<string, unknown>) => {
      const res = await fetch(`${hs.base}/tcb/web?env=${ENV}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ env: ENV, ...body }),
      });
      return (await res.json()) as Record<string, unknown>;
    };
    const user = await hs.createUser({ password: PASSWORD });
    const signIn = await call({
      action: "auth.signIn",
      loginType: "USERNAME",
      username: user.username,
      password: PASSWORD,
    });
    const access_token = signIn.access_token;
    const meta = (await call({ action: "storage.getUploadMetadata", path: "s3/cat.png", access_token }))
      .data as {
      url: string;
      authorization: string;
      fileId: string;
    };
    const bytes = await png();
    const form = new FormData();
    form.append("key", "s3/cat.png");
    form.append("signature", meta.authorization);
    form.append("x-cos-meta-fileid", meta.fileId);
    form.append("success_action_status", "201");
    form.append("file", new Blob([new Uint8Array(bytes)]));
    expect((await fetch(meta.url, { method: "POST", body: form })).status).toBe(201);
    const urls = (
      await call({
        action: "storage.batchGetDownloadUrl",
        file_list: [{ fileid: meta.fileId, max_age: 600 }],
        access_token,
      })
    ).data as { download_list: { download_url: string; code: string }[] };
    expect(urls.download_list[0]!.code).toBe("SUCCESS");
    const got = await fetch(urls.download_list[0]!.download_url);
    expect(Buffer.from(await got.arrayBuffer())).toEqual(bytes);
    const del = (await call({ action: "storage.batchDeleteFile", fileid_list: [meta.fileId], access_token }))
      .data as {
      delete_list: { code: string }[];
    };
    expect(del.delete_list[0]!.code).toBe("SUCCESS");
    expect(await hs.app.services.storage.head(meta.fileId)).toBeUndefined();
  });
});

describe("/tcb without TCB_ENV_ID, and its rate limit", () => {
  it("answers 404 when TCB_ENV_ID is unset", async () => {
    const off = await createFileHarness("local", undefined, {});
    try {
      const res = await fetch(`${off.base}/tcb/web?env=x`, {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json" },
      });
      expect(res.status).toBe(404);
    } finally {
      await off.closeAll();
    }
  });

  it("with REQUIRE_CONSENT new accounts need a ticket that carries the accepted terms", async () => {
    const strict = await createFileHarness("local", undefined, {
      TCB_ENV_ID: ENV,
      TCB_TICKET_SECRET: TICKET_SECRET,
      REQUIRE_CONSENT: "1",
    });
    try {
      const call = async (body: Record<string, unknown>) => {
        const res = await fetch(`${strict.base}/tcb/web?env=${ENV}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ env: ENV, ...body }),
        });
        return (await res.json()) as Record<string, unknown>;
      };
      const signUp = await call({
        action: "auth.signUpWithEmailAndPassword",
        email: uniqueEmail(),
        password: PASSWORD,
      });
      expect(signUp.code).toBe("CONSENT_REQUIRED");
      expect((await call({ action: "auth.signInWithTicket", ticket: ticket("no-terms-1") })).code).toBe(
        "CONSENT_REQUIRED",
      );
      const signer = createSigner({ key: TICKET_SECRET, expiresIn: 60_000 });
      const ok = await call({
        action: "auth.signInWithTicket",
        ticket: signer({ env: ENV, customUserId: "with-terms-1", acceptedTerms: "1" }),
      });
      expect(ok.code).toBeUndefined();
      const uid = strict.app.services.tokens.verify(ok.access_token as string).uid;
      const consents = await strict.app.services.db
        .selectFrom("user_consents")
        .selectAll()
        .where("user_id", "=", uid)
        .execute();
      expect(consents.length).toBeGreaterThan(0);
    } finally {
      await strict.closeAll();
    }
  });

  it("counts non-router actions against a bucket: 429 with the SDK-shaped RATE_LIMITED", async () => {
    const limited = await createFileHarness("local", undefined, {
      TCB_ENV_ID: ENV,
      RATE_LIMIT_PER_MINUTE: "3",
    });
    try {
      const call = () =>
        fetch(`${limited.base}/tcb/web?env=${ENV}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ action: "auth.signInAnonymously", env: ENV }),
        });
      for (let i = 0; i < 3; i++) expect((await call()).status).toBe(200);
      const refused = await call();
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBeTruthy();
      expect(((await refused.json()) as { code: string }).code).toBe("RATE_LIMITED");
    } finally {
      await limited.closeAll();
    }
  });
});

async function lastRefreshToken(_uid: string): Promise<string | undefined> {
  // The SDK's stored refresh token (its local cache: `refresh_token_<env>`).
  return auth._cache.getStore(auth._cache.keys.refreshTokenKey);
}
