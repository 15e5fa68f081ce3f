import { inviteeSchema, listOf } from "@roster/contract";
import { acceptInvite, getInvitedUser, setUserInviteCode } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestUser } from "../../../test/harness.js";

let h: Harness;
let a: TestUser;
let b: TestUser;
let c: TestUser;
let d: TestUser;

beforeAll(async () => {
  h = await createHarness();
  const codeOf = async (user: TestUser) =>
    (
      await h.app.services.db
        .selectFrom("users")
        .select("my_invite_code")
        .where("id", "=", user.uid)
        .executeTakeFirstOrThrow()
    ).my_invite_code!;
  a = await h.register();
  b = await h.createUser({ mobile: "13800138000", email: "b@example.com", nickname: "Bee" });
  c = await h.createUser({ nickname: "Cat" });
  d = await h.register();
  await h.call(setUserInviteCode, {}, { as: b });
  await h.call(acceptInvite, { inviteCode: await codeOf(a) }, { as: b });
  h.clock.advance(1000);
  await h.call(acceptInvite, { inviteCode: await codeOf(a) }, { as: c });
  await h.call(acceptInvite, { inviteCode: await codeOf(b) }, { as: d }); // a's indirect invitee
});
afterAll(() => h.close());

const schema = listOf(inviteeSchema);

describe("user/kh/getInvitedUser", () => {
  it("lists direct invitees only, newest first, without e-mail, username or a clear mobile", async () => {
    const body = schema.parse(await h.call(getInvitedUser, {}, { as: a }));
    expect(body.rows.map((r) => r._id)).toEqual([c.uid, b.uid]);
    expect(body).toMatchObject({ total: 2, hasMore: false, pagination: { pageIndex: 1, pageSize: 20 } });
    const bee = body.rows[1]!;
    expect(bee).toMatchObject({ nickname: "Bee", mobile: "138****8000" });
    expect(JSON.stringify(body)).not.toContain("b@example.com");
    expect(JSON.stringify(body)).not.toContain("13800138000");
  });

  it("pages exactly: hasMore from one extra row, total counted", async () => {
    const first = await h.call(getInvitedUser, { pageIndex: 1, pageSize: 1 }, { as: a });
    expect(first).toMatchObject({ total: 2, hasMore: true });
    expect((first.rows as { _id: string }[]).map((r) => r._id)).toEqual([c.uid]);
    const second = await h.call(getInvitedUser, { pageIndex: 2, pageSize: 1 }, { as: a });
    expect(second).toMatchObject({ total: 2, hasMore: false });
    expect((second.rows as { _id: string }[]).map((r) => r._id)).toEqual([b.uid]);
  });

  it("sorts and filters by the allowed fields only", async () => {
    const asc = await h.call(getInvitedUser, { sortRule: [{ name: "invite_time", type: "asc" }] }, { as: a });
    expect((asc.rows as { _id: string }[]).map((r) => r._id)).toEqual([b.uid, c.uid]);
    const bees = await h.call(
      getInvitedUser,
      { formData: { nickname: "bE" }, columns: [{ key: "nickname", mode: "%%" }] },
      { as: a },
    );
    expect(bees).toMatchObject({ total: 1, rows: [{ _id: b.uid }] });
    expect(
      await h.call(getInvitedUser, { sortRule: [{ name: "username", type: "asc" }] }, { as: a }),
    ).toMatchObject({ code: -1, msg: "Cannot filter or sort by “Username”" });
    expect(
      await h.call(getInvitedUser, { formData: { email: "x" }, columns: [{ key: "email" }] }, { as: a }),
    ).toMatchObject({ code: -1 });
  });

  it("sorts by upstream's `_add_time` as the upstream client sends it: the registration time", async () => {
    const ids = async (name: string, type: "asc" | "desc") => {
      const body = await h.call(getInvitedUser, { sortRule: [{ name, type }] }, { as: a });
      expect(body.code).toBe(0);
      return (body.rows as { _id: string }[]).map((r) => r._id);
    };
    for (const type of ["asc", "desc"] as const) {
      expect(await ids("_add_time", type)).toEqual(await ids("register_date", type));
    }
    expect(new Set(await ids("_add_time", "desc"))).toEqual(new Set([b.uid, c.uid]));
  });

  it("shows another user's invitees to no one else", async () => {
    expect(await h.call(getInvitedUser, {}, { as: b })).toMatchObject({
      total: 1,
      rows: [{ _id: d.uid }],
    });
    expect(await h.call(getInvitedUser, {}, { as: d })).toMatchObject({
      total: 0,
      rows: [],
      hasMore: false,
    });
  });

  it("rejects a page size over the limit and needs a token", async () => {
    expect((await h.call(getInvitedUser, { pageSize: 501 }, { as: a })).code).toBe(-1);
    expect((await h.call(getInvitedUser, {})).code).toBe(30204);
  });
});
