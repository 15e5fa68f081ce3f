import type { Plugin } from "vite";

/** The component library's style sheets: each component's own, loaded with it (many on first use). */
const LIBRARY_CSS = /\/node_modules\/antd-mobile\/.+\.css(\?.*)?$/;

/** The cascade layer the library's rules are put in. */
export const LIBRARY_LAYER = "antd-mobile";

/** A style sheet's text inside the library's cascade layer. */
export const inLibraryLayer = (css: string): string => `@layer ${LIBRARY_LAYER} {\n${css}\n}\n`;

/**
 * Puts antd-mobile's style sheets in a cascade layer of their own, below the app's (unlayered) styles.
 * The library's sheets load with their components, a sheet's or a dialog's when it first opens, so they
 * often come after the page's: with equal specificity they won, whatever the app said (a centred sheet
 * was pushed back to the bottom by `.adm-popup-body-position-bottom`, every `.adm-button` lost its focus
 * ring to `.adm-button:focus { outline: none }`). In a layer, the app's rules win however the files load.
 */
export function libraryLayer(): Plugin {
  return {
    name: "roster-library-layer",
    enforce: "pre",
    transform(code, id) {
      if (!LIBRARY_CSS.test(id.replaceAll("\\", "/"))) return undefined;
      return { code: inLibraryLayer(code), map: null };
    },
  };
}
