import { adminMenuAdd, adminPermissionAdd } from "@roster/contract/routes";
import { describe, expect, it } from "vitest";
import { buildPayload, contractProblems, initialValues } from "./form-model";
import type { FieldSpec } from "./types";

type Row = Record<string, unknown> & { _id: string };
const FIELDS: FieldSpec<Row>[] = [
  { name: "id", kind: "text", label: "Id", createOnly: true },
  { name: "name", kind: "text", label: "Name" },
  { name: "sort", kind: "number", label: "Sort" },
  { name: "on", kind: "switch", label: "On" },
  {
    name: "mode",
    kind: "select",
    label: "Mode",
    options: [
      { value: 0, label: "exact" },
      { value: 2, label: "regex" },
    ],
  },
  {
    name: "parent",
    kind: "select",
    label: "Parent",
    options: (rows) => [{ value: null, label: "root" }, ...rows.map((r) => ({ value: r._id, label: r._id }))],
  },
  { name: "urls", kind: "lines", label: "Urls" },
  { name: "data", kind: "json", label: "Data" },
  { name: "password", kind: "password", label: "Password", omitWhenEmpty: true },
  { name: "mobile", kind: "text", label: "Mobile", nullWhenEmpty: true },
];

describe("initialValues", () => {
  it("reads a row into form values by kind", () => {
    const row = {
      _id: "r1",
      id: "r1",
      name: "N",
      sort: 3,
      on: true,
      mode: 2,
      parent: null,
      urls: ["a", "b"],
      data: { x: 1 },
    };
    expect(initialValues(FIELDS, row)).toEqual({
      id: "r1",
      name: "N",
      sort: "3",
      on: true,
      mode: "2",
      parent: "",
      urls: "a\nb",
      data: '{\n  "x": 1\n}',
      password: "",
      mobile: "",
    });
  });

  it("starts a new record from the defaults, else empty text and off", () => {
    expect(initialValues(FIELDS, undefined, { mode: "0", on: true })).toMatchObject({
      name: "",
      on: true,
      mode: "0",
    });
  });
});

describe("buildPayload", () => {
  const values = {
    id: "x",
    name: "Name",
    sort: "12",
    on: false,
    mode: "2",
    parent: "p1",
    urls: " a/b \n\n c/* \n",
    data: '{"k": [1]}',
    password: "",
    mobile: "",
  };

  it("converts each field by its kind", () => {
    const { payload, errors } = buildPayload(FIELDS, values, [{ _id: "p1" }], undefined);
    expect(errors).toEqual({});
    expect(payload).toEqual({
      id: "x",
      name: "Name",
      sort: 12,
      on: false,
      mode: 2,
      parent: "p1",
      urls: ["a/b", "c/*"],
      data: { k: [1] },
      mobile: null,
    });
  });

  it("leaves ids out when editing, and empty numbers out always", () => {
    const { payload } = buildPayload(FIELDS, { ...values, sort: "", parent: "" }, [], { _id: "x" });
    expect(payload).not.toHaveProperty("id");
    expect(payload).not.toHaveProperty("sort");
    expect(payload.parent).toBeNull();
  });

  it("reports JSON it cannot read, and sends a non-number as typed for the contract to refuse", () => {
    const { payload, errors } = buildPayload(
      FIELDS,
      { ...values, data: "{oops", sort: "ten" },
      [],
      undefined,
    );
    expect(errors).toEqual({ data: "admin.form.invalidJson" });
    expect(payload.sort).toBe("ten");
  });
});

describe("contractProblems", () => {
  it("names each wrong field by its label, in the language asked", () => {
    const problems = contractProblems(
      adminPermissionAdd,
      { permission_id: "", permission_name: "Read", url: [], match_mode: 0 },
      "en",
      { permission_id: "Permission ID", url: "Route patterns" },
    );
    expect(problems).toEqual({
      permission_id: "Permission ID is required",
      url: expect.stringContaining("Route patterns"),
    });
  });

  it("finds nothing wrong in a valid payload", () => {
    expect(
      contractProblems(adminMenuAdd, { menu_id: "hr", name: "HR", parent_id: null }, "zh-Hans", {}),
    ).toEqual({});
  });
});
