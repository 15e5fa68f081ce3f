#!/usr/bin/env node
// Draws the apps' launcher icons and splash screens from the web app's icon (apps/web/public/icons/icon.svg):
// `npm run assets -w @roster/mobile`. Every PNG the Capacitor templates ship is redrawn at its own size, so the
// projects keep exactly the files (and densities) Android Studio and Xcode expect.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const MOBILE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ICON = readFileSync(path.join(MOBILE_ROOT, "../web/public/icons/icon.svg"), "utf8");

const defs = ICON.match(/<defs>.*<\/defs>/s)?.[0] ?? "";
const glyph = [...ICON.matchAll(/<g fill="#fff"[^>]*>.*?<\/g>/gs)].map((m) => m[0]).join("");
if (!defs || !glyph) throw new Error("icon.svg changed shape: update scripts/assets.mjs");

/** The square, full-bleed icon (iOS masks the corners itself; Android's legacy and round icons). */
const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${defs}<rect width="48" height="48" fill="url(#g)"/>${glyph}</svg>`;
/** The adaptive icon's foreground: the glyph alone inside the 66/108 safe zone, on transparent. */
const foreground = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-11 -11 70 70">${glyph}</svg>`;
/** A round icon: the square one in a circle. */
const round = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${defs}<circle cx="24" cy="24" r="24" fill="url(#g)"/><g transform="translate(2.4 2.4) scale(.9)">${glyph}</g></svg>`;

const png = (svg, size) =>
  sharp(Buffer.from(svg), { density: 72 * Math.ceil(size / 48) })
    .resize(size, size)
    .png();

/** White splash with the icon in the middle (28% of the short side). */
async function splash(width, height) {
  const side = Math.round(Math.min(width, height) * 0.28);
  const icon = await png(ICON, side).toBuffer();
  return sharp({ create: { width, height, channels: 4, background: "#ffffff" } })
    .composite([{ input: icon, left: Math.round((width - side) / 2), top: Math.round((height - side) / 2) }])
    .png();
}

function* pngs(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* pngs(file);
    else if (name.endsWith(".png")) yield file;
  }
}

const sizeOf = (file) => {
  const head = readFileSync(file);
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
};

let count = 0;
for (const root of ["android/app/src/main/res", "ios/App/App/Assets.xcassets"]) {
  for (const file of pngs(path.join(MOBILE_ROOT, root))) {
    const { width, height } = sizeOf(file);
    const name = path.basename(file);
    const image = name.startsWith("splash")
      ? await splash(width, height)
      : name === "ic_launcher_foreground.png"
        ? png(foreground, width)
        : name === "ic_launcher_round.png"
          ? png(round, width)
          : png(square, width);
    writeFileSync(file, await image.toBuffer());
    count++;
  }
}
console.log(`drew ${count} icons and splash screens`);
