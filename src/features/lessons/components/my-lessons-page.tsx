import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CalendarClock, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import type { Lesson } from "../../../../contract/index.js";
import { Button, buttonClass } from "../../../components/ui/button.js";
import { EmptyText, ErrorText, LoadingText } from "../../../components/ui/status.js";
import { formatCount } from "../../../i18n/format.js";
import { isNetworkError } from "../../../lib/api-client.js";
import { usePageTitle } from "../../../lib/page-title.js";
import { useAuth } from "../../auth/auth-store.js";
import { PageShell } from "../../tutorials/components/page-shell.js";
import { lessonsQueryOptions } from "../api.js";
import { splitTutorLessons, MY_LESSONS_TEXTS as T } from "../tutor-lessons.js";
import { TutorLessonCard } from "./tutor-lesson-card.js";
import { ZoneLine } from "./zone-line.js";

/** /my-lessons (docs/product.md, Lessons (tutor)): the tutor's side of lessons, in three parts. */
export function MyLessonsPage() {
  const { t } = useLingui();
  usePageTitle(t(T.title));
  const query = useQuery(lessonsQueryOptions(useAuth().user?.uid, "tutor"));

  let body: ReactNode;
  if (query.data) body = query.data.length === 0 ? <NoLessons /> : <Parts lessons={query.data} />;
  else if (query.isError)
    body = (
      <div className="text-center">
        <ErrorText text={t(isNetworkError(query.error) ? T.offline : T.loadFailed)} />
        <Button variant="secondary" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden className="size-4" />
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  else body = <LoadingText text={t(T.loading)} />;

  return (
    <PageShell title={t(T.title)} intro={<p>{t(T.intro)}</p>}>
      <p className="-mt-2 mb-6 text-sm text-slate-600 dark:text-slate-300">
        <ZoneLine />
      </p>
      {body}
    </PageShell>
  );
}

function NoLessons() {
  const { t } = useLingui();
  return (
    <EmptyText
      text={t(T.empty)}
      action={
        <Link to="/availability" className={buttonClass("primary")}>
          <CalendarClock aria-hidden className="size-4" />
          {t(T.setAvailability)}
        </Link>
      }
    />
  );
}

function Parts({ lessons }: { lessons: Lesson[] }) {
  const { t, i18n } = useLingui();
  const parts = splitTutorLessons(lessons);
  const sections = [
    { key: "requests", title: T.requests, empty: T.noRequests, items: parts.requests },
    { key: "upcoming", title: T.upcoming, empty: T.noUpcoming, items: parts.upcoming },
    { key: "past", title: T.past, empty: T.noPast, items: parts.past },
  ] as const;
  return (
    <div className="space-y-10">
      {sections.map((s) => (
        <section key={s.key} aria-labelledby={`part-${s.key}`}>
          <h2 id={`part-${s.key}`} className="mb-3 text-xl font-semibold">
            {t(s.title)}{" "}
            <span className="text-base font-normal text-slate-600 dark:text-slate-400">
              ({formatCount(s.items.length, i18n)})
            </span>
          </h2>
          {s.items.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">{t(s.empty)}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {s.items.map((l) => (
                <li key={l._id} className="flex flex-col">
                  <TutorLessonCard lesson={l} part={s.key} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
