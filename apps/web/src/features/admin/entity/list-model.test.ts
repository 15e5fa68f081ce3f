import { adminUserGetList } from "@roster/contract/routes";
import { describe, expect, it } from "vitest";
import { firstQuery, listRequest, nextSort, pageCount, pageSizeOf } from "./list-model";
import type { EntityConfig } from "./types";

const config: EntityConfig<{ _id: string }> = {
  id: "things",
  title: "Things",
  entity: "Thing",
  list: adminUserGetList,
  rowName: (row) => row._id,
  columns: [],
  search: [
    { key: "name", label: "Name" },
    { key: "code", label: "Code", mode: "=" },
  ],
  filters: [
    {
      key: "status",
      label: "Status",
      options: [
        { value: 0, label: "on" },
        { value: 1, label: "off" },
      ],
    },
  ],
};

describe("listRequest", () => {
  it("asks for a page without filters when nothing is searched", () => {
    expect(listRequest(config, firstQuery(config))).toEqual({ pageIndex: 1, pageSize: 20 });
  });

  it("searches the chosen field with its mode and applies the filters under their own keys", () => {
    const query = { pageIndex: 3, searchKey: "code", searchText: " AB ", filters: { status: "1" } };
    expect(listRequest(config, query)).toEqual({
      pageIndex: 3,
      pageSize: 20,
      formData: { code: "AB", filter_status: 1 },
      columns: [
        { key: "code", mode: "=" },
        { key: "filter_status", mode: "=", fieldName: "status" },
      ],
    });
  });

  it("ignores unknown filter choices and blank searches", () => {
    const query = { pageIndex: 1, searchKey: "name", searchText: "  ", filters: { status: "9" } };
    expect(listRequest(config, query)).toEqual({ pageIndex: 1, pageSize: 20 });
  });
});

describe("paging", () => {
  it("loads trees whole and counts pages", () => {
    expect(pageSizeOf({ ...config, arrange: (rows) => rows.map((row) => ({ row, depth: 0 })) })).toBe(500);
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});

describe("nextSort", () => {
  it("sorts a new column ascending and toggles the sorted one", () => {
    expect(nextSort(undefined, "role_name")).toEqual({ name: "role_name", type: "asc" });
    expect(nextSort({ name: "role_name", type: "asc" }, "role_name")).toEqual({
      name: "role_name",
      type: "desc",
    });
    expect(nextSort({ name: "role_name", type: "desc" }, "role_name")).toEqual({
      name: "role_name",
      type: "asc",
    });
    expect(nextSort({ name: "role_name", type: "desc" }, "role_id")).toEqual({
      name: "role_id",
      type: "asc",
    });
  });
});
