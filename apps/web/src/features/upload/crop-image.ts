/** A rectangle of an image in its own pixels (react-easy-crop's `croppedAreaPixels`). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Options of {@link cropToBlob}. */
export interface CropOptions {
  /** Longest side of the result in pixels; a smaller crop keeps its own size. */
  maxSide?: number;
  type?: string;
  quality?: number;
}

/** Loads `src` (an object URL of a chosen file) into an image element, rejecting when it cannot be read. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("The image could not be read"));
    image.src = src;
  });
}

/**
 * Draws `area` of `image` on a canvas, scaled so that its longest side is at most `maxSide` (1024 by
 * default: the server makes 512 and 128 pixel avatars from it), on white (JPEG has no transparency), and
 * encodes it: JPEG at 0.92 by default, which every browser can write.
 */
export function cropToBlob(
  image: CanvasImageSource,
  area: PixelArea,
  options: CropOptions = {},
): Promise<Blob> {
  const maxSide = options.maxSide ?? 1024;
  const scale = Math.min(1, maxSide / Math.max(area.width, area.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new Error("This browser cannot draw images"));
  context.fillStyle = "#fff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = "high";
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The image could not be encoded"))),
      options.type ?? "image/jpeg",
      options.quality ?? 0.92,
    );
  });
}
