import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { useSaveAvailability } from "../../../../src/features/availability/api.js";
import { useCreateBooking } from "../../../../src/features/bookings/api.js";
import { useSaveTutor } from "../../../../src/features/favourites/api.js";
import { useBookLesson, useUpdateLesson } from "../../../../src/features/lessons/api.js";
import { useBlock, useSendMessage } from "../../../../src/features/messages/use-thread.js";
import { useMarkAllRead } from "../../../../src/features/notifications/api.js";
import {
  useAddEducation,
  useAddExperience,
  useAddSkill,
  useDeleteEducation,
  useDeleteExperience,
  useRemoveSkill,
  useReplaceProfile,
  useUpdateAvatar,
  useUpdateBanner,
  useUpdateEducation,
  useUpdateExperience,
  useUpdateProfileField,
} from "../../../../src/features/profile/api.js";
import { useDeleteReview, useEditReview, useSetReply } from "../../../../src/features/reviews/api.js";
import { useReviewTutorial, useUpdateTutorial } from "../../../../src/features/tutorials/mutations.js";
import { list, OUTBOX_KINDS } from "../../../../src/offline/index.js";
import { amina, tutorial } from "../../support/fixtures.js";
import { answerApi } from "../../support/network.js";
import { withOutbox } from "../../support/outbox.js";

/**
 * Offline, every write hook queues its write under the kind, method and path the server expects,
 * named by the hook itself: a hook filed under the wrong kind fails here, and so does a kind of
 * the registry that no hook sends.
 */
const UID = amina.uid;
const TUTORIAL = "6f1c1a34-3b1c-4c55-9a3f-1b8d4c1e2a07";
const ENTRY = "6f1c1a34-3b1c-4c55-9a3f-1b8d4c1e2a09";
const LESSON = "6f1c1a34-3b1c-4c55-9a3f-1b8d4c1e2a0b";
const START = "2026-12-01T03:00:00.000Z";

withOutbox();
beforeEach(() => {
  authStore.set({
    user: { uid: UID, email: amina.email ?? null, displayName: "Amina", photoURL: null },
    loading: false,
  });
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  answerApi(() => Promise.reject(new TypeError("offline")));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function useEveryWrite() {
  return {
    booking: useCreateBooking(),
    bookLesson: useBookLesson(),
    updateLesson: useUpdateLesson(),
    tutorial: useUpdateTutorial(),
    review: useReviewTutorial(),
    field: useUpdateProfileField(UID),
    avatar: useUpdateAvatar(UID),
    banner: useUpdateBanner(UID),
    addSkill: useAddSkill(UID),
    removeSkill: useRemoveSkill(UID),
    replace: useReplaceProfile(UID),
    addEducation: useAddEducation(UID),
    updateEducation: useUpdateEducation(UID),
    deleteEducation: useDeleteEducation(UID),
    addExperience: useAddExperience(UID),
    updateExperience: useUpdateExperience(UID),
    deleteExperience: useDeleteExperience(UID),
    availability: useSaveAvailability(UID),
    markAllRead: useMarkAllRead(),
    saveTutor: useSaveTutor(),
    editReview: useEditReview(),
    deleteReview: useDeleteReview(),
    reply: useSetReply(),
    sendMessage: useSendMessage(ENTRY, "James"),
    block: useBlock(ENTRY, "James"),
  };
}

describe("the write hooks' kinds", () => {
  it("each hook queues its own kind, method and path, and answers { status: 'queued', item }", async () => {
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(useEveryWrite, { wrapper });
    const w = () => result.current;
    const body = { image: "/uploads/a.webp", language: "English", price: 10, description: "Edited." };
    const saved = tutorial(1, { _id: TUTORIAL });
    const calls: Array<() => Promise<{ status: string }>> = [
      () => w().booking.mutateAsync({ tutorId: TUTORIAL, language: "English", tutorName: "James" }),
      () => w().bookLesson.mutateAsync({ tutorId: TUTORIAL, start: START, durationMinutes: 30 }),
      () => w().updateLesson.mutateAsync({ id: LESSON, status: "cancelled" }),
      () => w().tutorial.mutateAsync({ id: TUTORIAL, body }),
      () => w().review.mutateAsync({ id: TUTORIAL, via: "review" }),
      () => w().review.mutateAsync({ id: TUTORIAL, via: "count", current: 4 }),
      () => w().field.mutateAsync({ field: "bio", value: "Bio" }),
      () => w().avatar.mutateAsync("/uploads/b.webp"),
      () => w().banner.mutateAsync("/uploads/c.webp"),
      () => w().addSkill.mutateAsync("Chess"),
      () => w().removeSkill.mutateAsync("Chess"),
      () => w().replace.mutateAsync({ name: "Amina", skills: [] }),
      () => w().addEducation.mutateAsync({ degree: "BA", school: "", year: "" }),
      () => w().updateEducation.mutateAsync({ entryId: ENTRY, patch: { year: "2020" } }),
      () => w().deleteEducation.mutateAsync(ENTRY),
      () => w().addExperience.mutateAsync({ role: "Tutor", company: "", duration: "", description: "" }),
      () => w().updateExperience.mutateAsync({ entryId: ENTRY, patch: { role: "Coach" } }),
      () => w().deleteExperience.mutateAsync(ENTRY),
      () =>
        w().availability.mutateAsync({
          timeZone: "Asia/Dhaka",
          weekly: [{ weekday: 1, start: "09:00", end: "12:00" }],
          exceptions: [],
        }),
      () => w().markAllRead.mutateAsync(),
      () => w().saveTutor.mutateAsync({ tutorial: saved, save: true }),
      () => w().saveTutor.mutateAsync({ tutorial: saved, save: false }),
      () => w().editReview.mutateAsync({ reviewId: ENTRY, tutorialId: TUTORIAL, body: { rating: 4 } }),
      () => w().deleteReview.mutateAsync({ reviewId: ENTRY, tutorialId: TUTORIAL }),
      () => w().reply.mutateAsync({ reviewId: ENTRY, tutorialId: TUTORIAL, text: "Thank you" }),
      () => w().reply.mutateAsync({ reviewId: ENTRY, tutorialId: TUTORIAL, text: null }),
      () => w().sendMessage.mutateAsync("Is Friday evening possible?"),
      () => w().block.mutateAsync(true),
      () => w().block.mutateAsync(false),
    ];
    for (const call of calls) {
      const answer = await act(call);
      expect(answer.status).toBe("queued");
    }
    const queued = (await list()).map((i) => `${i.kind} ${i.method} ${i.path}`);
    expect(queued).toEqual([
      "booking POST /api/bookings",
      "lesson-book POST /api/bookings",
      `lesson-update PATCH /api/lessons/${LESSON}`,
      `tutorial-update PUT /api/tutorials/update/${TUTORIAL}`,
      `review PUT /api/tutorials/${TUTORIAL}/review`,
      `review PUT /api/tutorials/${TUTORIAL}`,
      `profile-field PATCH /api/profile/${UID}`,
      `profile-avatar PATCH /api/profile/${UID}/avatar`,
      `profile-banner PATCH /api/profile/${UID}/banner`,
      `skill-add POST /api/profile/${UID}/skills`,
      `skill-remove DELETE /api/profile/${UID}/skills`,
      `profile-update PUT /api/users/update/${UID}`,
      `education-add POST /api/education/${UID}`,
      `education-update PATCH /api/education/${UID}/${ENTRY}`,
      `education-delete DELETE /api/education/${UID}/${ENTRY}`,
      `experience-add POST /api/experience/${UID}`,
      `experience-update PATCH /api/experience/${UID}/${ENTRY}`,
      `experience-delete DELETE /api/experience/${UID}/${ENTRY}`,
      `availability-update PUT /api/tutors/${UID}/availability`,
      "notifications-read POST /api/notifications/read",
      `favourite-save PUT /api/favourites/${TUTORIAL}`,
      `favourite-remove DELETE /api/favourites/${TUTORIAL}`,
      `review-edit PATCH /api/reviews/${ENTRY}`,
      `review-delete DELETE /api/reviews/${ENTRY}`,
      `reply-set PUT /api/reviews/${ENTRY}/reply`,
      `reply-delete DELETE /api/reviews/${ENTRY}/reply`,
      `message-send POST /api/conversations/${ENTRY}/messages`,
      `conversation-block PUT /api/conversations/${ENTRY}/block`,
      `conversation-unblock DELETE /api/conversations/${ENTRY}/block`,
    ]);
    // A lesson carries its time and length; a lesson's change its state.
    const [, book, update] = await list();
    expect(book.body).toEqual({ tutorId: TUTORIAL, start: START, durationMinutes: 30 });
    expect(update.body).toEqual({ status: "cancelled" });
    // Every kind of the registry is one a hook sends.
    expect(new Set((await list()).map((i) => i.kind))).toEqual(new Set(OUTBOX_KINDS));
  });
});
