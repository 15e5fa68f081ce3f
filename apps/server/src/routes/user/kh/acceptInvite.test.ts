import { userInfoSchema } from "@roster/contract";
import { acceptInvite, getMyUserInfo } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestUser } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function codeOf(user: TestUser): Promise<string> {
  const row = await h.app.services.db
    .selectFrom("users")
    .select("my_invite_code")
    .where("id", "=", user.uid)
    .executeTakeFirstOrThrow();
  return row.my_invite_code!;
}

async function chainOf(user: TestUser) {
  return h.app.services.db
    .selectFrom("user_inviters")
    .select(["ancestor_id", "depth"])
    .where("user_id", "=", user.uid)
    .orderBy("depth")
    .execute();
}

const accept = async (user: TestUser, inviter: TestUser) =>
  h.call(acceptInvite, { inviteCode: await codeOf(inviter) }, { as: user });

describe("user/kh/acceptInvite", () => {
  it("makes the code's holder the inviter and answers the fresh userInfo", async () => {
    const [a, b] = [await h.register(), await h.register()];
    const body = await accept(b, a);
    expect(body).toMatchObject({ code: 0, needUpdateUserInfo: true });
    const info = userInfoSchema.parse(body.userInfo);
    expect(info.inviter_uid).toEqual([a.uid]);
    expect(info.invite_time).toBe(h.clock.now());
    expect(await chainOf(b)).toEqual([{ ancestor_id: a.uid, depth: 1 }]);
  });

  it("accepts the code in lower case", async () => {
    const [a, b] = [await h.register(), await h.register()];
    const body = await h.call(acceptInvite, { inviteCode: (await codeOf(a)).toLowerCase() }, { as: b });
    expect(body.code).toBe(0);
  });

  it("extends the chains of the caller's own invitees in the same step", async () => {
    const [a, b, c, d] = [await h.register(), await h.register(), await h.register(), await h.register()];
    expect((await accept(c, b)).code).toBe(0); // b invited c
    expect((await accept(d, c)).code).toBe(0); // c invited d
    const before = await h.call(getMyUserInfo, {}, { as: d }); // d's chain is now read (and kept with its session)
    expect((before.userInfo as { inviter_uid: string[] }).inviter_uid).toEqual([c.uid, b.uid]);
    expect((await accept(b, a)).code).toBe(0); // now b accepts a's code: d's chain grows by another's call
    expect(await chainOf(c)).toEqual([
      { ancestor_id: b.uid, depth: 1 },
      { ancestor_id: a.uid, depth: 2 },
    ]);
    expect(await chainOf(d)).toEqual([
      { ancestor_id: c.uid, depth: 1 },
      { ancestor_id: b.uid, depth: 2 },
      { ancestor_id: a.uid, depth: 3 },
    ]);
    const me = await h.call(getMyUserInfo, {}, { as: d });
    expect((me.userInfo as { inviter_uid: string[] }).inviter_uid).toEqual([c.uid, b.uid, a.uid]);
  });

  it("refuses the caller's own code with 80501", async () => {
    const a = await h.register();
    expect(await accept(a, a)).toMatchObject({ code: 80501, msg: "Invalid invite code" });
    expect(await chainOf(a)).toEqual([]);
  });

  it("refuses the code of a direct or indirect invitee (a cycle) with 80501", async () => {
    const [a, b, c] = [await h.register(), await h.register(), await h.register()];
    expect((await accept(b, a)).code).toBe(0); // a invited b
    expect((await accept(c, b)).code).toBe(0); // b invited c
    expect((await accept(a, c)).code).toBe(80501); // a would be invited by its own descendant
    expect((await accept(a, b)).code).toBe(80501);
    expect(await chainOf(a)).toEqual([]);
  });

  it("accepts only once: a second inviter answers 80503 and changes nothing", async () => {
    const [a, b, other] = [await h.register(), await h.register(), await h.register()];
    expect((await accept(b, a)).code).toBe(0);
    expect(await accept(b, other)).toMatchObject({ code: 80503 });
    expect(await accept(b, a)).toMatchObject({ code: 80503 });
    expect(await chainOf(b)).toEqual([{ ancestor_id: a.uid, depth: 1 }]);
  });

  it.each([["NOSUCH7"], ["x"]])("refuses an unknown code %s with 80501", async (inviteCode) => {
    const b = await h.register();
    expect((await h.call(acceptInvite, { inviteCode }, { as: b })).code).toBe(80501);
  });

  it("refuses the code of a disabled account with 80501", async () => {
    const [a, b] = [await h.register(), await h.register()];
    await h.app.services.db.updateTable("users").set({ status: 1 }).where("id", "=", a.uid).execute();
    expect((await accept(b, a)).code).toBe(80501);
  });

  it("needs a token and an inviteCode", async () => {
    expect((await h.call(acceptInvite, { inviteCode: "ABCDEFG" })).code).toBe(30204);
    const b = await h.register();
    expect(await h.call("user/kh/acceptInvite", {}, { as: b })).toMatchObject({
      code: -1,
      key: "inviteCode",
    });
  });

  it("lets only one of two crossing accepts through, so no cycle can form", async () => {
    const [a, b] = [await h.register(), await h.register()];
    const [first, second] = await Promise.all([accept(a, b), accept(b, a)]);
    expect([first.code, second.code].sort()).toEqual([0, 80501]);
    const links = [...(await chainOf(a)), ...(await chainOf(b))];
    expect(links).toHaveLength(1);
  });
});
