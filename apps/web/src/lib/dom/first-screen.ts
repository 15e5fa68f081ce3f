/**
 * The first screen: the first page the router renders, once the browser has painted it. Work that the
 * first screen does not need (the daily sign-in renewal, the request encryption's code, the push
 * connection) waits for it, so that it does not compete with the page for the network and the main
 * thread. Not the browser's first contentful paint: that is index.html's start screen (the logo), painted
 * before any of the app's code has arrived.
 */

let state: "loading" | "rendered" | "painted" = "loading";
const waiting = new Set<() => void>();

/** Runs `then` after the browser's next paint (a frame, then a task). */
function afterNextPaint(then: () => void): void {
  if (typeof requestAnimationFrame === "function") requestAnimationFrame(() => setTimeout(then, 0));
  else setTimeout(then, 0);
}

/** The router has rendered its first page: called once by RouterView; later calls do nothing. */
export function markFirstScreen(): void {
  if (state !== "loading") return;
  state = "rendered";
  afterNextPaint(() => {
    state = "painted";
    for (const done of [...waiting]) done();
  });
}

/** Resolves once the first page is painted, or after `limitMs` at the latest (a page stuck loading). */
export function afterFirstScreen(limitMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    if (state === "painted") {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      waiting.delete(done);
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    waiting.add(done);
  });
}

/** Resolves at the browser's next idle moment, or after `timeoutMs` at the latest (busy, or no idle callbacks). */
export function whenIdle(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === "function")
      requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}
