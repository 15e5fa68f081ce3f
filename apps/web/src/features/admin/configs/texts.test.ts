import { LOCALES } from "@roster/contract";
import { describe, expect, it } from "vitest";
import { adminTexts } from "../../../i18n/groups/admin";
import type { TextGroup, TextTree } from "../../../i18n/texts";
import { logEntityTexts } from "./admin-log";
import { appVersionEntityTexts } from "./app-versions";
import { componentEntityTexts } from "./components";
import { menuEntityTexts } from "./menus";
import { permissionEntityTexts } from "./permissions";
import { roleEntityTexts } from "./roles";
import { userEntityTexts } from "./users";

const ENTITIES: TextGroup[] = [
  userEntityTexts,
  roleEntityTexts,
  permissionEntityTexts,
  menuEntityTexts,
  appVersionEntityTexts,
  logEntityTexts,
  componentEntityTexts,
];

/** Every text of a tree under `prefix`, with its key. */
function leaves(tree: TextTree, prefix: string): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}.${key}`, value]] : leaves(value, `${prefix}.${key}`),
  );
}

/** The direct fields of each block (`admin.role.role_id`), as a text in every language. */
function fields(groups: TextGroup[], only?: string): Map<string, string> {
  const said = new Map<string, string>();
  for (const group of groups)
    for (const [block, texts] of Object.entries(group.en.admin as Record<string, TextTree>)) {
      if (typeof texts !== "object" || (only && block !== only)) continue;
      for (const [key] of leaves(texts, `admin.${block}`).filter(([k]) => k.split(".").length === 3)) {
        const path = key.split(".").slice(1);
        const inEvery = LOCALES.map((locale) =>
          path.reduce<unknown>((node, part) => (node as TextTree)[part], group[locale].admin),
        );
        said.set(key, inEvery.join(" | "));
      }
    }
  return said;
}

describe("the entity texts of the admin console", () => {
  it("are each entity's own: every entity config carries a block, under admin.<entity>", () => {
    expect(ENTITIES.map((group) => Object.keys(group.en.admin as TextTree))).toEqual([
      ["user"],
      ["role"],
      ["permission"],
      ["menu"],
      ["appVersion"],
      ["log"],
      ["component"],
    ]);
  });

  it("do not repeat a field another block says: the same text in every language is said once", () => {
    const byText = new Map<string, string[]>();
    for (const [key, texts] of [...fields(ENTITIES), ...fields([adminTexts], "field")])
      byText.set(texts, [...(byText.get(texts) ?? []), key]);
    expect([...byText.values()].filter((keys) => keys.length > 1)).toEqual([]);
  });
});
