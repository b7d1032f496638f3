/**
 * The schemas a screen of tutorials reads its answers with, for a route's `firstLoadSteps`
 * (src/lib/first-route.ts): zod builds a schema when its module runs, and the tutorial schemas with
 * the user schemas they use, evaluated with the screen's code, made Find Tutors' longest task (15 ms
 * of CPU at 1× on a slow host, 60 ms at a phone's 4×: docs/benchmarks.md).
 */
export const TUTORIAL_SCHEMA_STEPS = [
  () => import("../../../contract/user.js"),
  () => import("../../../contract/tutorial.js"),
] as const;
