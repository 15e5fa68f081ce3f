import { describe, expect, it } from "vitest";
import { z } from "zod";
import { emptyInputIsInput, hasNoKey } from "./route-table.js";

describe("emptyInputIsInput: when a call with no field may skip its schema", () => {
  it("holds for object schemas that parse {} to a bare {}", () => {
    expect(emptyInputIsInput(z.object({}).strict())).toBe(true);
    expect(emptyInputIsInput(z.object({ page: z.number().optional() }))).toBe(true);
  });

  it("does not hold when {} fails, gains fields or is not an object schema", () => {
    expect(emptyInputIsInput(z.object({ name: z.string() }))).toBe(false);
    expect(emptyInputIsInput(z.object({ page: z.number().default(1) }))).toBe(false);
    expect(emptyInputIsInput(z.object({}).transform(() => ({ added: true })))).toBe(false);
    expect(emptyInputIsInput(z.object({}).refine(() => false))).toBe(false);
    expect(emptyInputIsInput(z.union([z.object({}), z.object({ a: z.string() })]))).toBe(false);
    expect(emptyInputIsInput(z.record(z.string(), z.string()))).toBe(false);
  });

  it("hasNoKey sees string and symbol keys", () => {
    expect(hasNoKey({})).toBe(true);
    expect(hasNoKey({ a: undefined })).toBe(false);
    expect(hasNoKey({ [Symbol("s")]: 1 } as Record<string, unknown>)).toBe(false);
  });
});
