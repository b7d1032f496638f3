import type { TutorialsPageFilter } from "../../contract/index.js";

/** Every list lives under ["tutorials", "list"], every detail under ["tutorials", "detail"]. */
export const tutorialKeys = {
  all: ["tutorials"] as const,
  lists: () => [...tutorialKeys.all, "list"] as const,
  list: (f: TutorialsPageFilter) =>
    [
      ...tutorialKeys.lists(),
      { language: f.language || "", q: f.q || "", userId: f.userId || "", page: f.page ?? 1 },
    ] as const,
  details: () => [...tutorialKeys.all, "detail"] as const,
  detail: (id: string) => [...tutorialKeys.details(), id] as const,
};

export const bookingKeys = {
  all: ["bookings"] as const,
  list: (email: string) => [...bookingKeys.all, email.toLowerCase()] as const,
};

/** Everything about one person's profile lives under ["profile", uid]. */
export const profileKeys = {
  all: ["profile"] as const,
  detail: (uid: string) => [...profileKeys.all, uid] as const,
  /** GET /users/profile/{uid}: the saved profile, null when there is none yet. */
  saved: (uid: string) => [...profileKeys.all, uid, "saved"] as const,
};

/** The home page's statistics. */
export const statsKeys = {
  all: ["stats"] as const,
  tutorials: () => [...statsKeys.all, "tutorials"] as const,
  users: () => [...statsKeys.all, "users"] as const,
};

/**
 * Everything about lessons lives under ["lessons"] (docs/product.md, Lessons (learner)): a write
 * of a lesson refreshes availability, slots and lists at once.
 */
export const lessonKeys = {
  all: ["lessons"] as const,
  /** GET /tutors/{uid}/availability: one per tutor (user), shared by all their tutorials. */
  availability: (uid: string) => [...lessonKeys.all, "availability", uid] as const,
  /** Every saved range of one tutorial's slots of one length (read offline when the range moved on). */
  slotsOf: (tutorialId: string, duration: number) =>
    [...lessonKeys.all, "slots", tutorialId, duration] as const,
  /** GET /tutorials/{id}/slots?from&to&duration. */
  slots: (tutorialId: string, duration: number, from: string, to: string) =>
    [...lessonKeys.slotsOf(tutorialId, duration), { from, to }] as const,
  /** GET /lessons?role=: the signed-in person's lessons in one role. */
  list: (role: "learner" | "tutor") => [...lessonKeys.all, "list", role] as const,
};

/** The signed-in person's notifications (not saved for offline use: they are live). */
export const notificationKeys = {
  all: ["notifications"] as const,
  list: () => [...notificationKeys.all, "list"] as const,
};

/** Query roots whose data is saved for offline use ("tutorial" is a root of earlier releases' saved caches). */
export const PERSISTED_ROOTS: ReadonlySet<string> = new Set([
  tutorialKeys.all[0],
  "tutorial",
  bookingKeys.all[0],
  profileKeys.all[0],
  statsKeys.all[0],
  lessonKeys.all[0],
]);
