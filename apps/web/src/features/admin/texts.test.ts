import { describe, expect, it } from "vitest";
import type { FeatureTexts } from "../../i18n";
import { inviteTexts } from "../invite/texts";
import { menuTexts } from "../menu/texts";
import { adminTexts } from "./texts";

/** Every key path of a text tree whose leaf is a non-empty string. */
function keys(tree: unknown, prefix = ""): string[] {
  if (typeof tree === "string") return tree.trim() === "" ? [] : [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    keys(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe.each([
  ["admin", adminTexts],
  ["invite", inviteTexts],
  ["menu", menuTexts],
] as Array<[string, FeatureTexts]>)("the %s texts", (_name, texts) => {
  it("have the same keys, none empty, in all three languages", () => {
    const english = keys(texts.en).sort();
    expect(english.length).toBeGreaterThan(0);
    expect(keys(texts["zh-Hans"]).sort()).toEqual(english);
    expect(keys(texts["zh-Hant"]).sort()).toEqual(english);
  });
});
