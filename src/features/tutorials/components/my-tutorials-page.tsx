import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Pencil, Plus, ThumbsUp, Trash2 } from "lucide-react";
import { type ReactNode, useId } from "react";
import { IMAGE_SIZES, MESSAGES, type Tutorial } from "../../../../contract/index.js";
import { Button, buttonClass } from "../../../components/ui/button.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { showError, showSuccess } from "../../../components/ui/message-store.js";
import { Pagination } from "../../../components/ui/pagination.js";
import { EmptyText, ErrorText, LoadingText } from "../../../components/ui/status.js";
import { errorText } from "../../../lib/api-client.js";
import { useAuth } from "../../auth/auth-store.js";
import { QUEUED_TEXT, QUEUED_TITLE } from "../../offline/send-write.js";
import { tutorialsQueryOptions } from "../api.js";
import { formatPrice } from "../format.js";
import { useDeleteTutorial, useReviewTutorial } from "../mutations.js";
import { PageShell } from "./page-shell.js";
import { LanguageBadge, ReviewCount, TutorialImage } from "./tutorial-card.js";
import { scrollToTop } from "./tutorial-results.js";

export const MY_TUTORIALS_TEXTS = {
  empty: "No tutorial found.",
  confirmTitle: "Are you sure?",
  confirmText: "This tutorial will be permanently deleted!",
  confirmButton: "Yes, delete it!",
  deleted: "Deleted!",
  reviewed: "Thanks! Review submitted.",
  ownReview: MESSAGES.ownReview,
} as const;

/** My Tutorials (docs/product.md, My Tutorials): the signed-in user's own tutorials, paged like Find Tutors. */
export function MyTutorialsPage({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { user } = useAuth();
  const query = useQuery({ ...tutorialsQueryOptions({ userId: user?.uid, page }), enabled: Boolean(user) });
  const { data } = query;

  let body: ReactNode;
  if (query.isPending) body = <LoadingText text="Loading your tutorials..." />;
  else if (query.isError && !data) body = <ErrorText text={errorText(query.error)} />;
  else if (!data || data.items.length === 0) body = <EmptyText text={MY_TUTORIALS_TEXTS.empty} />;
  else
    body = (
      <>
        <ul className={`grid gap-6 md:grid-cols-2 ${query.isPlaceholderData ? "opacity-60" : ""}`}>
          {data.items.map((t) => (
            <li key={t._id} className="flex">
              <MyTutorialCard tutorial={t} isOwner={t.userId === user?.uid} />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={data.pageCount}
          label="My tutorial pages"
          onPageChange={(p) => {
            onPageChange(p);
            scrollToTop();
          }}
        />
      </>
    );

  return (
    <PageShell
      title="My Tutorials"
      intro={
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>Tutorials you have posted.</p>
          <Link to="/add-tutorials" className={buttonClass("primary")}>
            <Plus aria-hidden className="size-4" />
            Add Tutorial
          </Link>
        </div>
      }
    >
      {body}
    </PageShell>
  );
}

function MyTutorialCard({ tutorial: t, isOwner }: { tutorial: Tutorial; isOwner: boolean }) {
  const reasonId = useId();
  const remove = useDeleteTutorial();
  const review = useReviewTutorial();

  const onDelete = async () => {
    try {
      await remove.mutateAsync({ id: t._id, userId: t.userId });
      showSuccess(MY_TUTORIALS_TEXTS.deleted, "Your tutorial has been deleted.");
    } catch (err) {
      showError(errorText(err));
    }
  };
  // The action only acts when the user is not the owner.
  const onReview = async () => {
    if (isOwner) return;
    try {
      const result = await review.mutateAsync({
        id: t._id,
        via: "count",
        current: t.review,
        language: t.language,
      });
      if (result.status === "queued") showSuccess(QUEUED_TITLE, QUEUED_TEXT);
      else showSuccess(MY_TUTORIALS_TEXTS.reviewed);
    } catch (err) {
      showError(errorText(err));
    }
  };

  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <TutorialImage tutorial={t} sizes={IMAGE_SIZES.twoColumns} className="aspect-video w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <LanguageBadge language={t.language} />
          <span className="font-semibold">{formatPrice(t.price)}</span>
        </div>
        <h2 className="text-lg font-semibold">
          <span className="sr-only">Posted by </span>
          {t.userName}
        </h2>
        <ReviewCount count={t.review} tutorId={t._id} />
        <p className="flex-1 whitespace-pre-line text-slate-700 dark:text-slate-300">{t.description}</p>
        <div className="grid grid-cols-3 gap-2">
          <Link
            to="/edit-tutorial/$id"
            params={{ id: t._id }}
            className={buttonClass("secondary", "px-2! whitespace-nowrap")}
            aria-label={`Edit ${t.language} tutorial`}
          >
            <Pencil aria-hidden className="size-4 shrink-0" />
            Edit
          </Link>
          <ConfirmDialog
            title={MY_TUTORIALS_TEXTS.confirmTitle}
            description={MY_TUTORIALS_TEXTS.confirmText}
            confirmLabel={MY_TUTORIALS_TEXTS.confirmButton}
            onConfirm={() => void onDelete()}
            trigger={
              <Button
                variant="danger"
                className="px-2! whitespace-nowrap"
                disabled={remove.isPending}
                aria-label={`Delete ${t.language} tutorial`}
              >
                <Trash2 aria-hidden className="size-4 shrink-0" />
                Delete
              </Button>
            }
          />
          <span title={isOwner ? MY_TUTORIALS_TEXTS.ownReview : undefined} className="grid">
            <Button
              variant="secondary"
              className="px-2! whitespace-nowrap disabled:opacity-60"
              disabled={isOwner || review.isPending}
              aria-describedby={isOwner ? reasonId : undefined}
              aria-label={`Review ${t.language} tutorial`}
              onClick={() => void onReview()}
            >
              <ThumbsUp aria-hidden className="size-4 shrink-0" />
              Review
            </Button>
          </span>
        </div>
        {isOwner ? (
          <p id={reasonId} className="sr-only">
            {MY_TUTORIALS_TEXTS.ownReview}
          </p>
        ) : null}
      </div>
    </article>
  );
}
