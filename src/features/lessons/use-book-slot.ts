import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Booking, LessonDuration, Slot } from "../../../contract/index.js";
import { showError, showSuccess } from "../../components/ui/message-store.js";
import { MESSAGE_TEXTS } from "../../i18n/server-messages.js";
import { errorText } from "../../lib/error-text.js";
import { useAuth } from "../auth/auth-store.js";
import { showQueued } from "../offline/send-write.js";
import { isRequestsWaiting, isSlotTaken, useBookLesson } from "./api.js";
import { BOOKED } from "./texts.js";

/** What a lesson booking needs of the tutorial (a Tutorial, or a booking of it). */
export interface BookableTutorial {
  tutorId: string;
  image: string;
  language: string;
  price: number;
  tutorEmail: string;
  tutorName: string;
}

export const bookableOf = (b: Booking, tutorName = ""): BookableTutorial => ({
  tutorId: b.tutorId,
  image: b.image,
  language: b.language,
  price: b.price,
  tutorEmail: b.tutorEmail,
  tutorName,
});

/**
 * Books one free time and tells the person how it ended, as every booking does
 * (docs/product.md, Lessons (learner)): 'Booking completed!', 'Saved offline', or the server's
 * text. A time taken meanwhile is kept in `taken` instead, for the screen to offer the next ones;
 * a refusal for too many requests waiting, in `refused`, for the screen to show beside the times
 * (kept as the error, so that its text follows the language on screen).
 */
export function useBookSlot(t: BookableTutorial) {
  const { user } = useAuth();
  const { i18n } = useLingui();
  const book = useBookLesson();
  const [taken, setTaken] = useState<string | null>(null);
  const [refusal, setRefused] = useState<{ err: unknown } | null>(null);

  /** True when the booking is done or saved offline (the picker closes). */
  async function bookSlot(slot: Slot, durationMinutes: LessonDuration): Promise<boolean> {
    setTaken(null);
    setRefused(null);
    try {
      const result = await book.mutateAsync({
        tutorId: t.tutorId,
        image: t.image,
        language: t.language,
        price: t.price,
        tutorEmail: t.tutorEmail,
        email: user?.email ?? undefined,
        tutorName: t.tutorName,
        start: slot.start,
        durationMinutes,
      });
      if (result.status === "queued") showQueued();
      else showSuccess(i18n._(BOOKED));
      return true;
    } catch (err) {
      if (isSlotTaken(err)) setTaken(slot.start);
      else if (isRequestsWaiting(err)) setRefused({ err });
      else showError(errorText(err, MESSAGE_TEXTS.bookingFailed));
      return false;
    }
  }

  const refused = refusal ? errorText(refusal.err, MESSAGE_TEXTS.bookingFailed, i18n) : null;
  return { bookSlot, taken, refused, booking: book.isPending };
}
