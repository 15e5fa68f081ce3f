import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalStorage, type UploadRefused } from "./local.js";

let root: string;
let storage: LocalStorage;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "roster-local-"));
  storage = new LocalStorage(
    root,
    Buffer.alloc(32, 7),
    { now: () => Date.now(), at: () => () => {} },
    "http://127.0.0.1",
  );
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

const policy = (key: string) => ({
  key,
  contentType: "image/png",
  minBytes: 0,
  maxBytes: 1 << 20,
  expiresAt: 0,
});

describe("LocalStorage", () => {
  it("keeps the first of racing uploads of one key, and its type reads whole all along", async () => {
    for (let round = 0; round < 5; round++) {
      const key = `race/${round}.png`;
      let reading = true;
      const heads: Promise<unknown>[] = [];
      const reader = (async () => {
        while (reading) {
          heads.push(storage.head(key));
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          storage.writeUpload(policy(key), Readable.from([Buffer.alloc(1000 + i, i)])),
        ),
      );
      reading = false;
      await reader;
      const stored = results.filter((r) => r.status === "fulfilled");
      expect(stored).toHaveLength(1);
      for (const r of results)
        if (r.status === "rejected") expect((r.reason as UploadRefused).status).toBe(409);
      // A head during the race is nothing yet or the winner's, never a half-written type.
      for (const head of await Promise.allSettled(heads)) expect(head.status).toBe("fulfilled");
      const size = (stored[0] as PromiseFulfilledResult<number>).value;
      expect(await storage.head(key)).toEqual({ size, contentType: "image/png" });
      expect((await storage.read(key, 1 << 20))?.length).toBe(size);
    }
    expect(await fs.readdir(path.join(root, "tmp"))).toEqual([]);
  });
});
