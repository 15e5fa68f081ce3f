/** Reads up to `length` bytes at `start` of the object (fewer at its end). */
export type RangeReader = (start: number, length: number) => Promise<Buffer | undefined>;

/** How far the parser walks: top-level boxes, and the size of a `moov` box it reads whole. */
const MAX_TOP_BOXES = 64;
const MAX_MOOV_BYTES = 16 * 1024 * 1024;

/**
 * The duration in seconds (3 decimals) of an MP4 or MOV file, from the `mvhd` box inside `moov`, which may
 * come before or after the media data. Undefined when there is no readable `mvhd`.
 */
export async function mp4Duration(read: RangeReader, size: number): Promise<number | undefined> {
  let offset = 0;
  for (let i = 0; i < MAX_TOP_BOXES && offset + 8 <= size; i++) {
    const header = await read(offset, 16);
    if (!header || header.length < 8) return undefined;
    let boxSize = header.readUInt32BE(0);
    const type = header.toString("latin1", 4, 8);
    let headerSize = 8;
    if (boxSize === 1) {
      if (header.length < 16) return undefined;
      boxSize = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (boxSize === 0) {
      boxSize = size - offset;
    }
    if (boxSize < headerSize) return undefined;
    if (type === "moov") {
      const length = Math.min(boxSize - headerSize, MAX_MOOV_BYTES);
      const moov = await read(offset + headerSize, length);
      return moov ? mvhdDuration(moov) : undefined;
    }
    offset += boxSize;
  }
  return undefined;
}

/** Finds `mvhd` among the children of a `moov` body and reads its duration. */
function mvhdDuration(moov: Buffer): number | undefined {
  let at = 0;
  while (at + 8 <= moov.length) {
    const size = moov.readUInt32BE(at);
    const type = moov.toString("latin1", at + 4, at + 8);
    if (size < 8) return undefined;
    if (type === "mvhd") {
      const body = moov.subarray(at + 8, at + size);
      const version = body[0];
      let timescale: number;
      let duration: number;
      if (version === 1) {
        if (body.length < 32) return undefined;
        timescale = body.readUInt32BE(20);
        duration = Number(body.readBigUInt64BE(24));
      } else {
        if (body.length < 20) return undefined;
        timescale = body.readUInt32BE(12);
        duration = body.readUInt32BE(16);
      }
      if (timescale === 0) return undefined;
      return Math.round((duration / timescale) * 1000) / 1000;
    }
    at += size;
  }
  return undefined;
}
