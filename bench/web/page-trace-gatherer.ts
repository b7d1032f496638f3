import Trace from "lighthouse/core/gather/gatherers/trace.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";

/**
 * Lighthouse's trace without the two categories it records only for DevTools' Performance panel
 * (its source says so: "Not used by Lighthouse"). They copy the full text of every script the page
 * compiles into the trace, on the page's main thread, in a task of 7–24 ms of CPU at 1× on `/`
 * that the page does not have untraced (docs/decisions.md, "How bench:web counts the page's work").
 */
const FOR_DEVTOOLS_ONLY = new Set([
  "disabled-by-default-devtools.v8-source-rundown-sources",
  "disabled-by-default-devtools.v8-source-rundown",
]);

type Context = Parameters<Trace["startSensitiveInstrumentation"]>[0];

export default class PageTrace extends Trace {
  static override getDefaultTraceCategories(): string[] {
    return Trace.getDefaultTraceCategories().filter((c) => !FOR_DEVTOOLS_ONLY.has(c));
  }

  // Lighthouse's own start, with these categories (it names its class, not `this`, for them).
  override async startSensitiveInstrumentation({ driver, gatherMode, settings }: Context): Promise<void> {
    const categories = PageTrace.getDefaultTraceCategories().concat(settings.additionalTraceCategories || []);
    await driver.defaultSession.sendCommand("Page.enable");
    await driver.defaultSession.sendCommand("Tracing.start", {
      categories: categories.join(","),
      options: "sampling-frequency=10000",
    });
    if (gatherMode === "timespan")
      await driver.defaultSession.sendCommand("Tracing.recordClockSyncMarker", {
        syncId: TraceProcessor.TIMESPAN_MARKER_ID,
      });
  }
}
