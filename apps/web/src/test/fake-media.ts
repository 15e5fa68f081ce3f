import { vi } from "vitest";

/** One drawImage call on a canvas: the source rectangle and the target size. */
export interface DrawCall {
  source: { x: number; y: number; width: number; height: number };
  target: { width: number; height: number };
}

/**
 * happy-dom lays nothing out, decodes no image from a blob: URL and has no canvas. Where the crop flow needs
 * them this gives what a browser would: every element measures `box` pixels, images are
 * `natural.width` × `natural.height` and load once their `src` property is set, and a 2D canvas records
 * what is drawn on it and encodes to a small JPEG-typed blob. Restored after the test (restoreMocks).
 */
export function fakeMedia(natural = { width: 800, height: 600 }, box = { width: 300, height: 300 }) {
  const draws: DrawCall[] = [];
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockReturnValue({
    x: 0,
    y: 0,
    left: 0,
    top: 0,
    right: box.width,
    bottom: box.height,
    width: box.width,
    height: box.height,
    toJSON: () => ({}),
  } as DOMRect);
  vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(natural.width);
  vi.spyOn(HTMLImageElement.prototype, "naturalHeight", "get").mockReturnValue(natural.height);
  const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, "src");
  vi.spyOn(HTMLImageElement.prototype, "src", "set").mockImplementation(function (
    this: HTMLImageElement,
    value,
  ) {
    src?.set?.call(this, value);
    setTimeout(() => this.dispatchEvent(new Event("load")), 0);
  });
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(function (this: HTMLCanvasElement) {
    return {
      fillStyle: "",
      imageSmoothingQuality: "low",
      fillRect: () => {},
      drawImage: (_image: unknown, x: number, y: number, width: number, height: number) =>
        draws.push({ source: { x, y, width, height }, target: { width: this.width, height: this.height } }),
    } as unknown as CanvasRenderingContext2D;
  } as unknown as typeof HTMLCanvasElement.prototype.getContext);
  vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation((callback, type) => {
    setTimeout(() => callback(new Blob(["\xff\xd8 cropped"], { type: type ?? "image/png" })), 0);
  });
  return { draws };
}
