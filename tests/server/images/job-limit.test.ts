import { describe, expect, it } from "vitest";
import { HttpError } from "../../../server/http-error.js";
import { IMAGES_BUSY, jobLimit } from "../../../server/images/job-limit.js";

/** A job that runs until the test lets it finish. */
function gate() {
  let open = () => {};
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, job: () => done };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("jobLimit: image work at most N at once, a bounded queue, then 503", () => {
  it("runs at most `concurrent` jobs, queues `queue` more in order, refuses the next", async () => {
    const limit = jobLimit(2, 1);
    const [a, b, c] = [gate(), gate(), gate()];
    const started: string[] = [];
    const track = (name: string, g: ReturnType<typeof gate>) => () => {
      started.push(name);
      return g.job();
    };
    const runs = [limit.run(track("a", a)), limit.run(track("b", b)), limit.run(track("c", c))];
    await tick();
    expect(started).toEqual(["a", "b"]);
    expect([limit.active, limit.waiting, limit.hasRoom()]).toEqual([2, 1, false]);

    const refused = await limit.run(async () => "never").catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, code: "UNAVAILABLE", message: IMAGES_BUSY });

    a.open();
    await tick();
    expect(started).toEqual(["a", "b", "c"]);
    expect([limit.active, limit.waiting, limit.hasRoom()]).toEqual([2, 0, true]);
    b.open();
    c.open();
    await Promise.all(runs);
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
  });

  it("frees the slot when a job fails", async () => {
    const limit = jobLimit(1, 0);
    await expect(limit.run(() => Promise.reject(new Error("bad image")))).rejects.toThrow("bad image");
    expect(await limit.run(async () => "next")).toBe("next");
    expect(limit.active).toBe(0);
  });
});
