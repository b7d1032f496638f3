import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Heart } from "lucide-react";
import type { Tutorial } from "../../../../contract/index.js";
import { showError } from "../../../components/ui/message-store.js";
import { errorText } from "../../../lib/error-text.js";
import { authKnown, authStore, useAuth } from "../../auth/auth-store.js";
import { useSavedTutors, useSaveTutor } from "../api.js";

export const LOGIN_TO_SAVE = msg`You must be logged in to save tutors.`;

/**
 * A card's heart (docs/product.md, Saved tutors): 'Save tutor', pressed 'Saved'. A save or unsave
 * made offline shows at once and waits in the outbox, marked until it is sent.
 */
export function SaveTutorButton({ tutorial }: { tutorial: Tutorial }) {
  const { t } = useLingui();
  const { user, loading } = useAuth();
  const { saved, waiting } = useSavedTutors();
  const save = useSaveTutor();
  const isSaved = saved.has(tutorial._id);
  const isWaiting = waiting.has(tutorial._id);
  const onClick = async () => {
    // A press before the identity provider's first answer waits for it (a returning person's
    // session is known in a moment), then acts on what was shown.
    const signedIn = user ?? (loading ? (await authKnown(authStore)).user : null);
    if (!signedIn) {
      showError(t(LOGIN_TO_SAVE));
      return;
    }
    save.mutate({ tutorial, save: !isSaved }, { onError: (err) => showError(errorText(err)) });
  };
  return (
    <button
      type="button"
      aria-pressed={isSaved}
      aria-label={isSaved ? t`Saved` : t`Save tutor`}
      data-waiting={isWaiting || undefined}
      disabled={save.isPending}
      onClick={() => void onClick()}
      className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 transition hover:bg-rose-50 hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 dark:text-slate-300 dark:hover:bg-rose-950/40 dark:hover:text-rose-300"
    >
      <Heart
        aria-hidden
        className={`size-5 ${isSaved ? "fill-rose-500 text-rose-600 dark:fill-rose-400 dark:text-rose-300" : ""}`}
      />
      {isWaiting ? (
        // Waiting in the outbox: the dot says so, and Pending changes lists the write.
        <span aria-hidden className="absolute end-2 top-2 size-2 rounded-full bg-amber-500" />
      ) : null}
    </button>
  );
}
