import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { build, defineConfig, type UserConfig } from "vite";
import { ADMIN_CONSOLE, clientContracts } from "./build/client-contracts";
import { firstPagePreload } from "./build/first-page-preload";
import { LANDING_PAGES, FIRST_PAGE_MODULES as PAGE } from "./build/landing-pages";
import { libraryLayer } from "./build/library-layer";
import { localeTexts } from "./build/locale-texts";
import { moduleChunks } from "./build/module-chunks";
import {
  type BuildPlan,
  capturePlan,
  entriesByModule,
  type FirstPages,
  familyChunk,
} from "./build/page-families";
import { precompress } from "./build/precompress";
import { swPrecache } from "./build/sw-precache";

const server = "http://127.0.0.1:3000";

/**
 * Modules that most pages share (React, the router, the request layer, forms, layout, i18n, the
 * contract's validators) go into one `app` chunk. Left to itself the bundler splits them into a dozen
 * small shared chunks as soon as many lazy pages import them, and every extra file costs the first page
 * its own request and gzip overhead (4.5 kB of the sign-in page: 152.2 kB in 22 files before, 147.7 kB after).
 */
function chunkOf(id: string, loadedBy?: ReadonlyMap<string, ReadonlySet<string>>): string | undefined {
  const file = id.replaceAll("\\", "/");
  if (SOCIAL_BUTTONS.test(file)) return "social";
  if (FORM_CHECKS.test(file)) return "form-checks";
  if (LAZY.some((re) => re.test(file))) return undefined;
  if (SHARED.some((re) => re.test(file))) return "app";
  // The second pass: the first pages' shared modules by family (build/page-families.ts).
  return loadedBy && familyChunk(loadedBy.get(id), FIRST_PAGES);
}

/** A file of the web package, by its path relative to the package. */
const web = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The pages people open first, whose shared modules are grouped by family (build/page-families.ts). */
const FIRST_PAGES: FirstPages = {
  start: web("src/main.tsx"),
  signIn: web(PAGE.login),
  signedOut: [web(PAGE.register), web(PAGE.forgotPassword)],
  signedIn: { [web(PAGE.home)]: "home", [web(PAGE.profile)]: "profile", [web(PAGE.files)]: "files" },
};

/**
 * The chunk groups of the build: the chunks above first, then the families of the first pages. A group
 * takes the modules it names with their dependencies, so the chunk that more pages load chooses first
 * (`app` before `sign-in` and `signed-in`, those before a page's own), or a page's group would carry
 * off modules that other pages need.
 */
function chunkGroups(plan: BuildPlan) {
  const loadedBy = entriesByModule(plan);
  // Each group asks for every module: the chunk of a module is worked out once.
  const chosen = new Map<string, string | undefined>();
  const chunk = (id: string) => {
    if (!chosen.has(id)) chosen.set(id, chunkOf(id, loadedBy));
    return chosen.get(id);
  };
  return [
    ["social", "form-checks", "app"],
    ["sign-in", "signed-in"],
    Object.values(FIRST_PAGES.signedIn).map((page) => `${page}-shared`),
  ].map((names, i) => ({
    debugName: names.join(", "),
    name: (id: string) => {
      const name = chunk(id);
      return name && names.includes(name) ? name : null;
    },
    priority: 10 - i,
  }));
}

const SHARED = [
  /\/node_modules\/(react|react-dom|scheduler|react-router|zustand|use-sync-external-store)\//,
  /\/node_modules\/antd-mobile\/es\/components\/(button|dot-loading)\//,
  /\/apps\/web\/src\/(app|store|i18n|features\/form|lib\/request|lib\/navigation)\//,
  // app-address: the invite links need it too; left to the `social` group, it took that whole chunk (6.6 kB)
  // into the profile's and the registration's first loads.
  /\/apps\/web\/src\/lib\/(storage|session|device|debounce|app-address)\.ts$/,
  /\/packages\/contract\/src\/(validators|limits|messages)\//,
];

/**
 * The sign-in page's provider buttons and everything they need, in one file loaded after the page: split
 * by the bundler into eight small files, their names alone grew the sign-in page's preload lists.
 */
const SOCIAL_BUTTONS =
  /\/src\/(features\/social\/(SocialButtons|ProviderIcon|providers|api|start-oauth|authorize-url|pending-oauth|use-social-methods|social\.module)\.|i18n\/groups\/social\.)/;

/**
 * The forms' submit and field checks with their messages, in one file: once several lazy pages import
 * them, the bundler splits them into three, which costs the sign-in page 0.4 kB.
 */
const FORM_CHECKS =
  /\/(apps\/web\/src\/(features\/form\/(use-submit|validation)|i18n\/groups\/validation)|packages\/contract\/src\/errors\/validation)\./;

/** Modules loaded on demand (and what only they use) stay out of the shared chunk. */
const LAZY = [
  /\/src\/i18n\/groups\//,
  // The start-up texts of every language but English (bundled): each loaded when first chosen.
  /\/src\/i18n\/start-up-texts\.ts\?locale=(?!en$)/,
  /\/src\/features\/form\/(use-submit|validation|account-rules|NewPasswordField|server-errors)\./,
  // The password policy and its common-password list: only the forms that set a password load them.
  /\/packages\/contract\/src\/validators\/(password-policy|common-password)/,
  /\/packages\/contract\/src\/errors\/account-rule-errors\./,
  /\/src\/lib\/request\/(encryption|overlays|local-token-error)\./,
  /\/src\/lib\/daily-login\./,
  // The phone apps' bridge (and Capacitor's plugins): loaded only inside the apps.
  /\/src\/app\/native-bridge\./,
  /\/node_modules\/@capacitor\//,
];

/** Set in the first of the build's two passes, which only finds which entries load each module. */
const PLANNING = "ROSTER_WEB_CHUNK_PLANNING";

/** The first pass: the build with the bundler's own chunks, kept in memory, read for its plan. */
async function planBuild(mode: string): Promise<BuildPlan> {
  let plan: BuildPlan | undefined;
  process.env[PLANNING] = "1";
  try {
    await build({
      root: fileURLToPath(new URL(".", import.meta.url)),
      configFile: fileURLToPath(import.meta.url),
      mode,
      logLevel: "silent",
      build: { write: false },
      plugins: [capturePlan((found) => (plan = found))],
    });
  } finally {
    delete process.env[PLANNING];
  }
  if (!plan) throw new Error("The web build's first pass gave no chunks");
  return plan;
}

/** The web client: hash routing at base `/`, the router backend proxied in development. */
export default defineConfig(async ({ command, mode }): Promise<UserConfig> => {
  const planning = process.env[PLANNING] === "1";
  const plan = command === "build" && !planning ? await planBuild(mode) : undefined;
  return {
    base: "/",
    // swPrecache writes the built files' list into dist/sw.js (before precompress compresses it).
    // Route contracts reach the browser without their zod schemas, except in the admin console (its forms
    // are checked with them): see build/client-contracts.ts. The first pass writes nothing.
    plugins: [
      react(),
      // The component library's styles in a cascade layer under the app's: see build/library-layer.ts.
      libraryLayer(),
      // The start-up texts, written once in every language, served one language per module.
      localeTexts(),
      clientContracts({ keepSchemasFor: ADMIN_CONSOLE }),
      ...(planning ? [] : [firstPagePreload(LANDING_PAGES), swPrecache(), moduleChunks(), precompress()]),
    ],
    // "/files": uploads, signed downloads and avatars of the local storage driver.
    server: {
      proxy: { "/router": server, "/files": server, "/healthz": server, "/ws": { target: server, ws: true } },
    },
    preview: {
      proxy: { "/router": server, "/files": server, "/healthz": server, "/ws": { target: server, ws: true } },
    },
    build: {
      outDir: "dist",
      target: "es2022",
      manifest: !planning,
      // Every browser the build targets (ES2022) knows <link rel="modulepreload">: no polyfill (0.4 kB gzip
      // of every first load). Where it is missing the links are ignored and chunks load on import.
      modulePreload: { polyfill: false },
      sourcemap: false,
      rollupOptions: {
        // Imported constants are inlined where they are read (the error codes by name of
        // @roster/contract/errors/codes become their numbers, and the module no chunk at all).
        optimization: { inlineConst: { mode: "all", pass: 1 } },
        output: plan
          ? { codeSplitting: { groups: chunkGroups(plan) } }
          : { manualChunks: (id) => chunkOf(id) },
      },
    },
  };
});
