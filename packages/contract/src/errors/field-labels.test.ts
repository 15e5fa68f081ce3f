import { describe, expect, it } from "vitest";
import { z } from "zod";
import { LOCALES } from "../i18n/texts.js";
import { CONTRACTS } from "../routes/index.js";
import { passwordField, text } from "../schemas/fields.js";
import { validate } from "../schemas/issues.js";
import { jsonObject } from "../schemas/json.js";
import { FIELD_LABELS, fieldLabel } from "./field-labels.js";

/** The top-level input fields of a contract, read from its JSON Schema. */
function inputFields(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { unrepresentable: "any", io: "input" }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(json.properties ?? {});
}

describe("field labels", () => {
  it("name every input field of every contract, in every locale", () => {
    const missing = Object.values(CONTRACTS).flatMap((contract) =>
      inputFields(contract.input)
        .filter((field) => LOCALES.some((locale) => fieldLabel(field, locale) === undefined))
        .map((field) => `${contract.path}: ${field}`),
    );
    expect(missing).toEqual([]);
  });

  it("are never a wire name in a Chinese label", () => {
    for (const [key, labels] of Object.entries(FIELD_LABELS)) {
      expect(labels["zh-Hans"], key).not.toMatch(/[a-z]{2,}/);
      expect(labels["zh-Hant"], key).not.toMatch(/[a-z]{2,}/);
    }
  });

  it("read a nested path without its indexes", () => {
    expect(fieldLabel("sortRule.0.name", "zh-Hans")).toBe("排序字段");
    expect(fieldLabel("social_info.city", "en")).toBeUndefined();
  });
});

describe("validation messages", () => {
  const schema = z.object({
    password: passwordField,
    nickname: text(4).optional(),
    social_info: jsonObject({ maxDepth: 2, maxBytes: 64 }).optional(),
  });
  const say = (data: unknown, locale: (typeof LOCALES)[number]) => {
    const result = validate(schema, data, locale);
    return result.ok ? undefined : result.problem;
  };

  it("say a field by its label, whole, in the request's language", () => {
    expect(say({}, "zh-Hans")).toEqual({ key: "password", message: "密码不可为空" });
    expect(say({}, "zh-Hant")).toEqual({ key: "password", message: "密碼不可為空" });
    expect(say({}, "en")).toEqual({ key: "password", message: "Password is required" });
    expect(say({ password: "x", nickname: "toolong" }, "zh-Hans")?.message).toBe("昵称长度不能超过4");
    expect(say({ password: "x", nickname: [1] }, "en")?.message).toBe("Nickname must be a string");
  });

  it("say a nested field without a label of its own by its top-level field", () => {
    expect(say({ password: "x", social_info: { city: "Pa\u0000ris" } }, "zh-Hans")).toEqual({
      key: "social_info.city",
      message: "社交信息不能包含空字符（\\0）",
    });
    expect(say({ password: "x", social_info: { a: { b: { c: 1 } } } }, "en")).toEqual({
      key: "social_info.a.b",
      message: "Social info must not be nested more than 2 levels deep",
    });
    expect(say({ password: "x", social_info: { a: "x".repeat(100) } }, "en")?.message).toBe(
      "Social info must be at most 64 bytes",
    );
  });

  it("use a whole sentence without a name for a field the catalogue does not know", () => {
    const unnamed = z.object({ zz_unknown: z.string() });
    const result = validate(unnamed, {}, "zh-Hans");
    expect(result.ok ? undefined : result.problem).toEqual({ key: "zz_unknown", message: "缺少必填的参数" });
  });

  it("refuse NUL in the shared text builders before any other rule", () => {
    expect(say({ password: "a\u0000b" }, "en")).toEqual({
      key: "password",
      message: "Password must not contain NUL characters",
    });
  });
});
