import { describe, expect, it } from "vitest";
import { json, mockFetch } from "../test/fetch-mock";
import { signInLocally } from "../test/session";
import { dailyLoginByToken } from "./daily-login";
import { getToken } from "./session";

const DAY = 24 * 3_600_000;

describe("loginByToken once per day", () => {
  it("renews the sign-in on the first start of a day only, saving the new token", async () => {
    signInLocally("old-token");
    const { sent } = mockFetch(() =>
      json({
        code: 0,
        msg: "Signed in",
        vk_uni_token: { token: "fresh-token", tokenExpired: Date.now() + 7 * DAY },
      }),
    );
    const now = Date.now();
    expect(await dailyLoginByToken(now)).toBe(true);
    expect(getToken()).toBe("fresh-token");
    expect(await dailyLoginByToken(now + 1000)).toBe(false);
    expect(sent.map((r) => r.url)).toEqual(["/router/user/pub/loginByToken"]);
    expect(sent[0]?.headers["uni-id-token"]).toBe("old-token");
    expect(await dailyLoginByToken(now + DAY)).toBe(true);
    expect(sent).toHaveLength(2);
  });

  it("does nothing when signed out", async () => {
    const { sent } = mockFetch(() => json({ code: 0 }));
    expect(await dailyLoginByToken()).toBe(false);
    expect(sent).toHaveLength(0);
  });
});
