import { i18n as shown } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Clock, Eye, Mail, Search } from "lucide-react";
import { type ReactNode, useEffect, useId } from "react";
import { type Booking, IMAGE_SIZES, type Lesson } from "../../../../contract/index.js";
import { buttonClass } from "../../../components/ui/button.js";
import { showError } from "../../../components/ui/message-store.js";
import { EmptyText, ErrorText, LoadingText } from "../../../components/ui/status.js";
import { useAuth } from "../../auth/auth-store.js";
import { lessonsQueryOptions } from "../../lessons/api.js";
import { LessonInfo } from "../../lessons/components/lesson-info.js";
import { PendingLessons } from "../../lessons/components/pending-lessons.js";
import { ZoneLine } from "../../lessons/components/zone-line.js";
import { usePendingOf } from "../../offline/use-outbox.js";
import { BookingReview } from "../../reviews/components/booking-review.js";
import { PageShell } from "../../tutorials/components/page-shell.js";
import { LanguageBadge, TutorialImage } from "../../tutorials/components/tutorial-card.js";
import { formatPrice } from "../../tutorials/format.js";
import { REVIEWED } from "../../tutorials/texts.js";
import { bookingsQueryOptions } from "../api.js";

export const MY_BOOKINGS_TEXTS = {
  empty: msg`No bookings found.`,
  fetchFailed: msg`Failed to fetch booked tutors`,
  reviewed: REVIEWED,
} as const;

/** My Booked Tutors (docs/product.md, My Booked Tutors): the signed-in user's bookings, each with a Review button. */
export function MyBookedTutorsPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const email = user?.email ?? "";
  const query = useQuery(bookingsQueryOptions(user));
  const failed = query.isError && !query.data;
  // A booking with a time is a lesson (docs/product.md, Lessons (learner)): asked for once the bookings are known.
  const lessons = useQuery({
    ...lessonsQueryOptions(user?.uid, "learner"),
    enabled: user !== null && query.data !== undefined,
  });
  const lessonOf = new Map<string, Lesson>(lessons.data?.map((l) => [l._id, l]));

  useEffect(() => {
    // Said once, in the language on screen then.
    if (failed) showError(shown._(MY_BOOKINGS_TEXTS.fetchFailed));
  }, [failed]);

  // Bookings made offline show at once, marked pending, until the server has them.
  const pendingItems = usePendingOf("booking");
  const known = new Set(query.data?.map((b) => b.tutorId));
  const pending: Booking[] = pendingItems
    .filter((i) => typeof i.meta?.tutorId === "string" && !known.has(i.meta.tutorId))
    .map((i) => ({
      _id: i.id,
      tutorId: String(i.meta?.tutorId),
      image: String(i.meta?.image ?? ""),
      language: String(i.meta?.language ?? ""),
      price: Number(i.meta?.price ?? 0),
      tutorEmail: String(i.meta?.tutorEmail ?? ""),
      email,
      ...(typeof i.meta?.tutorName === "string" ? { tutorName: i.meta.tutorName } : {}),
    }));
  const listed = new Set(query.data?.map((b) => b._id));
  const lessonsOnly = (lessons.data ?? []).filter((l) => !listed.has(l._id));
  const all = [...pending, ...(query.data ?? []), ...lessonsOnly];
  const pendingIds = new Set(pending.map((b) => b._id));

  let body: ReactNode;
  if (email === "") body = <EmptyText text={t(MY_BOOKINGS_TEXTS.empty)} />;
  else if (query.isPending && pending.length === 0) body = <LoadingText text={t`Loading your bookings...`} />;
  else if ((failed || !query.data) && pending.length === 0)
    body = <ErrorText text={t(MY_BOOKINGS_TEXTS.fetchFailed)} />;
  else if (all.length === 0)
    body = (
      <EmptyText
        text={t(MY_BOOKINGS_TEXTS.empty)}
        action={
          <Link to="/find-tutors" className={buttonClass("primary")}>
            <Search aria-hidden className="size-4" />
            <Trans>Find tutors</Trans>
          </Link>
        }
      />
    );
  else {
    const { upcoming, untimed, past } = groupBookings(all, lessonOf, Date.now());
    const cards = (list: Booking[]) => (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((b) => (
          <li key={b._id} className="flex">
            <BookingCard booking={b} pending={pendingIds.has(b._id)} lesson={lessonOf.get(b._id)} />
          </li>
        ))}
      </ul>
    );
    body = (
      <div className="flex flex-col gap-10">
        {upcoming.length + past.length > 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <ZoneLine />
          </p>
        ) : null}
        <BookingGroup title={t`Upcoming lessons`} list={upcoming} cards={cards} />
        <BookingGroup title={t`Booked tutors`} list={untimed} cards={cards} />
        <BookingGroup title={t`Past lessons`} list={past} cards={cards} />
      </div>
    );
  }

  return (
    <PageShell
      title={t`My Booked Tutors`}
      intro={t`Tutors you have booked. Tell others how it went with a review.`}
    >
      <PendingLessons />
      {body}
    </PageShell>
  );
}

/**
 * Lessons still to come first, soonest first; then the bookings without a time; then the lessons
 * that took place or will not, latest first (docs/product.md, My Booked Tutors).
 */
export function groupBookings(
  all: Booking[],
  lessonOf: ReadonlyMap<string, Lesson>,
  now: number,
): { upcoming: Booking[]; untimed: Booking[]; past: Booking[] } {
  const startOf = (b: Booking) => Date.parse(lessonOf.get(b._id)?.start ?? "");
  const isUpcoming = (l: Lesson) =>
    (l.status === "requested" || l.status === "confirmed") && Date.parse(l.end) > now;
  const upcoming = all.filter((b) => {
    const l = lessonOf.get(b._id);
    return l !== undefined && isUpcoming(l);
  });
  const past = all.filter((b) => {
    const l = lessonOf.get(b._id);
    return l !== undefined && !isUpcoming(l);
  });
  return {
    upcoming: upcoming.sort((a, b) => startOf(a) - startOf(b)),
    untimed: all.filter((b) => !lessonOf.has(b._id)),
    past: past.sort((a, b) => startOf(b) - startOf(a)),
  };
}

/** One group of booking cards under its heading; nothing when the group is empty. */
function BookingGroup({
  title,
  list,
  cards,
}: {
  title: string;
  list: Booking[];
  cards: (list: Booking[]) => ReactNode;
}) {
  const id = useId();
  if (list.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {cards(list)}
    </section>
  );
}

function BookingCard({
  booking: b,
  pending,
  lesson,
}: {
  booking: Booking;
  pending: boolean;
  lesson?: Lesson;
}) {
  const { i18n } = useLingui();
  const tutorName = b.tutorName ?? lesson?.tutorName;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <TutorialImage tutorial={b} sizes={IMAGE_SIZES.threeColumns} className="aspect-video w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <LanguageBadge language={b.language} />
          <span className="font-semibold">{formatPrice(b.price, i18n)}</span>
        </div>
        {tutorName ? (
          <h3 className="text-lg font-semibold">
            <bdi>{tutorName}</bdi>
          </h3>
        ) : null}
        {pending ? (
          <p
            className="flex items-center gap-1 text-sm font-medium text-amber-800 dark:text-amber-300"
            data-testid="booking-pending"
          >
            <Clock aria-hidden className="size-4" />
            <Trans>Booking pending — sent when you're back online</Trans>
          </p>
        ) : null}
        {lesson ? <LessonInfo lesson={lesson} /> : null}
        <p className="flex min-w-0 items-center gap-2 text-slate-700 dark:text-slate-300">
          <Mail aria-hidden className="size-4 shrink-0" />
          <span className="sr-only">
            <Trans>Tutor email:</Trans>{" "}
          </span>
          <span dir="auto" className="truncate" title={b.tutorEmail}>
            {b.tutorEmail}
          </span>
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-2 *:flex-1">
          <BookingReview tutorId={b.tutorId} language={b.language} lesson={lesson} />
          <Link
            to="/tutor/$id"
            params={{ id: b.tutorId }}
            className={buttonClass("secondary", "px-2! whitespace-nowrap")}
          >
            <Eye aria-hidden className="size-4 shrink-0" />
            <Trans>Details</Trans>
          </Link>
        </div>
      </div>
    </article>
  );
}
