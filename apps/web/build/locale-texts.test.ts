import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { localeModule } from "./locale-texts";

/** A leaf-format texts file with `body` as its source. */
function textsFile(body: string): string {
  const file = join(mkdtempSync(join(tmpdir(), "locale-texts-")), "texts.ts");
  writeFileSync(file, body);
  return file;
}

const LEAVES = `import type { TextLeaves } from "./texts";
/** A comment. */
export const texts = {
  menu: { title: { en: "Menu", es: "Menú", fr: "Menu", "zh-Hans": "菜单", "zh-Hant": "選單" } },
  retry: { en: "Retry", es: "Reintentar", fr: "Réessayer", "zh-Hans": "重试", "zh-Hant": "重試" },
} satisfies TextLeaves;
`;

describe("the per-locale modules of a leaf-format texts file", () => {
  it("export that language's tree alone, with every key", async () => {
    const file = textsFile(LEAVES);
    expect(await localeModule(file, "es")).toBe(
      'export default {"menu":{"title":"Menú"},"retry":"Reintentar"};\n',
    );
    const chinese = await localeModule(file, "zh-Hant");
    expect(chinese).toContain('"title":"選單"');
    expect(chinese).not.toMatch(/Menú|Menu|菜单/);
  });

  it("refuse a file that imports more than types, exports more than one tree or has a foreign locale", async () => {
    await expect(
      localeModule(textsFile(`import { x } from "./x";\nexport const t = x;\n`), "en"),
    ).rejects.toThrow("may only import types");
    await expect(localeModule(textsFile(`${LEAVES}export const more = {};\n`), "en")).rejects.toThrow(
      "export one tree of texts",
    );
    await expect(
      localeModule(textsFile(`export const t = { a: { hi: { en: "Hi", de: "Hallo" } } };\n`), "en"),
    ).rejects.toThrow("not a locale: a.hi: de");
  });
});
