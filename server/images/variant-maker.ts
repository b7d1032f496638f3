import type { VariantKey } from "../repositories/images-repository.js";
import type { ImageStore, StoredImage } from "./image-store.js";
import type { JobLimit } from "./job-limit.js";
import { variantName } from "./variants.js";

/** The variant, made now, or "busy" when nothing was started. */
export type MadeVariant = StoredImage | "busy";

/**
 * Makes variants when they are first asked for (uploads from before variants and the seed's
 * included), under the process's image JobLimit, shared with uploads. However many requests ask
 * for one at once, it is made once: they wait for the same job. When the limit has no room, no
 * job is started and the caller answers otherwise ("busy"): a burst of requests can queue no more
 * work than uploads can.
 */
export function variantMaker(
  store: ImageStore,
  jobs: JobLimit,
): (key: VariantKey, original: Buffer) => Promise<MadeVariant> {
  const making = new Map<string, Promise<StoredImage>>();
  return async (key, original) => {
    const name = variantName(key);
    const pending = making.get(name);
    if (pending) return pending;
    if (!jobs.hasRoom()) return "busy";
    const job = jobs.run(() => store.makeVariant(key, original)).finally(() => making.delete(name));
    making.set(name, job);
    return job;
  };
}
