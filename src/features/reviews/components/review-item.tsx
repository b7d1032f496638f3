import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { MessageSquareReply, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { MAX_REPLY_TEXT, type Review, replyBodySchema, type Tutorial } from "../../../../contract/index.js";
import { Button } from "../../../components/ui/button.js";
import { showError, showSuccess } from "../../../components/ui/message-store.js";
import { TextareaField } from "../../../components/ui/textarea-field.js";
import { formatCount, formatDate } from "../../../i18n/format.js";
import { errorText } from "../../../lib/error-text.js";
import { useAuth } from "../../auth/auth-store.js";
import { QUEUED } from "../../tutorials/texts.js";
import { useReplyWaiting, useSetReply } from "../api.js";
import { reviewText } from "../texts.js";
import { StarRow } from "./stars.js";

const DAY = { day: "numeric", month: "short", year: "numeric" } as const;

/**
 * One review: stars, words, who and when ('Edited' once changed), the tutor's reply, and Reply for
 * the tutor of `tutorial` (none given: shown only, as on a public profile).
 */
export function ReviewItem({ review: r, tutorial }: { review: Review; tutorial?: Tutorial | undefined }) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const isTutor = tutorial !== undefined && user?.uid === tutorial.userId;
  const [replying, setReplying] = useState(false);
  // The tutor's own reply waiting offline shows at once, marked, instead of the server's.
  const waiting = useReplyWaiting(r._id);
  const waitingText =
    waiting?.kind === "reply-set" && typeof waiting.meta?.text === "string" ? waiting.meta.text : null;
  const replyText = waiting ? waitingText : (r.reply?.text ?? null);
  const written = formatDate(new Date(r.createdAt), DAY, i18n);
  const edited = r.updatedAt !== r.createdAt;
  const value = r.rating === null ? null : formatCount(r.rating, i18n);
  const five = formatCount(5, i18n);
  return (
    <article className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {value !== null ? (
          <span role="img" aria-label={t`Rated ${value} out of ${five}`}>
            <StarRow value={r.rating ?? 0} />
          </span>
        ) : null}
        <Link
          to="/see-profile/$userId"
          params={{ userId: r.reviewerId }}
          className="font-semibold text-brand-800 underline-offset-2 hover:underline dark:text-brand-200"
        >
          <bdi>{r.reviewerName}</bdi>
        </Link>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          <time dateTime={r.createdAt}>{written}</time>
          {edited ? <> · {t`Edited`}</> : null}
        </span>
      </div>
      {r.text ? (
        <p dir="auto" className="whitespace-pre-line break-words text-slate-800 dark:text-slate-200">
          {r.text}
        </p>
      ) : null}
      {replyText !== null && !replying ? (
        <div className="ms-4 rounded-xl border-s-4 border-brand-300 bg-slate-50 p-3 dark:border-brand-700 dark:bg-slate-800/60">
          <p className="text-sm font-semibold text-slate-800 dark:text-slate-100">{t`Reply from the tutor`}</p>
          <p dir="auto" className="mt-1 whitespace-pre-line break-words text-slate-800 dark:text-slate-200">
            {replyText}
          </p>
        </div>
      ) : null}
      {waiting ? (
        <p className="text-sm font-medium text-amber-800 dark:text-amber-300" data-testid="reply-pending">
          {waiting.kind === "reply-set"
            ? t`Reply pending — sent when you're back online`
            : t`Reply removal pending`}
        </p>
      ) : null}
      {isTutor && !replying && !waiting ? (
        <ReplyActions review={r} tutorial={tutorial} onEdit={() => setReplying(true)} />
      ) : null}
      {isTutor && replying ? (
        <ReplyForm review={r} tutorial={tutorial} onDone={() => setReplying(false)} />
      ) : null}
    </article>
  );
}

function ReplyActions({
  review: r,
  tutorial,
  onEdit,
}: {
  review: Review;
  tutorial: Tutorial;
  onEdit: () => void;
}) {
  const { t } = useLingui();
  const setReply = useSetReply();
  const name = r.reviewerName;
  if (!r.reply) {
    return (
      <Button variant="ghost" className="self-start" onClick={onEdit} aria-label={t`Reply to ${name}`}>
        <MessageSquareReply aria-hidden className="size-4" />
        {t`Reply`}
      </Button>
    );
  }
  const onDelete = async () => {
    try {
      const result = await setReply.mutateAsync({
        reviewId: r._id,
        tutorialId: tutorial._id,
        language: tutorial.language,
        text: null,
      });
      if (result.status === "queued") showSuccess(t(QUEUED.title), t(QUEUED.text));
    } catch (err) {
      showError(errorText(err));
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="ghost" onClick={onEdit} aria-label={t`Edit reply to ${name}`}>
        <Pencil aria-hidden className="size-4" />
        {t`Edit reply`}
      </Button>
      <Button
        variant="ghost"
        onClick={() => void onDelete()}
        disabled={setReply.isPending}
        aria-label={t`Delete reply to ${name}`}
      >
        <Trash2 aria-hidden className="size-4" />
        {t`Delete reply`}
      </Button>
    </div>
  );
}

/** The tutor's reply, written or rewritten; kept on screen until sent or queued. */
function ReplyForm({
  review: r,
  tutorial,
  onDone,
}: {
  review: Review;
  tutorial: Tutorial;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState(r.reply?.text ?? "");
  const [error, setError] = useState<string | undefined>();
  const setReply = useSetReply();
  const name = r.reviewerName;
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = replyBodySchema.safeParse({ text });
    if (!parsed.success) {
      setError(reviewText(parsed.error.issues[0]?.message, i18n));
      return;
    }
    try {
      const result = await setReply.mutateAsync({
        reviewId: r._id,
        tutorialId: tutorial._id,
        language: tutorial.language,
        text: parsed.data.text,
      });
      if (result.status === "queued") showSuccess(t(QUEUED.title), t(QUEUED.text));
      onDone();
    } catch (err) {
      showError(errorText(err));
    }
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="ms-4 flex flex-col gap-2" noValidate>
      <TextareaField
        label={t`Your reply to ${name}`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={MAX_REPLY_TEXT}
        rows={3}
        error={error}
        dir="auto"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={setReply.isPending}>
          {setReply.isPending ? t`Sending...` : t`Send reply`}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}
