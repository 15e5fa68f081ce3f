import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** A storage driver named in code: its class, as an import, a type or an `instanceof`. */
const DRIVER = /\b(?<!Async)(?:LocalStorage|S3Storage)\b/;

/** The storage folder, relative to the server's sources. */
const STORAGE_DIR = "providers/storage/";

/** Every source module of the server outside the storage folder (tests left out). */
function modulesOutsideStorage(): string[] {
  return (fs.readdirSync(src, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .filter((file) => !file.startsWith(STORAGE_DIR))
    .sort();
}

// What a store can do is on the storage interface (ObjectStorage, its `served` capability for the stores
// whose bytes go through Roster): code outside the storage folder never asks which driver it has.
describe("storage drivers", () => {
  it("recognises a driver named in code, and not Node's AsyncLocalStorage", () => {
    expect(DRIVER.test("if (storage instanceof LocalStorage) return;")).toBe(true);
    expect(DRIVER.test('import { S3Storage } from "./s3.js";')).toBe(true);
    expect(DRIVER.test("const current = new AsyncLocalStorage<CallRecord>();")).toBe(false);
  });

  it("are named nowhere outside the storage folder", () => {
    const files = modulesOutsideStorage();
    expect(files).toContain("http/file-download.ts");
    const found = files.flatMap((file) =>
      fs
        .readFileSync(path.join(src, file), "utf8")
        .split("\n")
        .flatMap((line, i) => (DRIVER.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
