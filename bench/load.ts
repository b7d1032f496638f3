import autocannon from "autocannon";
import { median } from "./median.js";

/** One timed endpoint: requests a second and latency percentiles (ms). */
export type Sample = { rps: number; p50: number; p99: number };

/**
 * Times `url` with autocannon, `connections` at a time for `seconds`, after a 2 s warm-up when
 * `warm` (JIT, plan caches). An endpoint slower than 100 ms a request gets a fixed number of
 * requests instead, so none is cut off mid-flight. Any error or non-2xx answer throws (`label`).
 * `headers` go with every request (a session cookie).
 */
export async function measure(
  url: string,
  label: string,
  warm: boolean,
  {
    seconds,
    connections,
    headers = {},
  }: { seconds: number; connections: number; headers?: Record<string, string> },
): Promise<Sample> {
  const probes: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await (await fetch(url, { headers })).arrayBuffer();
    probes.push(performance.now() - t0);
  }
  const slow = median(probes) > 100;
  const opts = slow
    ? { url, headers, connections, amount: connections * 2, timeout: 600 }
    : { url, headers, connections, duration: seconds, timeout: 30 };
  if (warm && !slow) await autocannon({ ...opts, duration: 2 });
  const t0 = performance.now();
  const r = await autocannon(opts);
  // autocannon rounds its own duration to whole seconds.
  const elapsed = slow ? (performance.now() - t0) / 1000 : r.duration;
  if (r.errors || r.non2xx) throw new Error(`${label}: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
  return { rps: r.requests.total / elapsed, p50: r.latency.p50, p99: r.latency.p99 };
}
