import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import WebSocket from "ws";
import { ROOT, startRoster, stop } from "./processes.js";
import { median } from "./stats.js";

// Lighthouse (mobile, its default: a mid-range phone, simulated slow 4G and 4x CPU slowdown) on the built
// web app as the server serves it: the sign-in page signed out, the home page and the profile signed in.
// A single run's performance score moves by several points on a shared machine, so each page is audited
// in several rounds (LIGHTHOUSE_ROUNDS, 5 by default) and the median is the figure. Appends the table to
// bench/RESULTS.md and to bench/NOTES.md (which `npm run bench` copies under its own figures when it
// rewrites RESULTS.md), unless LIGHTHOUSE_RECORD=0 (while trying changes out). Needs `npm run build -w
// @roster/web` first. Not part of `npm test`: `npm run lighthouse -w @roster/bench`.

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const ROUNDS = Number(process.env.LIGHTHOUSE_ROUNDS ?? 5);
const RECORD = process.env.LIGHTHOUSE_RECORD !== "0";
if (!Number.isInteger(ROUNDS) || ROUNDS < 1)
  throw new Error("LIGHTHOUSE_ROUNDS must be a whole number from 1");
const WEB_DIST = path.join(ROOT, "apps/web/dist");
const ADMIN = { username: "lighthouse_admin", password: `Lh_${randomBytes(8).toString("hex")}` };
const PAGES = [
  { name: "login", route: "/pages/login/index", signedIn: false },
  { name: "home", route: "/", signedIn: true },
  { name: "profile", route: "/pages/profile/index", signedIn: true },
] as const;

if (!fs.existsSync(path.join(WEB_DIST, "index.html"))) {
  throw new Error(`No web build in ${WEB_DIST}: run \`npm run build -w @roster/web\` first.`);
}

/** Signs the admin in through the router; the token and user as the web app keeps them. */
async function signIn(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/router/user/pub/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const body = (await res.json()) as {
    code: number;
    vk_uni_token?: { token: string; tokenExpired: number };
    userInfo?: unknown;
  };
  if (body.code !== 0 || !body.vk_uni_token) throw new Error(`login: ${JSON.stringify(body)}`);
  return {
    uni_id_token: body.vk_uni_token.token,
    uni_id_token_expired: String(body.vk_uni_token.tokenExpired),
    uni_id_user_info: JSON.stringify(body.userInfo ?? {}),
  };
}

/**
 * Prepares the browser's storage for the origin over the DevTools protocol: no service worker and no
 * cache left from the previous run (every run a first visit), localStorage holding `storage` only.
 * Lighthouse then runs with its own storage reset off, so that the token stays.
 */
async function prepareStorage(port: number, origin: string, storage: Record<string, string>): Promise<void> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{
    type: string;
    webSocketDebuggerUrl: string;
  }>;
  const target = targets.find((t) => t.type === "page");
  if (!target) throw new Error("Chromium has no page to prepare");
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  let id = 0;
  const send = (method: string, params: Record<string, unknown>) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const mine = ++id;
      const onMessage = (raw: WebSocket.RawData) => {
        const message = JSON.parse(raw.toString()) as {
          id?: number;
          result?: Record<string, unknown>;
          error?: unknown;
        };
        if (message.id !== mine) return;
        socket.off("message", onMessage);
        if (message.error) reject(new Error(`${method}: ${JSON.stringify(message.error)}`));
        else resolve(message.result ?? {});
      };
      socket.on("message", onMessage);
      socket.send(JSON.stringify({ id: mine, method, params }));
    });
  try {
    // A same-origin page that runs none of the app: the health check.
    await send("Page.navigate", { url: `${origin}/healthz` });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
    await send("Network.clearBrowserCache", {});
    const script = `(() => { localStorage.clear(); const s = ${JSON.stringify(storage)};
      for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v); return localStorage.length; })()`;
    const result = await send("Runtime.evaluate", { expression: script, returnByValue: true });
    const stored = (result.result as { value?: number } | undefined)?.value;
    if (stored !== Object.keys(storage).length)
      throw new Error(`localStorage not prepared: ${JSON.stringify(result)}`);
    await send("Page.navigate", { url: "about:blank" });
  } finally {
    socket.close();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "roster-lighthouse-"));
const { url, child } = await startRoster(dataDir, {
  HOST: "127.0.0.1",
  DATABASE_URL: "",
  REDIS_URL: "",
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  WEB_DIST,
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
});
/** One audit of one page: its scores, its metrics (ms; CLS unitless) and the accessibility audits it failed. */
type Audit = {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  failed: string[];
};
const audits = new Map<string, Audit[]>(PAGES.map((page) => [page.name, []]));
try {
  const session = await signIn(url);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const page of PAGES) {
      const audit = async () => {
        await prepareStorage(chrome.port, url, page.signedIn ? session : {});
        const result = await lighthouse(
          `${url}/#${page.route}`,
          {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility"],
          },
          { extends: "lighthouse:default", settings: { disableStorageReset: true } },
        );
        if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${page.route}`);
        return result.lhr;
      };
      // Lighthouse sometimes loses the trace of a load on this shared machine (NO_NAVSTART): once more.
      let lhr = await audit();
      if (lhr.runtimeError?.code === "NO_NAVSTART") lhr = await audit();
      if (lhr.runtimeError) throw new Error(`${page.route}: ${lhr.runtimeError.message}`);
      // The whole report, to read what holds a score down: LIGHTHOUSE_REPORT_DIR=/tmp/lh (one folder a round).
      const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
      if (reportDir) {
        fs.mkdirSync(path.join(reportDir, String(round)), { recursive: true });
        fs.writeFileSync(path.join(reportDir, String(round), `${page.name}.json`), JSON.stringify(lhr));
      }
      // A signed-in page must not have ended on the sign-in page.
      if (page.signedIn && lhr.finalDisplayedUrl.includes("/pages/login/")) {
        throw new Error(`${page.route} ended on ${lhr.finalDisplayedUrl}: the session was not used`);
      }
      const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
      const result: Audit = {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        fcp: ms("first-contentful-paint"),
        lcp: ms("largest-contentful-paint"),
        tbt: ms("total-blocking-time"),
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
        // The accessibility audits that failed, by id (what to fix for a score under 100).
        failed: (lhr.categories.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
          .map((ref) => ref.id),
      };
      audits.get(page.name)?.push(result);
      console.log(
        `round ${round}, ${page.name}: performance ${result.performance}, accessibility ${result.accessibility} ` +
          `(FCP ${result.fcp} / LCP ${result.lcp} / TBT ${result.tbt} ms)`,
      );
    }
  }
} finally {
  chrome.kill();
  await stop(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const version = JSON.parse(
  fs.readFileSync(path.join(ROOT, "node_modules/lighthouse/package.json"), "utf8"),
).version;
const range = (values: number[]) => `${Math.min(...values)}-${Math.max(...values)}`;
const row = (name: string, route: string, runs: Audit[]) => {
  const failed = [...new Set(runs.flatMap((run) => run.failed))].join(", ") || "none";
  const metrics = [runs.map((r) => r.fcp), runs.map((r) => r.lcp), runs.map((r) => r.tbt)]
    .map(range)
    .join(" / ");
  const cls = Math.max(...runs.map((r) => r.cls)).toFixed(3);
  return `| ${name} | \`${route}\` | **${median(runs.map((r) => r.performance))}** (${runs.map((r) => r.performance).join(", ")}) | ${Math.min(...runs.map((r) => r.accessibility))} | ${failed} | ${metrics} / ${cls} |`;
};
const report = `
## Lighthouse, mobile (${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC)

\`npm run build -w @roster/web && npm run lighthouse -w @roster/bench\`: Lighthouse ${version}, its default mobile
settings (simulated slow 4G, 4x CPU slowdown), Debian's Chromium headless, the built app served by the server in
production mode. Each page a first visit (no cache, no service worker); home and profile signed in (token in
localStorage before the run). ${ROUNDS} rounds: performance is the median (every round's score in brackets),
accessibility the lowest, the metrics their range over the rounds (CLS the largest).

| page | route | performance | accessibility | failed accessibility audits | FCP / LCP / TBT ms / CLS |
|---|---|---|---:|---|---|
${PAGES.map((page) => row(page.name, page.route, audits.get(page.name) ?? [])).join("\n")}
`;
if (RECORD) {
  fs.appendFileSync(path.join(ROOT, "bench/RESULTS.md"), report);
  fs.appendFileSync(path.join(ROOT, "bench/NOTES.md"), report);
}
console.log(report);
