import { fileGetList } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileHarness, type FileHarness, png } from "../../../test/files.js";

let h: FileHarness;
beforeAll(async () => {
  h = await createFileHarness("local", undefined);
});
afterAll(() => h.closeAll());

describe("file/kh/getList", () => {
  it("pages the caller's own records, newest first, with temporary URLs; never others' or pending targets", async () => {
    const [owner, other] = [await h.createUser(), await h.createUser()];
    for (const name of ["1.png", "2.png", "3.png"]) {
      expect(await h.uploadFile(owner, name, await png())).toMatchObject({ code: 0 });
      h.clock.advance(1000);
    }
    await h.uploadFile(other, "theirs.png", await png());
    await h.call("file/kh/getUploadTarget", { name: "pending.png", size: 10 }, { as: owner });
    const page = await h.call(fileGetList, { pageIndex: 1, pageSize: 2 }, { as: owner });
    expect(page).toMatchObject({
      code: 0,
      total: 3,
      hasMore: true,
      pagination: { pageIndex: 1, pageSize: 2 },
    });
    const rows = page.rows as { name: string; url: string; user_id: string }[];
    expect(rows.map((r) => r.name)).toEqual(["3.png", "2.png"]);
    expect(rows[0]!.url).toMatch(/^\/files\/download\//);
    expect((await fetch(h.absolute(rows[0]!.url))).status).toBe(200);
    const second = await h.call(fileGetList, { pageIndex: 2, pageSize: 2 }, { as: owner });
    expect((second.rows as { name: string }[]).map((r) => r.name)).toEqual(["1.png"]);
    expect(second.hasMore).toBe(false);
    const filtered = await h.call(
      fileGetList,
      { formData: { name: "2.png" }, columns: [{ key: "name", mode: "=" }] },
      { as: owner },
    );
    expect(filtered.total).toBe(1);
    expect(
      await h.call(fileGetList, { sortRule: [{ name: "user_id", type: "asc" }] }, { as: owner }),
    ).toMatchObject({
      code: -1,
    });
    expect((await h.call(fileGetList, {}, { as: other })).total).toBe(1);
    expect((await h.callRaw(fileGetList, {})).body.code).toBe(30204);
  });
});
