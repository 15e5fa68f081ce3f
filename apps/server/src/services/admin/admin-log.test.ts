import { describe, expect, it } from "vitest";
import { adminLogId, withoutSecretKeys } from "./admin-log.js";

describe("admin log helpers", () => {
  it("drops secret keys at any depth", () => {
    expect(
      withoutSecretKeys({
        uid: "u1",
        password: "a",
        newPassword: "b",
        nested: { token: "t", list: [{ oldPassword: "c", keep: 1 }], code: "123456" },
        role_ids: ["x"],
      }),
    ).toEqual({ uid: "u1", nested: { list: [{ keep: 1 }] }, role_ids: ["x"] });
  });

  it("makes ids that sort in the order of writing, also within one millisecond", () => {
    const ids = [adminLogId(1000), adminLogId(1000), adminLogId(1001), adminLogId(1001)];
    expect([...ids].sort()).toEqual(ids);
    expect(ids[0]).toMatch(/^[0-9a-f]{24}$/);
  });
});
