/** What the messages bench reports of a set of latencies (ms). */
export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * The nearest-rank percentile of `values` (the smallest value at or above which `p` % of them
 * lie), NaN of none. Sorting is the caller's cost: pass them in any order.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  if (!(p > 0 && p <= 100)) throw new Error(`percentile must be in (0, 100], got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1];
}

export function summarize(values: readonly number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
  };
}
