import type { LessonDuration, LessonPatch } from "../../../contract/index.js";
import type { OutboxItem } from "../../offline/index.js";
import { useMyOutbox, usePendingOf } from "../offline/use-outbox.js";

/**
 * Lesson writes waiting in the outbox, as screens show them (docs/product.md, Offline): a lesson
 * booked offline is a pending lesson; a lesson confirmed, declined or cancelled offline shows its
 * coming state as pending.
 */

/** A lesson booked offline, read from its outbox item's meta. */
export interface PendingLesson {
  /** The outbox item's id. */
  id: string;
  tutorId: string;
  start: string;
  durationMinutes: LessonDuration;
  language: string;
  image: string;
  price: number;
  tutorEmail: string;
  tutorName: string;
  /** Refused on replay: the server's text; the item stays until the person acts. */
  error?: string;
  status?: number;
}

export function pendingLessonOf(item: OutboxItem): PendingLesson | null {
  const m = item.meta;
  if (item.kind !== "lesson-book" || typeof m?.tutorId !== "string" || typeof m.start !== "string")
    return null;
  return {
    id: item.id,
    tutorId: m.tutorId,
    start: m.start,
    durationMinutes: m.durationMinutes === 30 ? 30 : 60,
    language: String(m.language ?? ""),
    image: String(m.image ?? ""),
    price: Number(m.price ?? 0),
    tutorEmail: String(m.tutorEmail ?? ""),
    tutorName: String(m.tutorName ?? ""),
    ...(item.state === "failed" ? { error: item.error, status: item.status } : {}),
  };
}

/** The signed-in person's lessons booked offline: waiting, or refused on replay (with `error`). */
export function useMyLessonBookings(): PendingLesson[] {
  return useMyOutbox()
    .map(pendingLessonOf)
    .filter((l): l is PendingLesson => l !== null);
}

/** The state a lesson will have once its waiting change reaches the server; undefined when none waits. */
export function usePendingLessonStatus(lessonId: string): LessonPatch["status"] | undefined {
  const items = usePendingOf("lesson-update").filter((i) => i.meta?.lessonId === lessonId);
  const status = items.at(-1)?.meta?.status;
  return status === "confirmed" || status === "declined" || status === "cancelled" ? status : undefined;
}
