/** Business constants (see docs/product.md, Rules), shared by server, PWA and service worker. */
export const PAGE_SIZE = 6;
export const DESCRIPTION_PREVIEW_CHARS = 120;
export const PASSWORD_MIN_LENGTH = 6;
export const REGISTER_REDIRECT_MS = 2000;
export const PRICE_STEP = 0.01;
export const MARQUEE_SECONDS = 8;
export const CAROUSEL_SLIDES = 4;
export const MAX_LIST_LIMIT = 50;
/** The deepest offset GET /tutorials pages to, for the API and the list pages' HTML alike. */
export const MAX_LIST_OFFSET = 1_000_000;
export const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_WIDTH = 1600;
export const SESSION_COOKIE = "tn_session";
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/**
 * A `q` search counts at most this many matches and pages no further (offset ≤ this): the
 * total is then a lower bound, marked by TOTAL_COUNT_CAPPED_HEADER ("1 000+ tutorials").
 */
export const MAX_SEARCH_RESULTS = 1000;
export const TOTAL_COUNT_CAPPED_HEADER = "X-Total-Count-Capped";
/** Per-account caps, so that one account cannot grow a table without bound. */
export const MAX_TUTORIALS_PER_USER = 200;
/** Saved tutors one person may keep: their list is one answer. */
export const MAX_SAVED_TUTORS = 500;
/** Each of education and experience; the Update Profile form sends at most this many. */
export const MAX_PROFILE_ENTRIES = 30;
/**
 * Lesson requests (state `requested`) one learner may have waiting for one tutor, and for all
 * tutors together; an answer, a cancellation or an expiry frees a place (docs/product.md, Lessons).
 */
export const MAX_WAITING_REQUESTS_PER_TUTOR = 5;
export const MAX_WAITING_REQUESTS = 20;
/** Messages (docs/product.md, Messages between people): the product's rules, enforced by the server. */
export const MAX_MESSAGE_TEXT = 2000;
/** GET /conversations/{id}/messages pages this many by default, and at most MAX_MESSAGES_PAGE. */
export const MESSAGES_PAGE = 30;
export const MAX_MESSAGES_PAGE = 50;
/** New conversations one person may start in 24 hours. */
export const MAX_NEW_CONVERSATIONS_A_DAY = 20;
/** Messages one person may send in a minute, over all their conversations. */
export const MAX_MESSAGES_A_MINUTE = 30;
/** Messages one may send in a conversation before the other person ever answered. */
export const MAX_UNANSWERED_MESSAGES = 5;
/** Sent with every queued write: the uid that made it; the server refuses (401) another session. */
export const EXPECTED_USER_HEADER = "X-Expected-User";

export const CATEGORIES = [
  { title: "English", icon: "/categories/english.webp" },
  { title: "Math", icon: "/categories/math.webp" },
  { title: "Physics", icon: "/categories/physics.webp" },
  { title: "Chemistry", icon: "/categories/chemistry.webp" },
  { title: "Biology", icon: "/categories/biology.webp" },
  { title: "Computer", icon: "/categories/computer.webp" },
  { title: "Arabic", icon: "/categories/arabic.webp" },
  { title: "Bangla", icon: "/categories/bangla.webp" },
  { title: "General Knowledge", icon: "/categories/general-knowledge.webp" },
] as const;

export type CategoryTitle = (typeof CATEGORIES)[number]["title"];
