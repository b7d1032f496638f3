/**
 * The names of the kinds of write that may wait in the outbox. A leaf module: the outbox store
 * names an item's kind with it, and the registry (write-kinds.ts) must define exactly these, so
 * the store and the kinds (which use the store's item type) never import each other.
 */
export const WRITE_KIND_NAMES = [
  "booking",
  "lesson-book",
  "lesson-update",
  "tutorial-update",
  "review",
  "profile-field",
  "profile-avatar",
  "profile-banner",
  "skill-add",
  "skill-remove",
  "profile-update",
  "education-add",
  "education-update",
  "education-delete",
  "experience-add",
  "experience-update",
  "experience-delete",
  "availability-update",
  "notifications-read",
  "favourite-save",
  "favourite-remove",
  "review-edit",
  "review-delete",
  "reply-set",
  "reply-delete",
  "message-send",
  "conversation-block",
  "conversation-unblock",
] as const;

export type WriteKindName = (typeof WRITE_KIND_NAMES)[number];
