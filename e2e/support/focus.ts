import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * What the focused element is: its tag, role and accessible-ish name, whether a focus ring shows (an
 * outline of 2 px or more, on the control or, for a text input, on the field's box around it), and the
 * ring's contrast against what is behind it: the lowest over the colours there (a gradient has several).
 */
export interface Focused {
  tag: string;
  role: string;
  name: string;
  ring: boolean;
  contrast: number;
  /** Whether something else is drawn over its middle (a fixed bar), or it is outside the window. */
  hidden: boolean;
  /** What is drawn over its middle when hidden (the start of its markup), to say why. */
  cover: string;
}

/** The focused element (null on the body). */
export async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const labelled = el.getAttribute("aria-labelledby");
    const byId = labelled ? document.getElementById(labelled)?.textContent : undefined;
    const label = (el as HTMLInputElement).labels?.[0]?.textContent;
    const name = (el.getAttribute("aria-label") ?? byId ?? label ?? el.textContent ?? "").trim();

    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba | null => {
      const m = css.match(/rgba?\(([^)]+)\)/);
      if (!m?.[1]) return null;
      const [r = 0, g = 0, b = 0, a = 1] = m[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r, g, b, a];
    };
    const over = (top: Rgba, under: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i]! * a + under[i]! * (1 - a)).concat(1) as Rgba;
    };
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const ratio = (x: Rgba, y: Rgba) => {
      const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    /** The colours behind `node`: the nearest opaque background (or gradient), with translucent ones over it. */
    const behind = (node: Element | null): Rgba[] => {
      const translucent: Rgba[] = [];
      let base: Rgba[] = [[255, 255, 255, 1]];
      for (let at = node; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        const stops = [...style.backgroundImage.matchAll(/rgba?\([^)]+\)/g)]
          .map((m) => parse(m[0]))
          .filter((c): c is Rgba => !!c && c[3] >= 0.5);
        if (stops.length > 0) {
          base = stops.map((c) => over(c, [255, 255, 255, 1]));
          break;
        }
        const color = parse(style.backgroundColor);
        if (color && color[3] >= 1) {
          base = [color];
          break;
        }
        if (color && color[3] > 0) translucent.push(color);
      }
      return base.map((b) => translucent.reduceRight((under, top) => over(top, under), b));
    };
    /** The ring of `node`, if it has one: its colour and where it is drawn (inside the box or around it). */
    const ringOf = (node: Element) => {
      const style = getComputedStyle(node);
      if (style.outlineStyle === "none" || Number.parseFloat(style.outlineWidth) < 2) return null;
      const color = parse(style.outlineColor);
      return color && { color, inside: Number.parseFloat(style.outlineOffset) < 0 };
    };
    let owner: Element = el;
    let ring = ringOf(el);
    // A text input's ring is on the field's box (data-field-box) around it.
    if (!ring && (el.tagName === "INPUT" || el.tagName === "TEXTAREA")) {
      const box = el.closest("[data-field-box]");
      if (box) {
        owner = box;
        ring = ringOf(box);
      }
    }
    const contrast = ring
      ? Math.min(...behind(ring.inside ? owner : owner.parentElement).map((bg) => ratio(ring.color, bg)))
      : 0;
    const rect = owner.getBoundingClientRect();
    const [x, y] = [rect.left + rect.width / 2, rect.top + rect.height / 2];
    const top =
      x >= 0 && y >= 0 && x < innerWidth && y < innerHeight ? document.elementFromPoint(x, y) : null;
    return {
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute("role") ?? "",
      name,
      ring: !!ring,
      contrast: Math.round(contrast * 100) / 100,
      hidden: !top || !(owner.contains(top) || top.contains(owner)),
      cover: top ? top.outerHTML.slice(0, 120) : "outside the window",
    };
  });
}

const describeFocus = (now: Focused | null) =>
  now ? `${now.tag}[${now.role}] "${now.name.slice(0, 40)}"` : "(body)";

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches, at most `limit` times; fails with
 * the list of what was focused on the way.
 */
export async function tabTo(page: Page, name: RegExp, options: { back?: boolean; limit?: number } = {}) {
  const seen: string[] = [];
  for (let i = 0; i < (options.limit ?? 40); i++) {
    await page.keyboard.press(options.back ? "Shift+Tab" : "Tab");
    const now = await focused(page);
    seen.push(describeFocus(now));
    if (now && name.test(now.name)) return now;
  }
  // A dialog left open traps the focus: say which.
  const dialogs = await page.locator(".adm-dialog-body").allTextContents();
  throw new Error(
    `Tab never reached ${name}; focused on the way:\n${seen.join("\n")}\nopen dialogs: ${JSON.stringify(dialogs)}`,
  );
}

/** Asserts that the focused control shows a ring of at least 3:1 against what is behind it. */
export function expectRing(now: Focused | null): void {
  expect(now, "nothing is focused").not.toBeNull();
  expect({ control: describeFocus(now), ring: now?.ring }).toEqual({
    control: describeFocus(now),
    ring: true,
  });
  expect(now?.contrast, `ring contrast of ${describeFocus(now)}`).toBeGreaterThanOrEqual(3);
}

/**
 * Tabs through every control of the page, from where the focus is, until the first one comes round again
 * (at most `limit` presses): answers each control that shows no ring, or one under 3:1, or one that the
 * window does not show once focused (under a fixed bar); and a sweep that reached none.
 */
export async function controlsWithoutRing(page: Page, limit = 80): Promise<string[]> {
  const bad: string[] = [];
  let reached = 0;
  await page.evaluate(() => {
    (window as unknown as { ringSeen: WeakSet<Element> }).ringSeen = new WeakSet();
  });
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const again = await page.evaluate(() => {
      const seen = (window as unknown as { ringSeen: WeakSet<Element> }).ringSeen;
      const el = document.activeElement;
      if (!el || seen.has(el)) return true;
      seen.add(el);
      return false;
    });
    if (again) break;
    reached += 1;
    const now = await focused(page);
    if (now && (!now.ring || now.contrast < 3 || now.hidden))
      bad.push(
        `${describeFocus(now)}: ring ${now.ring}, ${now.contrast}:1${now.hidden ? `, hidden under ${now.cover}` : ""}`,
      );
  }
  // A sweep that reached nothing would find nothing wrong.
  if (reached === 0) bad.push("no control reached");
  return bad;
}

/** Waits until the focused element's name matches (focus moved by the app, not by Tab). */
export async function focusLandsOn(page: Page, name: RegExp): Promise<void> {
  await expect.poll(async () => (await focused(page))?.name ?? "", { timeout: 5_000 }).toMatch(name);
}

/** What {@link installFrameHold} puts on the page's window. */
type FrameHold = { __frames?: { hold: boolean; release: () => void } };

/**
 * Lets a test hold the page's animation frames back, as a slow device or a busy machine does: installed
 * before the page's own scripts (the animation library keeps the `requestAnimationFrame` it finds then).
 */
export async function installFrameHold(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const native = window.requestAnimationFrame.bind(window);
    const held: FrameRequestCallback[] = [];
    const w = window as unknown as Required<FrameHold>;
    w.__frames = {
      hold: false,
      release() {
        this.hold = false;
        for (const callback of held.splice(0)) native(callback);
      },
    };
    window.requestAnimationFrame = (callback) => {
      if (!w.__frames.hold) return native(callback);
      held.push(callback);
      return 0;
    };
  });
}

/**
 * Presses the focused control, then Esc as soon as the overlay it opens has the focus, and lets the page
 * draw its next frame only 200 ms later: the overlay is told to close before it has drawn its first frame,
 * as on a slow device. Needs {@link installFrameHold}.
 */
export async function escapeAsItOpens(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const frames = (window as unknown as FrameHold).__frames;
        const opener = document.activeElement as HTMLElement | null;
        if (!frames || !opener) return reject(new Error("no frame hold, or nothing focused"));
        frames.hold = true;
        const watch = new MutationObserver(() => {
          const at = document.activeElement;
          if (!at?.closest(".adm-popup, .adm-center-popup")) return;
          watch.disconnect();
          at.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));
          setTimeout(() => {
            frames.release();
            resolve();
          }, 200);
        });
        watch.observe(document.body, { childList: true, subtree: true, attributes: true });
        opener.click();
      }),
  );
}
