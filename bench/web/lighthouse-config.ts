import defaultConfig from "lighthouse/core/config/default-config.js";
import PageTrace from "./page-trace-gatherer.js";

/**
 * Lighthouse's default configuration (mobile), its trace gathered without the categories that
 * only DevTools reads (bench/web/page-trace-gatherer.ts). Loaded by the Lighthouse command line
 * with `--config-path` under tsx (bench/web/lighthouse.ts). Not `extends`: Lighthouse merges an
 * artifact given there into the default's by key and refuses a gatherer class over its name.
 */
export default {
  ...defaultConfig,
  artifacts: defaultConfig.artifacts?.map((artifact) =>
    artifact.id === "Trace" ? { id: "Trace", gatherer: { implementation: PageTrace } } : artifact,
  ),
};
