import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * The service worker is registered only when asked (src/lib/pwa.ts): listening for the install
 * prompt does not register it, and the start-up module decides when its install may begin.
 */
const registerSW = vi.fn((_options: unknown) => async () => {});
vi.mock("virtual:pwa-register", () => ({ registerSW }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.resetModules();
  registerSW.mockClear();
});

describe("the service worker's registration", () => {
  it("is not part of listening for the install prompt; registers when asked", async () => {
    vi.stubEnv("DEV", false);
    vi.stubGlobal("navigator", { ...navigator, serviceWorker: {} });
    const { registerServiceWorker, startPwa } = await import("../../../src/lib/pwa.js");
    startPwa();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(registerSW).not.toHaveBeenCalled();
    registerServiceWorker();
    await vi.waitFor(() => expect(registerSW).toHaveBeenCalledTimes(1));
  });

  it("is skipped in development and where the browser has no service workers", async () => {
    vi.stubGlobal("navigator", { ...navigator, serviceWorker: {} });
    vi.stubEnv("DEV", true);
    (await import("../../../src/lib/pwa.js")).registerServiceWorker();
    vi.resetModules();
    vi.stubEnv("DEV", false);
    vi.stubGlobal("navigator", {});
    (await import("../../../src/lib/pwa.js")).registerServiceWorker();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(registerSW).not.toHaveBeenCalled();
  });
});

describe("the browser's offer to install the app", () => {
  it("is kept from the page's start: an offer made before the app started is shown once it starts", async () => {
    const offer = await import("../../../src/lib/install-offer.js");
    offer.keepInstallOffer();
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: vi.fn(async () => {}),
      userChoice: Promise.resolve({ outcome: "dismissed" as const }),
    });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);

    const pwa = await import("../../../src/lib/pwa.js");
    pwa.startPwa();
    const { result } = renderHook(() => pwa.usePwa());
    expect(result.current.canInstall).toBe(true);
    await act(() => pwa.promptInstall());
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(result.current.canInstall).toBe(false);
  });
});
