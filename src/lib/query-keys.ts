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

/** A tutor's availability, under ["availability", uid]. */
export const availabilityKeys = {
  all: ["availability"] as const,
  detail: (uid: string) => [...availabilityKeys.all, uid] as const,
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
  availabilityKeys.all[0],
]);
