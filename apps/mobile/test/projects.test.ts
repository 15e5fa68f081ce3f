import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const ANDROID_RES = "android/app/src/main/res";

/** The seed's main colour, which the status bar wears. */
const MAIN_COLOUR = "#ff4444";

describe("the Capacitor projects", () => {
  it("wrap the built web client with the seed's status-bar colour", () => {
    const config = JSON.parse(read("capacitor.config.json"));
    expect(config).toMatchObject({ appId: "app.roster.mobile", appName: "Roster", webDir: "www" });
    expect(config.plugins.StatusBar.backgroundColor).toBe(MAIN_COLOUR);
    expect(read(`${ANDROID_RES}/values/colors.xml`).toLowerCase()).toContain(`>${MAIN_COLOUR}<`);
    expect(read(`${ANDROID_RES}/values/styles.xml`)).toContain(
      'name="android:statusBarColor">@color/rosterStatusBar<',
    );
    // The web build the apps load must not register the browser's service worker or pull the bridge eagerly.
    expect(read("../web/src/app/service-worker.ts")).toContain("isNativeShell()");
  });

  it("open the app's own scheme and the public web address's links on Android", () => {
    const manifest = read("android/app/src/main/AndroidManifest.xml");
    const strings = read(`${ANDROID_RES}/values/strings.xml`);
    const scheme = readFileSync(path.join(ROOT, "../web/src/lib/deep-link.ts"), "utf8").match(
      /APP_URL_SCHEME = "([a-z]+)"/,
    )?.[1];
    expect(scheme).toBe("roster");
    expect(strings).toContain(`<string name="custom_url_scheme">${scheme}</string>`);
    expect(manifest).toContain('<data android:scheme="@string/custom_url_scheme" />');
    expect(manifest).toMatch(
      /<intent-filter android:autoVerify="true">[\s\S]*android:scheme="https" android:host="\$\{rosterHost\}"/,
    );
    expect(manifest.match(/android\.intent\.category\.BROWSABLE/g)).toHaveLength(2);
    expect(read("android/app/build.gradle")).toContain(
      'manifestPlaceholders = [rosterHost: project.findProperty("rosterHost")',
    );
    expect(read("android/gradle.properties")).toMatch(/^rosterHost=\S+$/m);
  });

  it("open the same links on iOS (URL scheme and associated domains)", () => {
    const plist = read("ios/App/App/Info.plist");
    expect(plist).toMatch(/<key>CFBundleURLSchemes<\/key>\s*<array>\s*<string>roster<\/string>/);
    expect(read("ios/App/App/App.entitlements")).toContain("<string>applinks:$(ROSTER_HOST)</string>");
    const project = read("ios/App/App.xcodeproj/project.pbxproj");
    expect(project.match(/CODE_SIGN_ENTITLEMENTS = App\/App\.entitlements;/g)).toHaveLength(2);
    expect(project.match(/ROSTER_HOST = \S+;/g)).toHaveLength(2);
  });

  it("carry Roster's icon and splash at every size the templates ship, not Capacitor's defaults", async () => {
    const files = [
      ...pngs(path.join(ROOT, ANDROID_RES)),
      ...pngs(path.join(ROOT, "ios/App/App/Assets.xcassets")),
    ];
    expect(files.length).toBeGreaterThanOrEqual(30);
    for (const file of files) {
      const name = path.basename(file);
      const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number): [number, number, number] => {
        const i = (Math.floor(y) * info.width + Math.floor(x)) * info.channels;
        return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
      };
      if (name.startsWith("splash")) {
        expect(at(2, 2), name).toEqual([255, 255, 255]);
        const [r, g, b] = at(info.width / 2 - Math.min(info.width, info.height) * 0.1, info.height / 2);
        expect(r > 200 && g < 140 && b < 140, `${name}: red icon in the middle`).toBe(true);
      } else if (name !== "ic_launcher_foreground.png") {
        const [r, g, b] = at(info.width / 2, info.height * 0.95);
        expect(r > 200 && g < 120 && b < 120, `${name}: red icon`).toBe(true);
      }
    }
  });

  it("pass `cap doctor` for Android (Xcode exists only on macOS)", () => {
    // Doctor wants the web assets folder; before `npm run build -w @roster/mobile` it holds a placeholder.
    const www = path.join(ROOT, "www");
    const placeholder = !existsSync(path.join(www, "index.html"));
    if (placeholder) {
      mkdirSync(www, { recursive: true });
      writeFileSync(path.join(www, "index.html"), "<!doctype html><title>Roster</title>");
    }
    const cap = path.join(ROOT, "scripts/cap.mjs");
    // As after a build: the web assets copied into the project (git ignores the copies).
    const sync = spawnSync(process.execPath, [cap, "sync", "android"], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 80_000,
    });
    expect(sync.status, `${sync.stdout}${sync.stderr}`).toBe(0);
    const result = spawnSync(process.execPath, [cap, "doctor", "android"], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 80_000,
    });
    if (placeholder) rmSync(www, { recursive: true, force: true });
    const output = `${result.stdout}${result.stderr}`;
    expect(output, output).toContain("Android looking great");
    expect(output).toMatch(/@capacitor\/cli: 8\./);
  }, 90_000);

  it("refuse to build the apps without the server's address", () => {
    const result = spawnSync(process.execPath, [path.join(ROOT, "scripts/build.mjs")], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, ROSTER_API_BASE: "" },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Set ROSTER_API_BASE");
  });
});

function* pngs(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* pngs(file);
    else if (name.endsWith(".png")) yield file;
  }
}
