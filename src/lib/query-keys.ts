import type { QueryKey } from "@tanstack/react-query";
import { type TutorialsPageFilter, tutorialsPagePath } from "../../contract/pages.js";

/**
 * The key of a query holding one person's own data, which only their session may read (their
 * bookings, lessons, notifications): the root, the person, then the rest. Every such key is made
 * here, so that the saved data of one person is never kept or restored for another
 * (src/lib/query-persister.ts; docs/decisions.md, "A shared device"). Public data about a person
 * (a profile, the tutorials of a user, a tutor's hours) is keyed by that person's uid, the same
 * for every reader.
 */
export function personKey<const R extends string, const P extends readonly unknown[]>(
  root: R,
  uid: string,
  ...rest: P
) {
  return [root, { person: uid }, ...rest] as const;
}

/** The person whose own data a query key holds (made by personKey), or undefined for public data. */
export function personOfKey(queryKey: QueryKey): string | undefined {
  const part = queryKey[1];
  if (typeof part !== "object" || part === null || !("person" in part)) return undefined;
  return typeof part.person === "string" ? part.person : undefined;
}

/** Every list lives under ["tutorials", "list"], every detail under ["tutorials", "detail"]. */
export const tutorialKeys = {
  all: ["tutorials"] as const,
  lists: () => [...tutorialKeys.all, "list"] as const,
  list: (f: TutorialsPageFilter) =>
    [
      ...tutorialKeys.lists(),
      {
        language: f.language || "",
        q: f.q || "",
        userId: f.userId || "",
        page: f.page ?? 1,
        // The filters as the API is asked for them (contract/pages.ts), so one spelling is one key.
        ...(f.filters && Object.values(f.filters).some((v) => v !== undefined)
          ? { filters: tutorialsPagePath({ filters: f.filters, timeZone: f.timeZone }) }
          : {}),
      },
    ] as const,
  details: () => [...tutorialKeys.all, "detail"] as const,
  detail: (id: string) => [...tutorialKeys.details(), id] as const,
};

/** Every tutorial of one person, all pages at once (a public profile's 'Show all'). */
export const tutorialsOfKeys = {
  all: ["tutorials-of"] as const,
  person: (uid: string) => [...tutorialsOfKeys.all, uid] as const,
};

/** The signed-in person's bookings. */
export const bookingKeys = {
  all: ["bookings"] as const,
  list: (uid: string) => personKey(bookingKeys.all[0], uid),
};

/** The signed-in person's saved tutors. */
export const favouriteKeys = {
  all: ["favourites"] as const,
  list: (uid: string) => personKey(favouriteKeys.all[0], uid),
};

/**
 * Reviews: a tutorial's pages (public, the same for every reader) under ["reviews", "tutorial", id],
 * and the signed-in person's own reviews, kept under their uid.
 */
export const reviewKeys = {
  all: ["reviews"] as const,
  tutorial: (tutorialId: string) => [...reviewKeys.all, "tutorial", tutorialId] as const,
  page: (tutorialId: string, sort: string) => [...reviewKeys.tutorial(tutorialId), { sort }] as const,
  /** A tutor's rating and latest reviews over all their tutorials (public). */
  tutor: (uid: string) => [...reviewKeys.all, "tutor", uid] as const,
  mine: (uid: string) => personKey(reviewKeys.all[0], uid),
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
  /** The signed-in person's lessons, in both roles. */
  lists: (uid: string) => personKey(lessonKeys.all[0], uid, "list"),
  /** GET /lessons?role=: the signed-in person's lessons in one role. */
  list: (uid: string, role: "learner" | "tutor") => [...lessonKeys.lists(uid), role] as const,
};

/** The signed-in person's notifications (not saved for offline use: they are live). */
export const notificationKeys = {
  all: ["notifications"] as const,
  list: (uid: string) => personKey(notificationKeys.all[0], uid, "list"),
};

/**
 * The signed-in person's conversations and messages (docs/product.md, Messages between people), saved for offline
 * use: a conversation once seen opens offline.
 */
export const messageKeys = {
  all: ["messages"] as const,
  conversations: (uid: string) => personKey(messageKeys.all[0], uid, "conversations"),
  /** One conversation's messages, pages of GET /conversations/{id}/messages. */
  thread: (uid: string, conversationId: string) =>
    personKey(messageKeys.all[0], uid, "thread", conversationId),
  /** GET /messages/unread: the count over all conversations. */
  unread: (uid: string) => personKey(messageKeys.all[0], uid, "unread"),
};

/** Query roots whose data is saved for offline use ("tutorial" is a root of earlier releases' saved caches). */
export const PERSISTED_ROOTS: ReadonlySet<string> = new Set([
  tutorialKeys.all[0],
  "tutorial",
  bookingKeys.all[0],
  profileKeys.all[0],
  statsKeys.all[0],
  lessonKeys.all[0],
  reviewKeys.all[0],
  favouriteKeys.all[0],
  messageKeys.all[0],
]);
