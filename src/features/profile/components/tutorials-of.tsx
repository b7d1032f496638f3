import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { BookOpen } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { Tutorial } from "../../../../contract/index.js";
import { formatPrice } from "../../../i18n/format.js";
import { allTutorialsOfQueryOptions, tutorialsQueryOptions } from "../../tutorials/api.js";
import { EmptyNote, ProfileSection } from "./profile-parts.js";

/**
 * A person's tutorials as small links: the first page, then 'Show all' lists every one (a person
 * has at most MAX_TUTORIALS_PER_USER).
 */
export function TutorialsOf({ uid }: { uid: string }) {
  const { t } = useLingui();
  const { data, isPending, isError } = useQuery(tutorialsQueryOptions({ userId: uid }));
  const [showAll, setShowAll] = useState(false);
  const all = useQuery({ ...allTutorialsOfQueryOptions(uid), enabled: showAll });
  let body: ReactNode;
  if (isPending) body = <Trans>Loading tutorials...</Trans>;
  else if (isError) body = <Trans>Tutorials could not be loaded.</Trans>;
  else if (!data.items.length) body = <Trans>No tutorials yet.</Trans>;
  if (body || !data) {
    return (
      <ProfileSection id="tutorials-heading" title={t`Tutorials`}>
        <EmptyNote>{body}</EmptyNote>
      </ProfileSection>
    );
  }
  const items = showAll && all.data ? all.data : data.items;
  const count = data.total - items.length;
  return (
    <ProfileSection id="tutorials-heading" title={t`Tutorials`}>
      <ul className="grid grid-cols-1 gap-1">
        {items.map((tutorial) => (
          <TutorialLink key={tutorial._id} tutorial={tutorial} />
        ))}
        {count > 0 ? (
          <li className="flex min-h-11 flex-wrap items-center gap-x-2 px-2 text-sm text-slate-600 dark:text-slate-300">
            <Plural value={count} one="and # more" other="and # more" />
            {showAll && all.isError ? (
              <span role="alert">
                <Trans>Tutorials could not be loaded.</Trans>
              </span>
            ) : (
              <button
                type="button"
                onClick={() => {
                  setShowAll(true);
                  if (all.isError) void all.refetch();
                }}
                disabled={showAll && all.isFetching}
                className="min-h-11 rounded-lg px-2 font-medium text-brand-700 hover:underline disabled:opacity-60 dark:text-brand-200"
              >
                {showAll && all.isFetching ? <Trans>Loading tutorials...</Trans> : <Trans>Show all</Trans>}
              </button>
            )}
          </li>
        ) : null}
      </ul>
    </ProfileSection>
  );
}

function TutorialLink({ tutorial }: { tutorial: Tutorial }) {
  const { i18n } = useLingui();
  return (
    <li>
      <Link
        to="/tutor/$id"
        params={{ id: tutorial._id }}
        className="flex min-h-11 items-center gap-2 rounded-lg px-2 font-medium text-brand-700 hover:bg-slate-100 hover:underline dark:text-brand-200 dark:hover:bg-slate-800"
      >
        <BookOpen aria-hidden className="size-4 shrink-0" />
        {/* The language as the tutor wrote it, in its own direction. */}
        <span dir="auto" className="min-w-0 flex-1 truncate text-start">
          {tutorial.language}
        </span>
        {/* A left-to-right mark ends the price: in a right-to-left line, Arabic's "US$" would
            otherwise be drawn "$US". */}
        <span className="text-sm text-slate-600 tabular-nums dark:text-slate-300">
          {formatPrice(tutorial.price, i18n)}
          {"\u200e"}
        </span>
      </Link>
    </li>
  );
}
