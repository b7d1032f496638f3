import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { SYNC_REGISTER_WAIT_MS } from "../../../../src/features/offline/runtime.js";
import { sendWrite } from "../../../../src/features/offline/send-write.js";
import { OUTBOX_SYNC_TAG } from "../../../../src/offline/index.js";
import { amina } from "../../support/fixtures.js";
import { answerApi } from "../../support/network.js";
import { withOutbox } from "../../support/outbox.js";

/**
 * "Saved offline" invites the person to close the app: by the time a write answers "queued", the
 * Background Sync that sends it with the app closed is registered.
 */
const TUTORIAL = "6f1c1a34-3b1c-4c55-9a3f-1b8d4c1e2a07";

withOutbox();
beforeEach(() => {
  authStore.set({
    user: { uid: amina.uid, email: amina.email ?? null, displayName: "Amina", photoURL: null },
    loading: false,
  });
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  answerApi(() => Promise.reject(new TypeError("offline")));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A service worker whose `sync.register` takes `ms` to be done, and records the tags it got. */
function workerRegisteringIn(ms: number) {
  const registered: string[] = [];
  const sync = {
    register: (tag: string) =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          registered.push(tag);
          resolve();
        }, ms),
      ),
  };
  vi.stubGlobal(
    "navigator",
    Object.create(navigator, { serviceWorker: { value: { ready: Promise.resolve({ sync }) } } }),
  );
  return registered;
}

const book = () => sendWrite("booking", { tutorId: TUTORIAL, language: "English", tutorName: "James" });

describe("a write queued offline", () => {
  it("answers 'queued' only once the Background Sync is registered", async () => {
    const registered = workerRegisteringIn(200);
    const answer = await book();
    expect(answer.status).toBe("queued");
    expect(registered).toContain(OUTBOX_SYNC_TAG);
  });

  it("still answers without a service worker (its `ready` never settles), after a short wait", async () => {
    vi.stubGlobal(
      "navigator",
      Object.create(navigator, { serviceWorker: { value: { ready: new Promise(() => {}) } } }),
    );
    const started = Date.now();
    const answer = await book();
    expect(answer.status).toBe("queued");
    expect(Date.now() - started).toBeLessThan(SYNC_REGISTER_WAIT_MS + 1_000);
  });
});
