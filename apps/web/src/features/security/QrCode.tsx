import { create } from "qrcode";
import { useMemo } from "react";

/** Modules of light margin around the code (the quiet zone a scanner needs: four, ISO/IEC 18004). */
const QUIET = 4;

/**
 * The SVG path of `text`'s QR code: one unit square per dark module, drawn in the browser (the secret it
 * holds never leaves the page for an image service).
 */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  let path = "";
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col} ${row}h1v1h-1z`;
    }
  }
  return { size: modules.size, path };
}

/** `value` as a QR code, black on white whatever the page's colours, named by `label` for screen readers. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => qrPath(value), [value]);
  const box = size + QUIET * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-QUIET} ${-QUIET} ${box} ${box}`}
      shapeRendering="crispEdges"
      data-testid="totp-qr"
    >
      <rect x={-QUIET} y={-QUIET} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
