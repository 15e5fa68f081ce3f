import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/** Where a route's policy may be derived from its path: the router and the contract's `define.ts` (+ test). */
const ALLOWED = [
  "apps/server/src/router/",
  "packages/contract/src/routes/define.ts",
  "packages/contract/src/routes/define.test.ts",
];

/** Source text that decides a route's policy from its path instead of reading the contract. */
const PATH_POLICY: readonly RegExp[] = [
  // path.startsWith("admin/"), but not a MIME type's family (type.startsWith("image/"))
  /startsWith\(\s*["'`](?!(?:image|video|audio|text|application|font|multipart)\/)[A-Za-z0-9_-]+\//,
  /["']\/(?:kh|sys|pub)\/["']/, // includes("/sys/")
  /\\\/(?:kh|sys|pub)\\\//, // /^user\/kh\/bind/
  /\b(?:USER_INFO_ROUTES|ENCRYPTED_ROUTE_PATTERNS|isAuditedPath|adminLogTitle)\b/,
  /\b(?:mustEncrypt|routeClassOf|classify)\(/,
];

/** The path-policy patterns that `text` contains, as the source it matched. */
function findPathPolicy(text: string): string[] {
  return PATH_POLICY.flatMap((re) => {
    const match = re.exec(text);
    return match ? [match[0]] : [];
  });
}

function sources(dir: string): string[] {
  return (fs.readdirSync(path.join(repo, dir), { recursive: true }) as string[])
    .map((file) => `${dir}/${file.split(path.sep).join("/")}`)
    .filter((file) => /\.(ts|tsx)$/.test(file) && !file.includes("node_modules"));
}

describe("no path patterns decide policy outside the router", () => {
  it("recognises the patterns it guards against", () => {
    expect(findPathPolicy('if (path.startsWith("admin/")) deny();')).toHaveLength(1);
    expect(findPathPolicy('wrapped.includes("/sys/")')).toHaveLength(1);
    expect(findPathPolicy("const USER = [/^user\\/kh\\/bind/];")).toHaveLength(1);
    expect(findPathPolicy("if (mustEncrypt(url)) encrypt();")).toHaveLength(1);
    expect(findPathPolicy('call("user/kh/getMyUserInfo"); url.startsWith("/")')).toEqual([]);
    expect(findPathPolicy('file.type.startsWith("image/") || type.startsWith("application/")')).toEqual([]);
  });

  it("finds none in the server, the contract package or the web app", () => {
    const found = ["apps/server/src", "packages/contract/src", "apps/web/src"]
      .flatMap(sources)
      .filter((file) => !ALLOWED.some((allowed) => file.startsWith(allowed)))
      .flatMap((file) =>
        findPathPolicy(fs.readFileSync(path.join(repo, file), "utf8")).map((hit) => `${file}: ${hit}`),
      );
    expect(found).toEqual([]);
  });
});
