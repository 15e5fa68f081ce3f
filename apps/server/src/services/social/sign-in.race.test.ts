import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultClientInfo } from "../../lib/client-info.js";
import type { SocialIdentity } from "../../providers/social/types.js";
import { createHarness, type Harness } from "../../test/harness.js";
import { signInWithIdentity } from "./sign-in.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const count = async (table: "user_identities" | "users") =>
  Number(
    (await h.app.services.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst())!.n,
  );

describe("signInWithIdentity under races", () => {
  it("100 parallel sign-ins of one new openid (all past the lookup before any insert) make ONE account", async () => {
    const identity: SocialIdentity = {
      provider: "weixin",
      platform: "mp-weixin",
      appid: "wxrace",
      openid: `o_${randomBytes(6).toString("hex")}`,
    };
    const users = await count("users");
    const issues = await Promise.all(
      Array.from({ length: 100 }, () =>
        signInWithIdentity(h.app.services, identity, {}, defaultClientInfo()),
      ),
    );
    expect(new Set(issues.map((i) => i.uid)).size).toBe(1);
    expect(issues.filter((i) => i.type === "register")).toHaveLength(1);
    expect(await count("users")).toBe(users + 1);
    expect(await count("user_identities")).toBe(1);
  }, 60_000);

  it("100 parallel sign-ins of new openids sharing one unionid make ONE account", async () => {
    const unionid = `u_${randomBytes(6).toString("hex")}`;
    const users = await count("users");
    const issues = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        signInWithIdentity(
          h.app.services,
          {
            provider: "weixin",
            platform: "mp-weixin",
            appid: `wxapp${i % 4}`,
            openid: `o_${unionid}_${i}`,
            unionid,
          },
          {},
          defaultClientInfo(),
        ),
      ),
    );
    expect(new Set(issues.map((i) => i.uid)).size).toBe(1);
    expect(await count("users")).toBe(users + 1);
  }, 60_000);
});
