import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
/** WCAG 2.1 A and AA, plus axe's best practices (one h1, landmarks, named controls). */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

interface Violation {
  id: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** axe-core's violations on the page as it is now, one line per failing element. */
export async function violations(page: Page): Promise<string[]> {
  // Judge the page at rest: no toast fading, no page loading.
  await page.locator(".adm-toast-mask").waitFor({ state: "detached" });
  await page.locator(".route-progress").waitFor({ state: "detached" });
  await page.waitForTimeout(300);
  // Evaluated through the debugging protocol: the app's CSP (script-src 'self') refuses an injected tag.
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (c: Document, o: unknown) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(document, { runOnly: { type: "tag", values: tags } })).violations;
  }, TAGS);
  return (found as Violation[]).flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id} ${n.target.join(" ")}: ${(n.failureSummary ?? "").split("\n")[1]?.trim() ?? ""}`,
    ),
  );
}
