const paintTimed = () =>
  typeof PerformanceObserver === "function" &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes("paint");

/**
 * Resolves once the page has painted its first content: at once where the browser does not report paints,
 * and after `limitMs` at the latest. Background work started from here (the daily sign-in renewal, the
 * request encryption's code) no longer competes with the first screen for the network and the main thread.
 */
export function afterFirstContentfulPaint(limitMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    if (!paintTimed() || performance.getEntriesByName("first-contentful-paint").length > 0) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) done();
    });
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    observer.observe({ type: "paint", buffered: true });
  });
}
