import { i18n as shown } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CalendarCheck, CalendarPlus, Pencil } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { IMAGE_SIZES, type Tutorial } from "../../../../contract/index.js";
import { Button, buttonClass } from "../../../components/ui/button.js";
import { showError, showSuccess } from "../../../components/ui/message-store.js";
import { ErrorText, LoadingText } from "../../../components/ui/status.js";
import { errorText } from "../../../lib/error-text.js";
import { useAuth } from "../../auth/auth-store.js";
import { bookingsQueryOptions, useCreateBooking } from "../../bookings/api.js";
import { SaveTutorButton } from "../../favourites/components/save-tutor-button.js";
import { availabilityQueryOptions, hasAvailability } from "../../lessons/api.js";
import { BookLessonButton } from "../../lessons/components/book-lesson-button.js";
import { MessageButton } from "../../messages/components/message-button.js";
import { usePendingOf } from "../../offline/use-outbox.js";
import { ReviewsSection } from "../../reviews/components/reviews-section.js";
import { RatingBadge } from "../../reviews/components/stars.js";
import { tutorialQueryOptions } from "../api.js";
import { formatPrice } from "../format.js";
import { BOOKED, QUEUED } from "../texts.js";
import { TutorAbout } from "./tutor-about.js";
import { LanguageBadge, ReviewCount, TutorialImage } from "./tutorial-card.js";

/** `bookingFailed` is the contract's word (contract/messages.ts), as the server says it. */
export const TUTOR_DETAILS_TEXTS = {
  fetchFailed: msg`Failed to fetch tutorial`,
  booked: BOOKED,
  bookingFailed: msg`Booking failed`,
  loginToBook: msg`You must be logged in to book.`,
  alreadyBooked: msg`You have booked this tutor.`,
  hadBooked: msg`You had already booked this tutor.`,
  bookingPending: msg`Booking pending — it will be sent when you're back online.`,
  ownTutorial: msg`This is your own tutorial, so you cannot book it.`,
} as const;

/** Tutor Details (see docs/product.md, Screens): image, name, language, price, reviews, description and Book Now. */
export function TutorDetailsPage({ id }: { id: string }) {
  const { t } = useLingui();
  const query = useQuery(tutorialQueryOptions(id));
  const failed = query.isError && !query.data;

  useEffect(() => {
    // Said once, in the language on screen then.
    if (failed) showError(shown._(TUTOR_DETAILS_TEXTS.fetchFailed));
  }, [failed]);

  if (query.isPending) return <LoadingText text={t`Loading tutor...`} heading />;
  if (failed || !query.data) return <ErrorText text={t(TUTOR_DETAILS_TEXTS.fetchFailed)} heading />;
  return <TutorDetails tutorial={query.data} />;
}

function TutorDetails({ tutorial: t }: { tutorial: Tutorial }) {
  const { i18n } = useLingui();
  return (
    <>
      <article className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-12 lg:grid-cols-2 lg:items-start">
        <TutorialImage
          tutorial={t}
          priority
          sizes={IMAGE_SIZES.details}
          className="aspect-video w-full rounded-2xl shadow-sm"
        />
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <LanguageBadge language={t.language} />
            <RatingBadge rating={t.rating} ratingCount={t.ratingCount} />
            <ReviewCount count={t.review} tutorId={t._id} />
          </div>
          <div className="flex items-start justify-between gap-2">
            <h1 className="text-3xl font-bold tracking-tight">
              <bdi>{t.userName}</bdi>
            </h1>
            <SaveTutorButton tutorial={t} />
          </div>
          <p className="text-2xl font-semibold text-brand-800 dark:text-brand-200">
            {formatPrice(t.price, i18n)}
            <span className="ms-1 text-base font-normal text-slate-600 dark:text-slate-300">
              <Trans>per lesson</Trans>
            </span>
          </p>
          <div>
            <h2 className="text-lg font-semibold">
              <Trans>About this tutorial</Trans>
            </h2>
            <p dir="auto" className="mt-2 whitespace-pre-line text-slate-700 dark:text-slate-300">
              {t.description}
            </p>
          </div>
          <BookingPanel tutorial={t} />
          <MessageButton
            withUid={t.userId}
            tutorialId={t._id}
            className="w-full sm:w-auto sm:self-start sm:px-8"
          />
          <TutorAbout tutorial={t} />
        </div>
      </article>
      <ReviewsSection tutorial={t} />
    </>
  );
}

/**
 * Book Now, or why it is not offered: already booked (the server keeps one per person) or one's own.
 * A tutor with availability is booked by time instead (docs/product.md, Lessons (learner)). The only
 * part of the screen that reads the signed-in state: the identity provider's answer, which comes
 * after the page has opened on a signed-in device (see its guard), re-renders this alone, not the
 * whole screen (docs/benchmarks.md).
 */
function BookingPanel({ tutorial }: { tutorial: Tutorial }) {
  const { t } = useLingui();
  const { user, loading } = useAuth();
  // False while the identity provider has not answered.
  const authAnswered = !loading;
  const own = user?.uid === tutorial.userId;
  const bookings = useQuery(bookingsQueryOptions(user));
  // Signed out, Book Now only asks to log in: no need to know how this tutor is booked.
  const availability = useQuery({
    ...availabilityQueryOptions(tutorial.userId),
    enabled: user !== null && !own,
  });
  const book = useCreateBooking();
  const pending = usePendingOf("booking").some((i) => i.meta?.tutorId === tutorial._id);
  const booked = pending || (bookings.data?.some((b) => b.tutorId === tutorial._id) ?? false);
  // Before these answers a click cannot yet tell a timed booking from an untimed one, nor a
  // signed-in person from a signed-out one: it is remembered and carried out once they come.
  const deciding = !authAnswered || (availability.isPending && availability.fetchStatus === "fetching");
  const [clickedEarly, setClickedEarly] = useState(false);
  const timed = !own && hasAvailability(availability.data);

  const onBook = async () => {
    if (!user) {
      showError(shown._(TUTOR_DETAILS_TEXTS.loginToBook));
      return;
    }
    try {
      const result = await book.mutateAsync({
        tutorId: tutorial._id,
        image: tutorial.image,
        language: tutorial.language,
        price: tutorial.price,
        tutorEmail: tutorial.email,
        email: user.email ?? undefined,
        tutorName: tutorial.userName,
      });
      if (result.status === "queued") showSuccess(shown._(QUEUED.title), shown._(QUEUED.text));
      else
        showSuccess(
          shown._(TUTOR_DETAILS_TEXTS.booked),
          result.data.created ? undefined : shown._(TUTOR_DETAILS_TEXTS.hadBooked),
        );
    } catch (err) {
      showError(errorText(err, shown._(TUTOR_DETAILS_TEXTS.bookingFailed)));
    }
  };

  // The early click is carried out once: cleared here at once, not at the next render (a commit for
  // another update, rendered before that state change, would carry it out again: a second booking).
  const earlyClick = useRef(false);
  useEffect(() => {
    if (!earlyClick.current || deciding) return;
    earlyClick.current = false;
    setClickedEarly(false);
    // Booked or one's own: the panel now says why there is nothing to book; timed: the slot
    // picker opens (below).
    if (!booked && !own && !timed) void onBook();
  });

  if (timed) return <BookLessonButton tutorial={tutorial} openAtStart={clickedEarly} />;
  if (booked) {
    return (
      <div className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-brand-800 dark:bg-brand-900/40">
        <p role="status" className="flex items-center gap-2 font-medium text-brand-800 dark:text-brand-100">
          <CalendarCheck aria-hidden className="size-5" />
          {t(pending ? TUTOR_DETAILS_TEXTS.bookingPending : TUTOR_DETAILS_TEXTS.alreadyBooked)}
        </p>
        <Link to="/my-booked-tutors" className={buttonClass("secondary")}>
          <Trans>My booked tutors</Trans>
        </Link>
      </div>
    );
  }
  if (own) {
    return (
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-100 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700 dark:bg-slate-800">
        <p className="text-slate-700 dark:text-slate-200">{t(TUTOR_DETAILS_TEXTS.ownTutorial)}</p>
        <Link to="/edit-tutorial/$id" params={{ id: tutorial._id }} className={buttonClass("secondary")}>
          <Pencil aria-hidden className="size-4" />
          <Trans>Edit</Trans>
        </Link>
      </div>
    );
  }
  return (
    <Button
      className="w-full sm:w-auto sm:self-start sm:px-8"
      onClick={() => {
        if (deciding) {
          earlyClick.current = true;
          setClickedEarly(true);
        } else void onBook();
      }}
      disabled={book.isPending}
      aria-busy={clickedEarly || book.isPending || undefined}
    >
      <CalendarPlus aria-hidden className="size-5" />
      {book.isPending || clickedEarly ? t`Booking...` : t`Book Now`}
    </Button>
  );
}
