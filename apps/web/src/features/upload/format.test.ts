import { describe, expect, it } from "vitest";
import { changeLocale } from "../../i18n";
import { formatBytes } from "./format";

describe("a file size for people", () => {
  it("is said in the viewer's language: its decimal sign and its units", async () => {
    const sizes = [950, 12.3 * 1024, 4.5 * 1024 * 1024, 1024 * 1024, 250 * 1024 * 1024, 2.25 * 1024 ** 3];
    expect(sizes.map((size) => formatBytes(size, "en"))).toEqual([
      "950 B",
      "12.3 KB",
      "4.5 MB",
      "1 MB",
      "250 MB",
      "2.3 GB",
    ]);
    // Each language's units are in its start-up texts, loaded with it.
    await changeLocale("fr");
    expect(sizes.map((size) => formatBytes(size, "fr"))).toEqual([
      "950 o",
      "12,3 Ko",
      "4,5 Mo",
      "1 Mo",
      "250 Mo",
      "2,3 Go",
    ]);
    await changeLocale("es");
    expect(formatBytes(4.5 * 1024 * 1024, "es")).toBe("4,5 MB");
    await changeLocale("en");
  });
});
