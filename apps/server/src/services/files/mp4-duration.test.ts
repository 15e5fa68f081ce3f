import { describe, expect, it } from "vitest";
import { mp4 } from "../../test/files.js";
import { mp4Duration } from "./mp4-duration.js";

const reader = (bytes: Buffer) => async (start: number, length: number) =>
  bytes.subarray(start, start + length);

describe("mp4Duration", () => {
  it("reads mvhd version 0 and 1, with moov after the media", async () => {
    const v0 = mp4(123_456, 1000);
    expect(await mp4Duration(reader(v0), v0.length)).toBe(123.456);
    const v1 = mp4(2 ** 33, 2 ** 20, 1);
    expect(await mp4Duration(reader(v1), v1.length)).toBe(8192);
  });

  it("follows a 64-bit box size", async () => {
    const big = Buffer.alloc(16 + 8);
    big.writeUInt32BE(1, 0);
    big.write("mdat", 4, "latin1");
    big.writeBigUInt64BE(BigInt(big.length), 8);
    const file = Buffer.concat([big, mp4(1500, 1000).subarray(28 + 72)]);
    expect(await mp4Duration(reader(file), file.length)).toBe(1.5);
  });

  it("answers undefined, never throws, for files without a readable mvhd", async () => {
    for (const bytes of [
      Buffer.alloc(0),
      Buffer.from("not a movie at all"),
      Buffer.from([0, 0, 0, 4, 0x6d, 0x6f, 0x6f, 0x76]),
      mp4(10, 0),
      mp4(10, 1000).subarray(0, 100),
    ]) {
      expect(await mp4Duration(reader(bytes), bytes.length)).toBeUndefined();
    }
  });
});
