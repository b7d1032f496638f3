import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Pencil, Plus, ThumbsUp, Trash2 } from "lucide-react";
import { type ReactNode, useId } from "react";
import { IMAGE_SIZES, type Tutorial } from "../../../../contract/index.js";
import { Button, buttonClass } from "../../../components/ui/button.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { showError, showSuccess } from "../../../components/ui/message-store.js";
import { Pagination } from "../../../components/ui/pagination.js";
import { EmptyText, ErrorText, LoadingText } from "../../../components/ui/status.js";
import { errorText } from "../../../lib/error-text.js";
import { useAuth } from "../../auth/auth-store.js";
import { SaveTutorButton } from "../../favourites/components/save-tutor-button.js";
import { RatingBadge } from "../../reviews/components/stars.js";
import { tutorialsQueryOptions } from "../api.js";
import { formatPrice } from "../format.js";
import { useDeleteTutorial, useReviewTutorial } from "../mutations.js";
import { OWN_REVIEW, QUEUED, REVIEWED } from "../texts.js";
import { PageShell } from "./page-shell.js";
import { LanguageBadge, ReviewCount, TutorialImage } from "./tutorial-card.js";
import { scrollToTop } from "./tutorial-results.js";

export const MY_TUTORIALS_TEXTS = {
  empty: msg`No tutorial found.`,
  confirmTitle: msg`Are you sure?`,
  confirmText: msg`This tutorial will be permanently deleted!`,
  confirmButton: msg`Yes, delete it!`,
  deleted: msg`Deleted!`,
  deletedText: msg`Your tutorial has been deleted.`,
  reviewed: REVIEWED,
  ownReview: OWN_REVIEW,
} as const;

/** My Tutorials (docs/product.md, My Tutorials): the signed-in user's own tutorials, paged like Find Tutors. */
export function MyTutorialsPage({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useLingui();
  const { user } = useAuth();
  const query = useQuery({ ...tutorialsQueryOptions({ userId: user?.uid, page }), enabled: Boolean(user) });
  const { data } = query;

  let body: ReactNode;
  if (query.isPending) body = <LoadingText text={t`Loading your tutorials...`} />;
  else if (query.isError && !data) body = <ErrorText text={errorText(query.error)} />;
  else if (!data || data.items.length === 0) body = <EmptyText text={t(MY_TUTORIALS_TEXTS.empty)} />;
  else
    body = (
      <>
        <ul className={`grid gap-6 md:grid-cols-2 ${query.isPlaceholderData ? "opacity-60" : ""}`}>
          {data.items.map((item) => (
            <li key={item._id} className="flex">
              <MyTutorialCard tutorial={item} isOwner={item.userId === user?.uid} />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={data.pageCount}
          label={t`My tutorial pages`}
          onPageChange={(p) => {
            onPageChange(p);
            scrollToTop();
          }}
        />
      </>
    );

  return (
    <PageShell
      title={t`My Tutorials`}
      intro={
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>
            <Trans>Tutorials you have posted.</Trans>
          </p>
          <Link to="/add-tutorials" className={buttonClass("primary")}>
            <Plus aria-hidden className="size-4" />
            <Trans>Add Tutorial</Trans>
          </Link>
        </div>
      }
    >
      {body}
    </PageShell>
  );
}

function MyTutorialCard({ tutorial, isOwner }: { tutorial: Tutorial; isOwner: boolean }) {
  const { t, i18n } = useLingui();
  const { language, userName } = tutorial;
  const reasonId = useId();
  const remove = useDeleteTutorial();
  const review = useReviewTutorial();

  const onDelete = async () => {
    try {
      await remove.mutateAsync({ id: tutorial._id, userId: tutorial.userId });
      showSuccess(t(MY_TUTORIALS_TEXTS.deleted), t(MY_TUTORIALS_TEXTS.deletedText));
    } catch (err) {
      showError(errorText(err));
    }
  };
  // The action only acts when the user is not the owner.
  const onReview = async () => {
    if (isOwner) return;
    try {
      const result = await review.mutateAsync({
        id: tutorial._id,
        via: "count",
        current: tutorial.review,
        language,
      });
      if (result.status === "queued") showSuccess(t(QUEUED.title), t(QUEUED.text));
      else showSuccess(t(MY_TUTORIALS_TEXTS.reviewed));
    } catch (err) {
      showError(errorText(err));
    }
  };

  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <TutorialImage tutorial={tutorial} sizes={IMAGE_SIZES.twoColumns} className="aspect-video w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex items-start gap-1">
          <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-2">
            <LanguageBadge language={language} />
            <span className="font-semibold">{formatPrice(tutorial.price, i18n)}</span>
          </div>
          <span className="-my-2.5 -me-2.5">
            <SaveTutorButton tutorial={tutorial} />
          </span>
        </div>
        <h2 className="text-lg font-semibold">
          <Trans>
            <span className="sr-only">Posted by </span>
            <bdi>{userName}</bdi>
          </Trans>
        </h2>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <RatingBadge rating={tutorial.rating} />
          <ReviewCount count={tutorial.review} tutorId={tutorial._id} />
        </div>
        <p dir="auto" className="flex-1 whitespace-pre-line text-slate-700 dark:text-slate-300">
          {tutorial.description}
        </p>
        <div className="grid grid-cols-3 gap-2">
          <Link
            to="/edit-tutorial/$id"
            params={{ id: tutorial._id }}
            className={buttonClass("secondary", "px-2! whitespace-nowrap")}
            aria-label={t`Edit ${language} tutorial`}
          >
            <Pencil aria-hidden className="size-4 shrink-0" />
            <Trans>Edit</Trans>
          </Link>
          <ConfirmDialog
            title={t(MY_TUTORIALS_TEXTS.confirmTitle)}
            description={t(MY_TUTORIALS_TEXTS.confirmText)}
            confirmLabel={t(MY_TUTORIALS_TEXTS.confirmButton)}
            onConfirm={() => void onDelete()}
            trigger={
              <Button
                variant="danger"
                className="px-2! whitespace-nowrap"
                disabled={remove.isPending}
                aria-label={t`Delete ${language} tutorial`}
              >
                <Trash2 aria-hidden className="size-4 shrink-0" />
                <Trans>Delete</Trans>
              </Button>
            }
          />
          <span title={isOwner ? t(MY_TUTORIALS_TEXTS.ownReview) : undefined} className="grid">
            <Button
              variant="secondary"
              className="px-2! whitespace-nowrap disabled:opacity-60"
              disabled={isOwner || review.isPending}
              aria-describedby={isOwner ? reasonId : undefined}
              aria-label={t`Review ${language} tutorial`}
              onClick={() => void onReview()}
            >
              <ThumbsUp aria-hidden className="size-4 shrink-0" />
              <Trans>Review</Trans>
            </Button>
          </span>
        </div>
        {isOwner ? (
          <p id={reasonId} className="sr-only">
            {t(MY_TUTORIALS_TEXTS.ownReview)}
          </p>
        ) : null}
      </div>
    </article>
  );
}
