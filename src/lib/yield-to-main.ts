/**
 * Start-up runs in pieces no longer than a slow phone can spare without the page feeling stuck
 * (docs/decisions.md, "Speed of the first screen"): between pieces the browser paints and
 * answers input. For the start-up module only (src/main.tsx, src/after-paint.ts): features,
 * routes and libraries do their work when called and leave its timing to it.
 */
interface Scheduler {
  yield?: () => Promise<void>;
}

/** Gives the main thread back to the browser; resumes ahead of other queued work where it can. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `work` once the browser is idle (or after `timeoutMs` at the latest). */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 1);
  return () => clearTimeout(handle);
}

/**
 * Imports `steps` one per task, then `last`. A dynamic import evaluates every module of its graph
 * not yet run in one task; importing parts of that graph first makes it several short tasks.
 */
export async function importInSteps<T>(
  steps: readonly (() => Promise<unknown>)[],
  last: () => Promise<T>,
): Promise<T> {
  for (const step of steps) {
    await step();
    await yieldToMain();
  }
  return last();
}
