import { afterEach, describe, expect, it, vi } from "vitest";
import { importInSteps } from "../../../src/lib/yield-to-main.js";

/**
 * The after-paint code is imported in steps (src/main.tsx): each step's modules are evaluated in
 * a task of their own, and the browser gets the main thread back between them.
 */
describe("importInSteps", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("yields to the browser after each step, in order, then runs the last import and hands back its module", async () => {
    const ran: string[] = [];
    vi.stubGlobal("scheduler", {
      yield: async () => {
        ran.push("yield");
      },
    });
    const step = (name: string) => async () => {
      ran.push(name);
    };
    const module = await importInSteps([step("a"), step("b"), step("c")], async () => {
      ran.push("last");
      return { started: true };
    });
    expect(module).toEqual({ started: true });
    expect(ran).toEqual(["a", "yield", "b", "yield", "c", "yield", "last"]);
  });

  it("stops at a step that fails, without the last import", async () => {
    const last = vi.fn(async () => ({}));
    await expect(
      importInSteps(
        [
          async () => {
            throw new Error("offline");
          },
        ],
        last,
      ),
    ).rejects.toThrow("offline");
    expect(last).not.toHaveBeenCalled();
  });
});
