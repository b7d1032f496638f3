/** How long the app waits at most for the largest content's paint (a hidden tab reports none). */
export const PAINT_WAIT_MS = 1000;

/**
 * Runs `then` once the browser has reported the page's largest content painted so far (a
 * `largest-contentful-paint` entry), or after `PAINT_WAIT_MS`, or at once where the browser
 * reports no such entry.
 */
export function afterLargestPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) {
    then();
    return;
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  const observer = new PerformanceObserver(start);
  observer.observe({ type: "largest-contentful-paint", buffered: true });
  const timer = setTimeout(start, PAINT_WAIT_MS);
}
