import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Eye, Languages, Star, UserRound } from "lucide-react";
import type { MouseEvent } from "react";
import { IMAGE_SIZES, type Tutorial } from "../../../../contract/index.js";
import { buttonClass } from "../../../components/ui/button.js";
import { showError } from "../../../components/ui/message-store.js";
import { ResponsiveImg } from "../../../components/ui/responsive-img.js";
import { formatCount } from "../../../i18n/format.js";
import { useAuth } from "../../auth/auth-store.js";
import { SaveTutorButton } from "../../favourites/components/save-tutor-button.js";
import { useReviewPending } from "../../offline/use-outbox.js";
import { RatingBadge } from "../../reviews/components/stars.js";
import { CARD_PAINTED } from "../card-painted.js";
import { descriptionPreview, formatPrice, reviewLabel } from "../format.js";

export const LOGIN_TO_SEE_DETAILS = msg`You must be logged in to See Details.`;

/**
 * A tutorial's picture, with its box reserved so nothing shifts when it arrives: lazy, except the
 * first ones on screen (`priority`), which are the page's largest paint and must not wait. Drawn
 * `sizes` wide (IMAGE_SIZES), so that the browser fetches the smallest width that is sharp there.
 */
export function TutorialImage({
  tutorial,
  sizes,
  className = "",
  priority = false,
}: {
  tutorial: Pick<Tutorial, "image" | "language">;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  const { t } = useLingui();
  const { language } = tutorial;
  return (
    <ResponsiveImg
      src={tutorial.image}
      sizes={sizes}
      alt={t`${language} tutorial`}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      width={640}
      height={360}
      className={`bg-slate-200 object-cover dark:bg-slate-800 ${className}`}
    />
  );
}

/** The language a tutor teaches, as the tutor wrote it (isolated: it may run the other way). */
export function LanguageBadge({ language }: { language: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-800 dark:bg-brand-900/60 dark:text-brand-100">
      <Languages aria-hidden className="size-3.5" />
      <span dir="auto">{language}</span>
    </span>
  );
}

/** The review count; a review of this tutorial still waiting in the outbox shows as a pending +1. */
export function ReviewCount({ count, tutorId }: { count: number; tutorId: string }) {
  const { i18n } = useLingui();
  const pending = useReviewPending(tutorId);
  const one = formatCount(1, i18n);
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-700 dark:text-slate-300">
      <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
      {reviewLabel(count, i18n)}
      {pending ? (
        <span className="font-medium text-amber-800 dark:text-amber-300" data-testid="review-pending">
          <Trans>(+{one} pending)</Trans>
        </span>
      ) : null}
    </span>
  );
}

/**
 * Find Tutors' card: details need a signed-in user, the public profile does not (docs/product.md,
 * Rules: Who may do what). On a phone a compact row (thumbnail beside name, language and price), so
 * a screen shows more than one tutor; from `sm` the picture takes the card's start side (the right
 * one in Arabic).
 */
export function TutorialCard({ tutorial, priority = false }: { tutorial: Tutorial; priority?: boolean }) {
  const { t, i18n } = useLingui();
  const { user, loading } = useAuth();
  const { language, userName } = tutorial;
  const onDetails = (e: MouseEvent) => {
    if (!user && !loading) {
      e.preventDefault();
      showError(t(LOGIN_TO_SEE_DETAILS));
    }
  };
  return (
    <article className="grid w-full grid-cols-[5.5rem_minmax(0,1fr)] content-start gap-x-4 gap-y-2 overflow-hidden rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex sm:flex-row sm:gap-0 sm:p-0 dark:border-slate-800 dark:bg-slate-900">
      <TutorialImage
        tutorial={tutorial}
        priority={priority}
        sizes={IMAGE_SIZES.card}
        className="row-span-3 aspect-square w-full rounded-xl sm:aspect-auto sm:w-2/5 sm:self-stretch lg:w-1/3 sm:rounded-none"
      />
      {/* On a phone its parts join the card's grid (contents); from sm a column beside the picture. */}
      <div className="contents sm:flex sm:flex-1 sm:flex-col sm:gap-3 sm:p-5">
        <div className="flex items-start gap-1">
          <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-2">
            <LanguageBadge language={tutorial.language} />
            <span className="font-semibold text-slate-900 dark:text-slate-100">
              {formatPrice(tutorial.price, i18n)}
            </span>
          </div>
          {/* At the row's end, a 44 px target that does not make the row taller. */}
          <span className="-my-2.5 -me-2.5">
            <SaveTutorButton tutorial={tutorial} />
          </span>
        </div>
        {/* The name reads its own way, on the side where the screen's lines start. */}
        <h2 className="text-lg font-semibold" elementtiming={CARD_PAINTED}>
          <bdi>{tutorial.userName}</bdi>
        </h2>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <RatingBadge rating={tutorial.rating} />
          <ReviewCount count={tutorial.review} tutorId={tutorial._id} />
        </div>
        <p dir="auto" className="col-span-2 mt-1 flex-1 text-slate-700 sm:mt-0 dark:text-slate-300">
          {descriptionPreview(tutorial.description)}
        </p>
        <div className="col-span-2 grid grid-cols-2 gap-2">
          <Link
            to="/tutor/$id"
            params={{ id: tutorial._id }}
            onClick={onDetails}
            className={buttonClass("primary", "px-2! text-center leading-tight")}
            aria-label={t`View Details: ${language} with ${userName}`}
          >
            <Eye aria-hidden className="size-4 shrink-0" />
            <Trans>View Details</Trans>
          </Link>
          <Link
            to="/see-profile/$userId"
            params={{ userId: tutorial.userId }}
            className={buttonClass("secondary", "px-2! text-center leading-tight")}
            aria-label={t`View Profile of ${userName}`}
          >
            <UserRound aria-hidden className="size-4 shrink-0" />
            <Trans>View Profile</Trans>
          </Link>
        </div>
      </div>
    </article>
  );
}
