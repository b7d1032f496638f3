import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "../../../../contract/index.js";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { showPendingEdits } from "../../../../src/features/offline/pending-view.js";
import {
  profileKeys,
  profileQueryOptions,
  savedProfileQueryOptions,
  useAddEducation,
  useAddSkill,
  useDeleteExperience,
  useReplaceProfile,
  useUpdateProfileField,
} from "../../../../src/features/profile/api.js";
import { errorText } from "../../../../src/lib/error-text.js";
import { list, setOutboxUser } from "../../../../src/offline/index.js";
import { amina, profileOf } from "../../support/fixtures.js";
import { type ApiCall, answerApi, json } from "../../support/network.js";
import { withOutbox } from "../../support/outbox.js";

const base = profileOf(amina);
const UID = base.uid;

let calls: ApiCall[] = [];
let answer: (call: ApiCall) => Response;

withOutbox();
beforeEach(() => {
  authStore.set({
    user: { uid: UID, email: base.email, displayName: base.name, photoURL: null },
    loading: false,
  });
  answer = () => json(200, base);
  calls = answerApi((call) => answer(call));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe("profile api", () => {
  it("PATCH /profile/{uid} sends exactly one field with a fresh Idempotency-Key and caches the answer", async () => {
    const { queryClient, wrapper } = setup();
    answer = () => json(200, { ...base, headline: "IELTS coach" });
    const { result } = renderHook(() => useUpdateProfileField(UID), { wrapper });
    await act(() => result.current.mutateAsync({ field: "headline", value: "IELTS coach" }));
    await act(() => result.current.mutateAsync({ field: "headline", value: "IELTS coach" }));
    expect(calls[0]).toMatchObject({
      method: "PATCH",
      url: `/api/profile/${UID}`,
      body: { headline: "IELTS coach" },
    });
    expect(calls[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1].key).not.toBe(calls[0].key);
    expect(queryClient.getQueryData<Profile>(profileKeys.detail(UID))?.headline).toBe("IELTS coach");
  });

  it("skills go to POST /profile/{uid}/skills", async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useAddSkill(UID), { wrapper });
    await act(() => result.current.mutateAsync("Chess"));
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: `/api/profile/${UID}/skills`,
      body: { skill: "Chess" },
    });
  });

  it("a new education entry is appended to the cached profile", async () => {
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(profileKeys.detail(UID), base);
    const entry = {
      _id: "6f1c1a34-3b1c-4c55-9a3f-1b8d4c1e2a01",
      degree: "BA",
      school: "Dhaka",
      year: "2019",
    };
    answer = () => json(201, entry);
    const { result } = renderHook(() => useAddEducation(UID), { wrapper });
    await act(() => result.current.mutateAsync({ degree: "BA", school: "Dhaka", year: "2019" }));
    expect(calls[0]).toMatchObject({ method: "POST", url: `/api/education/${UID}` });
    expect(queryClient.getQueryData<Profile>(profileKeys.detail(UID))?.education).toEqual([entry]);
  });

  it("deleting an experience entry is DELETE /experience/{uid}/{entryId}", async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useDeleteExperience(UID), { wrapper });
    await act(() => result.current.mutateAsync("6f1c1a34-3b1c-4c55-9a3f-1b8d4c1e2a09"));
    expect(calls[0]).toMatchObject({
      method: "DELETE",
      url: `/api/experience/${UID}/6f1c1a34-3b1c-4c55-9a3f-1b8d4c1e2a09`,
    });
    expect(calls[0].key).toBeTruthy();
  });

  it("the Update Profile form is PUT /users/update/{uid} with the uid in the body", async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useReplaceProfile(UID), { wrapper });
    await act(() => result.current.mutateAsync({ name: "Amina", skills: ["English"] }));
    expect(calls[0]).toMatchObject({
      method: "PUT",
      url: `/api/users/update/${UID}`,
      body: { uid: UID, name: "Amina", skills: ["English"] },
    });
  });

  it("signed out, a profile action says 'Please login' without calling the server", async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useUpdateProfileField(undefined), { wrapper });
    const failure = await result.current.mutateAsync({ field: "name", value: "x" }).catch((e: unknown) => e);
    expect(errorText(failure)).toBe("Please login");
    expect(calls).toEqual([]);
  });

  it("a server refusal carries the server's text", async () => {
    const { wrapper } = setup();
    answer = () => json(403, { error: "You can only change your own profile.", code: "FORBIDDEN" });
    const { result } = renderHook(() => useUpdateProfileField(UID), { wrapper });
    const failure = await result.current.mutateAsync({ field: "bio", value: "x" }).catch((e: unknown) => e);
    expect(errorText(failure, "Profile update failed")).toBe("You can only change your own profile.");
    // The person was told on the spot: the refused write does not linger in Pending changes.
    await vi.waitFor(async () => expect(await list()).toEqual([]));
  });

  it("offline, an edit shows at once from the outbox and reaches the server once on reconnect", async () => {
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(profileKeys.detail(UID), base);
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { result } = renderHook(() => useUpdateProfileField(UID), { wrapper });
    const shown = await act(() => result.current.mutateAsync({ field: "bio", value: "Offline bio" }));
    expect(shown).toMatchObject({ status: "queued", item: { kind: "profile-field" } });
    expect(queryClient.getQueryData<Profile>(profileKeys.detail(UID))?.bio).toBe("Offline bio");
    expect(calls).toEqual([]);
    const [waiting] = await list();
    expect(waiting).toMatchObject({ kind: "profile-field", method: "PATCH", body: { bio: "Offline bio" } });

    answer = () => json(200, { ...base, bio: "Offline bio" });
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(async () => expect(await list()).toEqual([]));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: "PATCH", key: waiting.id, body: { bio: "Offline bio" } });
  });

  it("offline edits show the same after a reload that came before the saved cache was written (from the outbox)", async () => {
    const { queryClient, wrapper } = setup();
    const job = {
      _id: "6f1c1a34-3b1c-4c55-9a3f-1b8d4c1e2a09",
      role: "Tutor",
      company: "",
      duration: "",
      description: "",
    };
    const before = { ...base, skills: ["English"], experience: [job] };
    queryClient.setQueryData(profileKeys.detail(UID), before);
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      const { result } = renderHook(
        () => ({
          field: useUpdateProfileField(UID),
          skill: useAddSkill(UID),
          education: useAddEducation(UID),
          dropJob: useDeleteExperience(UID),
        }),
        { wrapper },
      );
      await act(() => result.current.field.mutateAsync({ field: "bio", value: "Offline bio" }));
      await act(() => result.current.skill.mutateAsync("Chess"));
      await act(() => result.current.education.mutateAsync({ degree: "BA", school: "Dhaka", year: "2019" }));
      await act(() => result.current.dropJob.mutateAsync(job._id));
      expect(calls).toEqual([]);
      const shown = queryClient.getQueryData<Profile>(profileKeys.detail(UID));
      expect(shown).toMatchObject({ bio: "Offline bio", skills: ["English", "Chess"], experience: [] });
      expect(shown?.education.map((e) => e.degree)).toEqual(["BA"]);

      // The reloaded page's saved cache predates the edits; the outbox has them all. Edits are
      // shown again only for the person signed in on this device (set at sign-in).
      await setOutboxUser(UID);
      const reloaded = new QueryClient();
      reloaded.setQueryData(profileKeys.detail(UID), before, { updatedAt: Date.now() - 60_000 });
      await showPendingEdits(reloaded, Date.now());
      expect(reloaded.getQueryData(profileKeys.detail(UID))).toEqual(shown);
    } finally {
      onLine.mockRestore();
    }
  });

  it("GET /users/profile/{uid}: 404 means no profile yet (null), GET /profile/{uid} parses the profile", async () => {
    const { queryClient } = setup();
    answer = (c) =>
      c.url.startsWith("/api/users/")
        ? json(404, { error: "Profile not found", code: "NOT_FOUND" })
        : json(200, base);
    await expect(queryClient.fetchQuery(savedProfileQueryOptions(UID))).resolves.toBeNull();
    await expect(queryClient.fetchQuery(profileQueryOptions(UID))).resolves.toEqual(base);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET /api/users/profile/${UID}`,
      `GET /api/profile/${UID}`,
    ]);
  });
});
