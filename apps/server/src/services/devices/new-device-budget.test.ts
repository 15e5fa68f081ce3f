import { login } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, uniqueName } from "../../test/harness.js";
import { noticesSent } from "./new-device.js";

// Whoever has an account's password (its owner too) can sign in again and again with a new device id each
// time; each sign-in would mail the account's address. The mails spend the account's signInNotice budget.

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ BUDGET_SIGN_IN_NOTICE_PER_ACCOUNT: "3/day", TOKEN_MAX_SESSIONS: "1000" });
});
afterAll(() => h.close());

const notices = (email: string) =>
  h.app.services.db.selectFrom("provider_outbox").select("subject").where("recipient", "=", email).execute();

describe("the new-device notice's budget", () => {
  it("mails an account at most its budget however many new devices sign in at once", async () => {
    const email = `${uniqueName("ndb")}@example.com`;
    const user = await h.createUser({ email, email_confirmed: 1 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        h.call(
          login,
          { username: user.username, password: user.password },
          { client: { deviceId: `burner-${i}`, ip: `10.44.${i}.1` } },
        ),
      ),
    );
    // Every sign-in stands; only the mails are held back.
    expect(answers.filter((a) => a.code === 0)).toHaveLength(100);
    await noticesSent(h.app.services);
    expect(await notices(email)).toHaveLength(3);
    // Another account has its own budget.
    const other = `${uniqueName("ndb")}@example.com`;
    const owner = await h.createUser({ email: other, email_confirmed: 1 });
    await h.call(
      login,
      { username: owner.username, password: owner.password },
      { client: { deviceId: "new" } },
    );
    await noticesSent(h.app.services);
    expect(await notices(other)).toHaveLength(1);
  });
});
