import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { MAX_REVIEW_TEXT, type Review, reviewFormSchema } from "../../../../contract/index.js";
import { Button } from "../../../components/ui/button.js";
import { DialogCloseButton } from "../../../components/ui/dialog-close-button.js";
import { showError, showSuccess } from "../../../components/ui/message-store.js";
import { TextareaField } from "../../../components/ui/textarea-field.js";
import { errorText } from "../../../lib/error-text.js";
import { useReviewTutorial } from "../../tutorials/mutations.js";
import { QUEUED, REVIEWED } from "../../tutorials/texts.js";
import { useDeleteReview, useEditReview } from "../api.js";
import { reviewText } from "../texts.js";
import { StarInput } from "./star-input.js";

export const REVIEW_DIALOG_TEXTS = {
  updated: msg`Review updated.`,
  deleted: msg`Review deleted.`,
} as const;

interface ReviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tutorialId: string;
  language: string;
  /** The person's review, when they are editing it. */
  review?: Review | undefined;
}

/**
 * The review dialog of My booked tutors (docs/product.md, My booked tutors): 'Rating' (five stars,
 * required), 'Your review', 'Submit review'; editing, the same with 'Delete review'. Every write
 * goes through the outbox: offline it waits there and the card says so.
 */
export function ReviewDialog({ open, onOpenChange, tutorialId, language, review }: ReviewDialogProps) {
  const { t, i18n } = useLingui();
  const [rating, setRating] = useState<number | undefined>(review?.rating ?? undefined);
  const [text, setText] = useState(review?.text ?? "");
  const [errors, setErrors] = useState<{ rating?: string | undefined; text?: string | undefined }>({});
  const create = useReviewTutorial();
  const edit = useEditReview();
  const remove = useDeleteReview();
  const busy = create.isPending || edit.isPending || remove.isPending;

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = reviewFormSchema.safeParse({ rating, text });
    if (!parsed.success) {
      const issue = (field: string) => parsed.error.issues.find((i) => i.path[0] === field)?.message;
      setErrors({ rating: reviewText(issue("rating"), i18n), text: reviewText(issue("text"), i18n) });
      return;
    }
    setErrors({});
    try {
      if (review) {
        const about = { reviewId: review._id, tutorialId, language };
        const result = await edit.mutateAsync({ ...about, body: parsed.data });
        if (result.status === "queued") showSuccess(t(QUEUED.title), t(QUEUED.text));
        else showSuccess(t(REVIEW_DIALOG_TEXTS.updated));
      } else {
        const result = await create.mutateAsync({ id: tutorialId, via: "review", language, ...parsed.data });
        if (result.status === "queued") showSuccess(t(QUEUED.title), t(QUEUED.text));
        else showSuccess(t(REVIEWED));
      }
      onOpenChange(false);
    } catch (err) {
      // 403 (not booked, own tutorial) and 409 (already reviewed) carry the server's own words.
      showError(errorText(err));
    }
  };

  const onDelete = async () => {
    if (!review) return;
    try {
      const result = await remove.mutateAsync({ reviewId: review._id, tutorialId, language });
      if (result.status === "queued") showSuccess(t(QUEUED.title), t(QUEUED.text));
      else showSuccess(t(REVIEW_DIALOG_TEXTS.deleted));
      onOpenChange(false);
    } catch (err) {
      showError(errorText(err));
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(94vw,32rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">
              {review ? t`Edit your review of ${language} tutor` : t`Review ${language} tutor`}
            </Dialog.Title>
            <DialogCloseButton />
          </div>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {t`Your stars and words are shown to everyone with your name.`}
          </Dialog.Description>
          <form onSubmit={(e) => void onSubmit(e)} className="mt-4 flex flex-col gap-4" noValidate>
            <StarInput value={rating} onChange={setRating} error={errors.rating} />
            <TextareaField
              label={t`Your review`}
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={MAX_REVIEW_TEXT}
              rows={5}
              error={errors.text}
              dir="auto"
            />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              {review ? (
                <Button type="button" variant="danger" onClick={() => void onDelete()} disabled={busy}>
                  <Trash2 aria-hidden className="size-4" />
                  {t`Delete review`}
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit" disabled={busy}>
                {busy ? t`Sending...` : t`Submit review`}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
