import type { Plugin } from "vite";

/**
 * Chunks for the pages people open first. Left to itself the bundler gives every set of lazy pages that
 * shares a module a chunk of its own: with about forty lazy pages, home needed 20 script files and the
 * profile 34, most under 1 kB. Each file is a request of its own before the first paint (six at a time
 * over HTTP/1.1 on a slow phone connection), and a `<link rel="modulepreload">` that the page inserts
 * when it starts loading: 22 of them cost home 35 ms of main thread on a fast machine.
 *
 * Which entries load each module is read off a first build (`planBuild`): a module's imports in the
 * source overstate what the bundle loads, since a library's index re-exports every component and
 * tree-shaking keeps only those used. Then, for the modules that two or more entries load:
 *
 * - loaded by the sign-in page and a signed-in page: into the `app` chunk, which the sign-in page loads
 *   anyway (its download does not grow);
 * - by the sign-in page and another signed-out page (register, forgot password): one `sign-in` chunk;
 * - by two signed-in pages (home, profile, my files) and no signed-out one: one `signed-in` chunk;
 * - by one of the first pages and other pages only: one chunk per page (`profile-shared`, ...).
 *
 * Any other sharing (only by the other pages, or by register and the profile) is left to the bundler.
 */

export type FirstPages = {
  /** The start-up entry: what it loads is in the start-up chunks already. */
  start: string;
  /** The sign-in page, whose download must not grow. */
  signIn: string;
  /** The other pages of the signed-out family. */
  signedOut: readonly string[];
  /** The pages of the signed-in family, by their short name. */
  signedIn: Readonly<Record<string, string>>;
};

/**
 * What a first build produced: the chunk of each module, the chunks each chunk imports statically and
 * the entries (the start-up module and every module loaded by `import()`).
 */
export type BuildPlan = {
  chunkOfModule: ReadonlyMap<string, string>;
  importsOfChunk: ReadonlyMap<string, readonly string[]>;
  entries: ReadonlySet<string>;
};

/** The output chunks of a build, as Rolldown gives them. */
type OutputChunk = {
  type: "chunk";
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
};

export function buildPlan(
  chunks: ReadonlyArray<OutputChunk | { type: "asset" }>,
  isEntry: (id: string) => boolean,
): BuildPlan {
  const chunkOfModule = new Map<string, string>();
  const importsOfChunk = new Map<string, readonly string[]>();
  const entries = new Set<string>();
  for (const chunk of chunks) {
    if (chunk.type !== "chunk") continue;
    importsOfChunk.set(chunk.fileName, chunk.imports);
    for (const id of chunk.moduleIds) {
      chunkOfModule.set(id, chunk.fileName);
      if (isEntry(id)) entries.add(id);
    }
  }
  return { chunkOfModule, importsOfChunk, entries };
}

/** For every module of the plan, the entries whose first load includes it. */
export function entriesByModule(plan: BuildPlan): Map<string, Set<string>> {
  const modulesOfChunk = new Map<string, string[]>();
  for (const [id, file] of plan.chunkOfModule) {
    const list = modulesOfChunk.get(file) ?? [];
    list.push(id);
    modulesOfChunk.set(file, list);
  }
  const loadedBy = new Map<string, Set<string>>();
  for (const entry of plan.entries) {
    const first = plan.chunkOfModule.get(entry);
    if (!first) continue;
    const seen = new Set<string>();
    const stack = [first];
    while (stack.length > 0) {
      const file = stack.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const id of modulesOfChunk.get(file) ?? []) {
        const set = loadedBy.get(id) ?? new Set<string>();
        set.add(entry);
        loadedBy.set(id, set);
      }
      stack.push(...(plan.importsOfChunk.get(file) ?? []));
    }
  }
  return loadedBy;
}

/** The chunk a module goes to by the rules above, or undefined to leave it to the bundler. */
export function familyChunk(entries: ReadonlySet<string> | undefined, pages: FirstPages): string | undefined {
  if (!entries || entries.size < 2 || entries.has(pages.start)) return undefined;
  const signedOut = [pages.signIn, ...pages.signedOut].filter((page) => entries.has(page));
  const signedIn = Object.keys(pages.signedIn).filter((page) => entries.has(page));
  const bySignIn = entries.has(pages.signIn);
  if (bySignIn && signedIn.length > 0) return "app";
  if (bySignIn && signedOut.length > 1) return "sign-in";
  if (signedOut.length > 0) return undefined;
  if (signedIn.length > 1) return "signed-in";
  if (signedIn.length === 1) return `${pages.signedIn[signedIn[0] as string]}-shared`;
  return undefined;
}

/** Keeps the chunks of a build (`build.write: false`) as its plan. */
export function capturePlan(onPlan: (plan: BuildPlan) => void): Plugin {
  return {
    name: "roster-capture-plan",
    apply: "build",
    generateBundle(_options, bundle) {
      const isEntry = (id: string) => {
        const info = this.getModuleInfo(id);
        return Boolean(info && (info.isEntry || info.dynamicImporters.length > 0));
      };
      onPlan(buildPlan(Object.values(bundle) as OutputChunk[], isEntry));
    },
  };
}
