import { ADMIN_PATHS } from "../../lib/admin-paths";
import type { GlyphName } from "../menu/MenuIcon";

/** One section of the console: its page, title and hint (text keys) and glyph. */
export interface ConsoleSection {
  id: string;
  path: string;
  label: string;
  hint: string;
  glyph: GlyphName;
  tint: string;
}

/** The console's sections, in the order the navigation shows them. */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  {
    id: "users",
    path: ADMIN_PATHS.users,
    label: "admin.users",
    hint: "admin.hints.users",
    glyph: "users",
    tint: "#ff4444",
  },
  {
    id: "roles",
    path: ADMIN_PATHS.roles,
    label: "admin.roles",
    hint: "admin.hints.roles",
    glyph: "shield",
    tint: "#2f80ed",
  },
  {
    id: "permissions",
    path: ADMIN_PATHS.permissions,
    label: "admin.permissions",
    hint: "admin.hints.permissions",
    glyph: "key",
    tint: "#ff8a00",
  },
  {
    id: "menus",
    path: ADMIN_PATHS.menus,
    label: "admin.menus",
    hint: "admin.hints.menus",
    glyph: "menu",
    tint: "#16a37f",
  },
  {
    id: "app-versions",
    path: ADMIN_PATHS.appVersions,
    label: "admin.appVersions",
    hint: "admin.hints.appVersions",
    glyph: "smartphone",
    tint: "#8e44ad",
  },
  {
    id: "admin-log",
    path: ADMIN_PATHS.adminLog,
    label: "admin.adminLog",
    hint: "admin.hints.adminLog",
    glyph: "clock",
    tint: "#5b6b7a",
  },
  {
    id: "components",
    path: ADMIN_PATHS.components,
    label: "admin.components",
    hint: "admin.hints.components",
    glyph: "grid",
    tint: "#00a3bf",
  },
  {
    id: "lucky-draw",
    path: ADMIN_PATHS.luckyDraw,
    label: "luckyDraw.admin.activities",
    hint: "luckyDraw.admin.activitiesHint",
    glyph: "star",
    tint: "#e67e22",
  },
  {
    id: "lucky-draw-winners",
    path: ADMIN_PATHS.luckyDrawWinners,
    label: "luckyDraw.admin.winners",
    hint: "luckyDraw.admin.winnersHint",
    glyph: "box",
    tint: "#c0392b",
  },
];
