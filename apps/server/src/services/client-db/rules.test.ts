import { describe, expect, it } from "vitest";
import { holds } from "./conditions.js";
import { parseRule, ruleCondition } from "./rules.js";
import { encodeValue } from "./schemas.js";

const fields = new Set(["_id", "user_id", "public"]);
const encode = (field: string, value: string | number | boolean | null) =>
  encodeValue(field === "public" ? "flag" : "id", value) ?? null;
const cond = (source: string, uid: string | null, roles: string[] = []) =>
  ruleCondition(parseRule(source, fields), { uid, roles }, encode);

describe("clientDB permission rules", () => {
  it("parses the schema language and folds what depends on the caller alone", () => {
    expect(cond("auth.uid != null", null)).toEqual({ kind: "const", value: false });
    expect(cond("auth.uid != null", "u1")).toEqual({ kind: "const", value: true });
    expect(cond("'admin' in auth.role", "u1", ["admin"])).toEqual({ kind: "const", value: true });
    expect(cond("'admin' in auth.role", "u1", ["admin-lv1"])).toEqual({ kind: "const", value: false });
    expect(cond("doc.user_id == auth.uid", null)).toEqual({ kind: "const", value: false });
    expect(cond("doc.user_id == auth.uid", "u1")).toEqual({
      kind: "cmp",
      field: "user_id",
      op: "=",
      value: "u1",
    });
    expect(cond("doc.public == true || doc.user_id == auth.uid || 'admin' in auth.role", null)).toEqual({
      kind: "cmp",
      field: "public",
      op: "=",
      value: 1,
    });
    expect(cond("doc.public == true || 'admin' in auth.role", "u1", ["admin"])).toEqual({
      kind: "const",
      value: true,
    });
    expect(cond("!(doc.user_id == auth.uid) && true", "u1")).toEqual({
      kind: "not",
      item: { kind: "cmp", field: "user_id", op: "=", value: "u1" },
    });
    const create = cond("auth.uid != null && doc.user_id == auth.uid", "u1");
    expect(holds(create, { user_id: "u1" })).toBe(true);
    expect(holds(create, { user_id: "u2" })).toBe(false);
  });

  it("refuses at start-up anything outside the language (never evaluated as code)", () => {
    for (const source of [
      "doc.password_hash == auth.uid",
      "auth.token != null",
      "process.exit()",
      "doc.user_id == doc._id",
      "auth.uid == auth.role",
      "auth.uid in auth.role",
      "doc.user_id",
      "(true",
      "true true",
      "a = b",
      "`x`",
      "",
    ]) {
      expect(() => parseRule(source, fields), source).toThrow();
    }
  });
});
