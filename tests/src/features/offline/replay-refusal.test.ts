import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "../../../../contract/index.js";
import { closeMessage, useMessage } from "../../../../src/components/ui/message-store.js";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { startReplayEffects } from "../../../../src/features/offline/replay-effects.js";
import { runOutbox } from "../../../../src/features/offline/runtime.js";
import { sendWrite } from "../../../../src/features/offline/send-write.js";
import { list } from "../../../../src/offline/index.js";
import { amina } from "../../support/fixtures.js";
import { answerApi, json } from "../../support/network.js";
import { withOutbox } from "../../support/outbox.js";
import { testQueryClient } from "../../support/render-page.js";

/**
 * A lesson booked offline and refused on replay for too many requests waiting (429
 * REQUESTS_WAITING, docs/product.md, Lessons (learner)): the 'Not sent' message gives the server's
 * words, and the write is not tried again (unlike a 429 RATE_LIMITED, which waits and is retried).
 */
const TUTORIAL = "6f1c1a34-3b1c-4c55-9a3f-1b8d4c1e2a07";
const START = "2030-01-08T10:00:00.000Z";

withOutbox();
let online = false;
beforeEach(() => {
  online = false;
  authStore.set({
    user: { uid: amina.uid, email: amina.email ?? null, displayName: "Amina", photoURL: null },
    loading: false,
  });
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
});
afterEach(() => {
  closeMessage();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("a lesson booked offline, refused on replay for too many requests waiting", () => {
  it("says 'Not sent' with the server's words and keeps the write as failed, not retried", async () => {
    answerApi(() => Promise.reject(new TypeError("offline")));
    const stop = startReplayEffects(testQueryClient());
    const queued = await sendWrite("lesson-book", {
      tutorId: TUTORIAL,
      start: START,
      language: "English",
      tutorName: "James",
    });
    expect(queued.status).toBe("queued");

    online = true;
    const calls = answerApi(() =>
      json(429, { error: MESSAGES.waitingRequestsForTutor, code: "REQUESTS_WAITING" }),
    );
    const message = renderHook(() => useMessage());
    runOutbox();
    await waitFor(() =>
      expect(message.result.current).toMatchObject({
        kind: "error",
        title: "Not sent",
        text: `Book English lesson with James: ${MESSAGES.waitingRequestsForTutor}`,
      }),
    );
    expect(await list()).toMatchObject([
      { kind: "lesson-book", state: "failed", status: 429, error: MESSAGES.waitingRequestsForTutor },
    ]);
    runOutbox();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
    stop();
  });
});
