import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CalendarClock } from "lucide-react";
import type { Tutorial } from "../../../../contract/index.js";
import { ResponsiveImg } from "../../../components/ui/responsive-img.js";
import { availabilityQueryOptions, hasAvailability } from "../../lessons/api.js";
import { ZoneLine } from "../../lessons/components/zone-line.js";
import { formatDateTime } from "../../lessons/format.js";
import { usePickerSlots } from "../../lessons/use-picker-slots.js";
import { profileQueryOptions } from "../../profile/api.js";
import { DEFAULT_AVATAR } from "../../profile/default-pictures.js";

/** How many of the tutor's next free times Tutor Details shows before Book Now. */
const PREVIEW_SLOTS = 3;

/**
 * Who the tutor is (docs/product.md, Tutor Details): their photo, headline and bio from their
 * public profile, and the next free times as a preview of Book Now's picker when they keep hours.
 */
export function TutorAbout({ tutorial }: { tutorial: Tutorial }) {
  const { t } = useLingui();
  const profile = useQuery(profileQueryOptions(tutorial.userId));
  const availability = useQuery(availabilityQueryOptions(tutorial.userId));
  const p = profile.data;
  const name = tutorial.userName;
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center gap-3">
        <ResponsiveImg
          src={p?.avatar || DEFAULT_AVATAR}
          sizes="56px"
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="size-14 shrink-0 rounded-full bg-slate-200 object-cover dark:bg-slate-800"
        />
        <div className="min-w-0">
          <h2 className="font-semibold">{t`About ${name}`}</h2>
          {p?.headline ? (
            <p dir="auto" className="text-slate-700 dark:text-slate-300">
              {p.headline}
            </p>
          ) : null}
        </div>
      </div>
      {p?.bio ? (
        <p dir="auto" className="line-clamp-4 whitespace-pre-line text-slate-700 dark:text-slate-300">
          {p.bio}
        </p>
      ) : null}
      {hasAvailability(availability.data) ? <NextFreeTimes tutorialId={tutorial._id} /> : null}
      <Link
        to="/see-profile/$userId"
        params={{ userId: tutorial.userId }}
        className="self-start font-medium text-brand-800 underline-offset-2 hover:underline dark:text-brand-200"
      >
        {t`See ${name}'s profile`}
      </Link>
    </section>
  );
}

/** The tutor's next free 60-minute times, as Book Now's picker will offer them. */
function NextFreeTimes({ tutorialId }: { tutorialId: string }) {
  const { t, i18n } = useLingui();
  const { slots, loading } = usePickerSlots(tutorialId, 60);
  if (loading || slots === undefined) return null;
  return (
    <div>
      <h3 className="flex items-center gap-1.5 text-sm font-semibold">
        <CalendarClock aria-hidden className="size-4" />
        {t`Next free times`}
      </h3>
      {slots.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t`No free times in the next weeks.`}</p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-2">
          {slots.slice(0, PREVIEW_SLOTS).map((s) => (
            <li
              key={s.start}
              className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900 dark:bg-brand-900/50 dark:text-brand-100"
            >
              <time dateTime={s.start}>{formatDateTime(s.start, i18n)}</time>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        <ZoneLine />
      </p>
    </div>
  );
}
