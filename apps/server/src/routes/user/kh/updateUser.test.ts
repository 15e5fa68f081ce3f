import { updateUser } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("user/kh/updateUser", () => {
  it("updates the given fields and answers the fresh userInfo", async () => {
    const user = await h.createUser({ nickname: "old" });
    const body = updateUser.output.parse(
      await h.call(
        updateUser,
        {
          nickname: "  New Name  ",
          gender: 1,
          avatar: "https://cdn.example.com/a.png",
          social_info: { city: "Paris" },
        },
        { as: user },
      ),
    );
    expect(body.userInfo).toMatchObject({
      nickname: "New Name",
      gender: 1,
      avatar: "https://cdn.example.com/a.png",
      social_info: { city: "Paris" },
    });
    expect(body.needUpdateUserInfo).toBe(true);
  });

  it("leaves fields alone when they are null or empty", async () => {
    const user = await h.createUser({ nickname: "keep", gender: 2 });
    const body = await h.call(updateUser, { nickname: "", gender: null, avatar: null }, { as: user });
    expect(body.userInfo).toMatchObject({ nickname: "keep", gender: 2 });
  });

  it.each([
    [{ gender: 3 }, "gender"],
    [{ gender: "1" }, "gender"],
    [{ nickname: "x".repeat(65) }, "nickname"],
    [{ avatar: "javascript:alert(1)" }, "avatar"],
    [{ avatar: "//evil.example.com/a.png" }, "avatar"],
    // Browsers read `/\host` as `//host` (issue 27): an avatar that loads from another origin.
    [{ avatar: "/\\evil.example.com/a.png" }, "avatar"],
    [{ avatar: "/\t/evil.example.com/a.png" }, "avatar"],
    [{ avatar: "http://cdn.example.com/a.png" }, "avatar"],
    [{ social_info: "text" }, "social_info"],
    [{ social_info: { blob: "x".repeat(5000) } }, "social_info"],
  ])("rejects %j naming %s", async (data, key) => {
    const user = await h.createUser();
    expect(await h.call("user/kh/updateUser", data, { as: user })).toMatchObject({ code: -1, key });
  });
});
