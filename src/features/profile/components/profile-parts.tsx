import { useLingui } from "@lingui/react/macro";
import { Briefcase, GraduationCap, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { type Education, type Experience, IMAGE_SIZES } from "../../../../contract/index.js";
import { ResponsiveImg } from "../../../components/ui/responsive-img.js";
import { isolated } from "../../../i18n/isolate.js";
import { DEFAULT_AVATAR, DEFAULT_BANNER } from "../default-pictures.js";

/** A profile's cover and (below) photo: one that cannot be loaded gives way to the default. */
export function ProfileBanner({ src, children }: { src: string; children?: ReactNode }) {
  return (
    <div className="relative h-36 overflow-hidden bg-slate-200 sm:h-52 lg:h-60 dark:bg-slate-800">
      <ResponsiveImg
        src={src || DEFAULT_BANNER}
        sizes={IMAGE_SIZES.banner}
        fallback={DEFAULT_BANNER}
        alt=""
        width={1200}
        height={300}
        className="size-full object-cover"
      />
      {children}
    </div>
  );
}

export function ProfileAvatar({ src, name, children }: { src: string; name: string; children?: ReactNode }) {
  const { t, i18n } = useLingui();
  const person = isolated(name, i18n);
  return (
    <div className="relative -mt-14 size-28 shrink-0 sm:-mt-18 sm:size-36">
      <ResponsiveImg
        src={src || DEFAULT_AVATAR}
        sizes={IMAGE_SIZES.avatar}
        fallback={DEFAULT_AVATAR}
        alt={name ? t`${person}'s profile picture` : t`Profile picture`}
        width={144}
        height={144}
        className="size-full rounded-full border-4 border-white bg-slate-200 object-cover shadow-md dark:border-slate-900 dark:bg-slate-700"
      />
      {children}
    </div>
  );
}

/** A titled card of the profile screens. */
export function ProfileSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function SkillChip({ skill, children }: { skill: string; children?: ReactNode }) {
  return (
    <li className="inline-flex min-h-9 items-center rounded-full bg-brand-50 ps-3 text-sm font-medium text-brand-800 ring-1 ring-brand-100 ring-inset dark:bg-brand-900/60 dark:text-brand-100 dark:ring-brand-800">
      <span dir="auto" className={children ? "" : "pe-3"}>
        {skill}
      </span>
      {children}
    </li>
  );
}

/** An entry's icon, title, "a · b" line and optional description: what the person wrote, each in its own direction. */
function EntrySummary({
  icon,
  title,
  details,
  description,
}: {
  icon: ReactNode;
  title: string;
  details: string[];
  description?: string;
}) {
  const line = details.filter(Boolean).join(" · ");
  return (
    <div className="flex min-w-0 gap-3">
      {icon}
      <div className="min-w-0">
        <p dir="auto" className="font-semibold break-words">
          {title}
        </p>
        {line ? (
          <p dir="auto" className="text-slate-600 break-words dark:text-slate-300">
            {line}
          </p>
        ) : null}
        {description ? (
          <p
            dir="auto"
            className="mt-1 text-sm whitespace-pre-line break-words text-slate-700 dark:text-slate-200"
          >
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}

const ENTRY_ICON = "mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-200";

export function EducationSummary({ entry }: { entry: Education }) {
  return (
    <EntrySummary
      icon={<GraduationCap aria-hidden className={ENTRY_ICON} />}
      title={entry.degree}
      details={[entry.school, entry.year]}
    />
  );
}

export function ExperienceSummary({ entry }: { entry: Experience }) {
  return (
    <EntrySummary
      icon={<Briefcase aria-hidden className={ENTRY_ICON} />}
      title={entry.role}
      details={[entry.company, entry.duration]}
      description={entry.description}
    />
  );
}

/**
 * Beside the avatar: the name (a heading or not, as the screen needs: the caller isolates it),
 * headline and location, each in its own direction.
 */
export function ProfileIdentity({
  name,
  headline,
  location,
}: {
  name: ReactNode;
  headline: string;
  location: string;
}) {
  return (
    <div className="min-w-0 pb-1">
      {name}
      {headline ? (
        <p dir="auto" className="text-slate-700 dark:text-slate-200">
          {headline}
        </p>
      ) : null}
      {location ? (
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-600 dark:text-slate-300">
          <MapPin aria-hidden className="size-4" />
          <bdi>{location}</bdi>
        </p>
      ) : null}
    </div>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="text-slate-600 dark:text-slate-300">{children}</p>;
}
