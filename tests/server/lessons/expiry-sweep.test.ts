import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { lessonExpiryPlugin } from "../../../server/lessons/expiry-sweep.js";

describe("the periodic expiry sweep", () => {
  it("expires with the app's clock while the app runs, and stops when it closes", async () => {
    const seen: Date[] = [];
    const lessons = {
      expireDue: async (now: Date) => {
        seen.push(now);
        return 0;
      },
    };
    const at = new Date("2030-01-07T00:00:00.000Z");
    const app = Fastify();
    await app.register(lessonExpiryPlugin, {
      lessons,
      clock: () => at,
      everyMs: 10,
    });
    await app.ready();
    await new Promise((r) => setTimeout(r, 60));
    await app.close();
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.every((d) => d === at)).toBe(true);
    const after = seen.length;
    await new Promise((r) => setTimeout(r, 40));
    expect(seen.length).toBe(after);
  });
});
