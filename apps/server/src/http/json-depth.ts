/**
 * Whether a JSON text nests arrays and objects deeper than `maxDepth`, read in one pass without parsing
 * (brackets inside strings do not count). The body parser asks this first, so that a body of a million
 * `[` never becomes a million nested arrays for the next walker to trip over.
 */
export function jsonNestingExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
