/**
 * A host speed index for the benches run in Node: Lighthouse's benchmarkIndex method (the mean
 * of two loops' iterations a second: one building strings, with garbage to collect, one copying
 * arrays, without), run in this process. It reads how fast one core of this host is at that
 * moment, so that a figure is read beside the speed of the hour it was measured in
 * (docs/benchmarks.md, "Machine class"). In Node it is not the number Chromium gives: compare it
 * only with itself.
 */

const LOOP_MS = 500;

function stringLoop(): number {
  const start = performance.now();
  let iterations = 0;
  let length = 0;
  while (performance.now() - start < LOOP_MS) {
    let s = "";
    for (let j = 0; j < 10_000; j++) s += "a";
    length += s.length;
    iterations++;
  }
  // Read, so that the loop is not dropped as dead code.
  if (length === -1) throw new Error("unreachable");
  return iterations / ((performance.now() - start) / 1000);
}

function copyLoop(): number {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < 100_000; i++) a[i] = b[i] = i;
  const start = performance.now();
  let iterations = 0;
  while (iterations % 10 !== 0 || performance.now() - start < LOOP_MS) {
    const from = iterations % 2 === 0 ? a : b;
    const to = iterations % 2 === 0 ? b : a;
    for (let j = 0; j < from.length; j++) to[j] = from[j] ?? 0;
    iterations++;
  }
  return iterations / ((performance.now() - start) / 1000);
}

/** The index now: about one second of one core. Higher is faster. */
export function hostSpeedIndex(): number {
  return Math.round((stringLoop() + copyLoop()) / 2);
}
