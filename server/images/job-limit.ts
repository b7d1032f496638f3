import { HttpError } from "../http-error.js";

export const IMAGES_BUSY = "The server is busy with other images. Please try again in a moment.";

/**
 * At most `concurrent` jobs at once across the process (sharp work is CPU- and memory-heavy);
 * up to `queue` more wait their turn in order, and any further one is refused at once (503),
 * so waiting work never grows without bound.
 */
export interface JobLimit {
  /** Runs the job when a slot is free; throws 503 UNAVAILABLE when the queue is full. */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Whether a job offered now would be accepted (running or queued). */
  hasRoom(): boolean;
  readonly active: number;
  readonly waiting: number;
}

export function jobLimit(concurrent: number, queue: number): JobLimit {
  let active = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next job, so `active` never drops and rises again.
    if (next) next();
    else active -= 1;
  };

  return {
    async run(job) {
      if (active >= concurrent) {
        if (waiting.length >= queue) throw new HttpError("UNAVAILABLE", IMAGES_BUSY);
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        active += 1;
      }
      try {
        return await job();
      } finally {
        release();
      }
    },
    hasRoom: () => active < concurrent || waiting.length < queue,
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
