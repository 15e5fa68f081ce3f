import { adminPermissionGetList } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogOf, expectAdminOnly, seedPermissions } from "../../../../../test/admin-fixtures.js";
import { createHarness, type Harness, type TestUser } from "../../../../../test/harness.js";

const PATH = "admin/system/permission/sys/getList";
let h: Harness;
let admin: TestUser;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.createUser({ roles: ["admin"] });
  await seedPermissions(h, [
    { permission_id: "b-read", url: ["*/get*", "*/find*"], match_mode: 1, curd_category: 4, level: 1 },
    { permission_id: "a-delete", url: ["*/delete"], match_mode: 1, curd_category: 2, level: 3 },
    { permission_id: "c-off", url: ["x"], enable: 0 },
  ]);
});
afterAll(() => h.close());

describe(PATH, () => {
  it("lists permissions with url as a list, by sort then id", async () => {
    const body = adminPermissionGetList.output.parse(await h.call(adminPermissionGetList, {}, { as: admin }));
    expect(body.rows.map((r) => r.permission_id)).toEqual(["a-delete", "b-read", "c-off"]);
    expect(body.rows[1]).toMatchObject({
      url: ["*/get*", "*/find*"],
      match_mode: 1,
      curd_category: 4,
      level: 1,
      enable: true,
    });
    expect(body.rows[2]).toMatchObject({ enable: false, parent_id: null });
  });

  it("filters by category, level range and url text", async () => {
    const ids = async (formData: Record<string, unknown>, columns: unknown[]) =>
      (
        (await h.call(PATH, { formData, columns }, { as: admin })).rows as {
          permission_id: string;
        }[]
      ).map((r) => r.permission_id);
    expect(await ids({ curd_category: 4 }, [{ key: "curd_category" }])).toEqual(["b-read"]);
    expect(await ids({ level: [2, 4] }, [{ key: "level", mode: "[]" }])).toEqual(["a-delete"]);
    expect(await ids({ url: "/FIND" }, [{ key: "url", mode: "%%" }])).toEqual(["b-read"]);
    expect(await ids({ enable: 0 }, [{ key: "enable" }])).toEqual(["c-off"]);
  });

  it("is a read for admins only", async () => {
    await expectAdminOnly(h, PATH, {});
    expect(await adminLogOf(h, PATH)).toHaveLength(0);
  });
});
