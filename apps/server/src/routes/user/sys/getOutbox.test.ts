import { listOf } from "@roster/contract";
import { getOutbox, sendEmailCode, sendSmsCode } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeIn, uniqueEmail, uniqueMobile } from "../../../test/codes.js";
import { createHarness, type Harness, type TestUser } from "../../../test/harness.js";

let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness({ CODE_IP_DAILY_CAP: "1000" });
  admin = await h.createUser({ roles: ["admin"] });
});
afterAll(() => h.close());

describe("user/sys/getOutbox", () => {
  it("lists what the console providers delivered, newest first, with paging", async () => {
    const mobiles = [uniqueMobile(), uniqueMobile(), uniqueMobile()];
    for (const mobile of mobiles) {
      await h.call(sendSmsCode, { mobile, type: "login" });
      h.clock.advance(1000);
    }
    const email = uniqueEmail();
    await h.call(sendEmailCode, { email, type: "register" });

    const first = await h.call(getOutbox, { channel: "sms", pageSize: 2 }, { as: admin });
    const parsed = getOutbox.output.parse(first);
    expect(parsed).toMatchObject({ total: 3, hasMore: true, pagination: { pageIndex: 1, pageSize: 2 } });
    expect(parsed.rows.map((r) => r.recipient)).toEqual([mobiles[2], mobiles[1]]);
    const second = await h.call(getOutbox, { channel: "sms", pageSize: 2, pageIndex: 2 }, { as: admin });
    expect(second).toMatchObject({ total: 3, hasMore: false, rows: [{ recipient: mobiles[0] }] });

    const mail = await h.call(getOutbox, { recipient: email }, { as: admin });
    const [row] = listOf(getOutbox.output.shape.rows.element).parse(mail).rows;
    expect(row).toMatchObject({ channel: "email", recipient: email });
    expect(row!.subject).toContain(codeIn(row!.text));
    expect(row!.html).toContain(codeIn(row!.text));
  });

  it("is for admins only", async () => {
    const user = await h.createUser();
    expect((await h.call(getOutbox, {}, { as: user })).code).toBe(403);
  });
});
