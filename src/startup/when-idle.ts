/** Runs `work` once the browser is idle (or after `timeoutMs` at the latest). */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 1);
  return () => clearTimeout(handle);
}
