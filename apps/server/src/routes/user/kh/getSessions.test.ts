import type { SessionInfo } from "@roster/contract";
import { getSessions, login, logout } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClientInfo } from "../../../lib/client-info.js";
import { createHarness, type Harness, type TestUser } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const PHONE: Partial<ClientInfo> = {
  deviceId: "phone-1",
  platform: "app-plus",
  os: "android",
  browserName: "chrome",
  browserVersion: "126.0",
  appVersion: "1.4.2",
  deviceModel: "Pixel 8",
  ip: "203.0.113.7",
};

/** Signs `user` in once more from `client` and answers the new token. */
async function signIn(user: TestUser, client: Partial<ClientInfo> = {}): Promise<string> {
  const body = await h.call(login, { username: user.username, password: user.password }, { client });
  expect(body.code).toBe(0);
  return (body.vk_uni_token as { token: string }).token;
}

const rowsOf = async (as: TestUser | string) => {
  const body = await h.call(getSessions, {}, { as });
  expect(body.code).toBe(0);
  return (body.rows ?? []) as SessionInfo[];
};

describe("user/kh/getSessions", () => {
  it("needs a valid token", async () => {
    expect((await h.call(getSessions, {})).code).toBe(30204);
    expect((await h.call(getSessions, {}, { as: "garbage" })).code).toBe(30204);
  });

  it("lists the caller's live sessions with what each client declared, the caller's marked current", async () => {
    const user = await h.createUser();
    h.clock.advance(1000);
    const phone = await signIn(user, PHONE);
    const body = await h.call(getSessions, {}, { as: user });
    expect(body.code).toBe(0);
    const parsed = getSessions.output.parse(body);
    expect(parsed.rows).toHaveLength(2);
    const [first, second] = parsed.rows;
    // Most recently used first: the phone signed in last.
    expect(first).toEqual({
      id: expect.any(String),
      device_id: "phone-1",
      platform: "app-plus",
      os: "android",
      browser: "chrome 126.0",
      device_model: "Pixel 8",
      app_version: "1.4.2",
      ip: "203.0.113.7",
      place: "",
      created_at: h.clock.now(),
      last_used_at: h.clock.now(),
      current: false,
    });
    expect(second).toMatchObject({ device_id: "", platform: "h5", browser: "", current: true });
    const fromPhone = await rowsOf(phone);
    expect(fromPhone.map((r) => r.current)).toEqual([true, false]);
    expect(fromPhone.map((r) => r.id)).toEqual(parsed.rows.map((r) => r.id));
  });

  it("leaves out revoked and expired sessions, and other users' sessions", async () => {
    const user = await h.createUser();
    const other = await h.createUser();
    const gone = await signIn(user, { deviceId: "gone" });
    expect((await h.call(logout, {}, { as: gone })).code).toBe(0);
    expect((await rowsOf(user)).map((r) => r.device_id)).toEqual([""]);
    expect(await rowsOf(other)).toHaveLength(1);

    // A session that has expired is no longer listed (its token is refused anyway; read the row).
    await signIn(user, { deviceId: "soon-expired" });
    await h.app.services.db
      .updateTable("sessions")
      .set({ expires_at: h.clock.now() - 1 })
      .where("device_id", "=", "soon-expired")
      .execute();
    const rows = await rowsOf(user);
    expect(rows.map((r) => r.device_id)).toEqual([""]);
    expect(rows[0]?.current).toBe(true);
  });

  it("names no place: there is no geo database, so `place` is empty for every address", async () => {
    const user = await h.createUser();
    await signIn(user, { deviceId: "far", ip: "198.51.100.20" });
    expect((await rowsOf(user)).map((r) => r.place)).toEqual(["", ""]);
  });
});
