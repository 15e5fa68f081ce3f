import type { Page } from "playwright-core";

/** A PNG drawn by the browser itself: left half red, right half blue, `width` × `height`. */
export async function drawPng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement("canvas");
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext("2d") as CanvasRenderingContext2D;
      context.fillStyle = "#e02020";
      context.fillRect(0, 0, w / 2, h);
      context.fillStyle = "#2040e0";
      context.fillRect(w / 2, 0, w / 2, h);
      return canvas.toDataURL("image/png");
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.split(",")[1] ?? "", "base64");
}

/** Text bytes of `size`, different for each seed, so that a download can be compared byte for byte. */
export const textBytes = (seed: string, size: number) =>
  Buffer.from(
    Array.from({ length: size }, (_, i) => String.fromCharCode(97 + ((i * 7 + seed.length) % 26))).join(""),
  );
