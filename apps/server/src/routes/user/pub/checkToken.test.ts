import { checkToken, logout } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const DAY = 86_400_000;

describe("user/pub/checkToken", () => {
  it("answers uid, roles, permissions and a userInfo without secrets", async () => {
    const user = await h.createUser({ roles: ["admin"] });
    const body = checkToken.output.parse(await h.call(checkToken, {}, { as: user }));
    expect(body.uid).toBe(user.uid);
    expect(body.role).toEqual(["admin"]);
    expect(body.userInfo._id).toBe(user.uid);
    expect(JSON.stringify(body)).not.toMatch(/argon2|password_hash|login_failures/);
    expect(body.vk_uni_token).toBeUndefined();
  });

  it("reports a missing, forged, expired or revoked token with its own code", async () => {
    const user = await h.createUser();
    expect((await h.call(checkToken, {})).code).toBe(30204);
    const [header, payload] = user.token.split(".");
    expect((await h.call(checkToken, {}, { as: `${header}.${payload}.AAAA` })).code).toBe(30204);
    await h.call(logout, {}, { as: user });
    expect((await h.call(checkToken, {}, { as: user })).code).toBe(30202);
  });

  it("expires after 7 days and refreshes when under 3 days remain", async () => {
    const user = await h.createUser();
    h.clock.advance(5 * DAY);
    const refreshed = await h.call(checkToken, {}, { as: user });
    const fresh = refreshed.vk_uni_token as { token: string; tokenExpired: number };
    expect(fresh.tokenExpired).toBeGreaterThan(user.tokenExpired);
    h.clock.advance(2 * DAY + 1000);
    expect((await h.call(checkToken, {}, { as: user })).code).toBe(30203);
    expect((await h.call(checkToken, {}, { as: fresh.token })).code).toBe(0);
  });

  it("refuses a disabled account", async () => {
    const user = await h.createUser();
    await h.app.services.db.updateTable("users").set({ status: 1 }).where("id", "=", user.uid).execute();
    expect((await h.call(checkToken, {}, { as: user })).code).toBe(10001);
  });
});
