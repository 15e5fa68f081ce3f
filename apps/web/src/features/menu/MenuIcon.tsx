import { isLinkUrl } from "@roster/contract/validators/link-url";
import type { ReactNode } from "react";
import { ICON_PATHS, LineIcon } from "../layout/icons";
import styles from "./menu.module.css";

// Line icons on a 24 px grid (stroke 2, round caps), in the style of Feather (MIT). Those the layout
// already draws are reused; the others stay here so that the sign-in page never carries them.
const GLYPHS = {
  settings: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 1 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06A1.65 1.65 0 0 0 4.68 15a1.65 1.65 0 0 0-1.51-1H3a2 2 0 1 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06A1.65 1.65 0 0 0 9 4.68a1.65 1.65 0 0 0 1-1.51V3a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06A1.65 1.65 0 0 0 19.4 9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z" />
    </>
  ),
  users: ICON_PATHS.users,
  user: ICON_PATHS.user,
  shield: ICON_PATHS.shield,
  key: (
    <path d="M21 2l-2 2m-7.61 7.61a5.5 5.5 0 1 1-7.78 7.78 5.5 5.5 0 0 1 7.78-7.78zm0 0L15.5 7.5m0 0l3 3L22 7l-3-3m-3.5 3.5L19 4" />
  ),
  menu: <path d="M3 12h18M3 6h18M3 18h18" />,
  list: <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />,
  grid: (
    <>
      <rect x="3" y="3" width="7" height="7" />
      <rect x="14" y="3" width="7" height="7" />
      <rect x="14" y="14" width="7" height="7" />
      <rect x="3" y="14" width="7" height="7" />
    </>
  ),
  file: (
    <>
      <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
      <path d="M14 2v6h6M16 13H8M16 17H8M10 9H8" />
    </>
  ),
  folder: <path d="M22 19a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h5l2 3h9a2 2 0 0 1 2 2z" />,
  chart: <path d="M18 20V10M12 20V4M6 20v-6" />,
  calendar: (
    <>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </>
  ),
  briefcase: (
    <>
      <rect x="2" y="7" width="20" height="14" rx="2" />
      <path d="M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />
    </>
  ),
  bell: <path d="M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9M13.73 21a2 2 0 0 1-3.46 0" />,
  mail: (
    <>
      <path d="M4 4h16c1.1 0 2 .9 2 2v12c0 1.1-.9 2-2 2H4c-1.1 0-2-.9-2-2V6c0-1.1.9-2 2-2z" />
      <path d="M22 6l-10 7L2 6" />
    </>
  ),
  box: (
    <>
      <path d="M21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73l7 4a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16z" />
      <path d="M3.27 6.96L12 12.01l8.73-5.05M12 22.08V12" />
    </>
  ),
  clock: ICON_PATHS.clock,
  home: ICON_PATHS.home,
  link: (
    <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
  ),
  smartphone: (
    <>
      <rect x="5" y="2" width="14" height="20" rx="2" />
      <path d="M12 18h.01" />
    </>
  ),
  star: <path d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z" />,
} satisfies Record<string, ReactNode>;

/** The name of a built-in menu glyph. */
export type GlyphName = keyof typeof GLYPHS;

// Upstream menus name element-ui / vk icons ("el-icon-s-tools", "vk-icon-user"): the common ones map here.
const ALIASES: Record<string, GlyphName> = {
  tools: "settings",
  setting: "settings",
  system: "settings",
  custom: "user",
  peoples: "users",
  team: "users",
  lock: "key",
  permission: "key",
  order: "list",
  operation: "list",
  data: "chart",
  "data-analysis": "chart",
  document: "file",
  date: "calendar",
  goods: "box",
  message: "mail",
  phone: "smartphone",
  "mobile-phone": "smartphone",
  "home-page": "home",
  "s-home": "home",
};

/** The glyph a menu's icon text names, if any ("users", "el-icon-s-tools", "vk-icon-user"...). */
export function glyphOf(icon: string): GlyphName | undefined {
  const name = icon
    .trim()
    .toLowerCase()
    .replace(/^(el-icon-|vk-icon-|icon-|uni-icon-)/, "");
  const bare = name.replace(/^s-/, "");
  for (const candidate of [name, bare]) {
    if (Object.hasOwn(GLYPHS, candidate)) return candidate as GlyphName;
    if (Object.hasOwn(ALIASES, candidate)) return ALIASES[candidate];
  }
  return undefined;
}

/** A line glyph in the current text colour. */
export function Glyph({ name, size = 22 }: { name: GlyphName; size?: number }) {
  return <LineIcon size={size}>{GLYPHS[name]}</LineIcon>;
}

/**
 * An icon is drawn as a picture only from where every other picture of Roster may come: an `https:` address
 * or a path on Roster's own origin (the contract's one rule, which refuses `//host` and `/\host`), or an
 * inline image.
 */
export const isImageIcon = (icon: string) => {
  const value = icon.trim();
  return /^data:image\//i.test(value) || isLinkUrl(value);
};

/**
 * A menu entry's icon: an image when `icon` is an address, a built-in glyph when it names one, the text
 * itself when it is a short symbol (an emoji), else the entry's first letter.
 */
export function MenuIcon({ icon, name, size = 22 }: { icon: string; name: string; size?: number }) {
  if (isImageIcon(icon))
    return <img className={styles.iconImage} src={icon.trim()} alt="" width={size} height={size} />;
  const glyph = glyphOf(icon);
  if (glyph) return <Glyph name={glyph} size={size} />;
  const symbol = [...icon.trim()];
  const text =
    symbol.length > 0 && symbol.length <= 2 ? icon.trim() : ([...name.trim()][0] ?? "?").toUpperCase();
  return (
    <span className={styles.iconText} aria-hidden="true">
      {text}
    </span>
  );
}
