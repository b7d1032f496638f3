import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { CloudOff } from "lucide-react";
import { useEffect } from "react";
import { Button } from "../../../components/ui/button.js";
import { Pagination } from "../../../components/ui/pagination.js";
import { EmptyText, ErrorText, LoadingText } from "../../../components/ui/status.js";
import { errorText } from "../../../lib/error-text.js";
import { saveScreen } from "../../../lib/saved-screen.js";
import { type TutorialsFilter, tutorialsQueryOptions } from "../api.js";
import { tutorialsFoundText } from "../format.js";
import { TutorialCard } from "./tutorial-card.js";

export const NO_TUTORS_FOUND = msg`No tutors found for this language.`;
/** The cards a phone's screen shows before scrolling (the first row on a wide screen). */
const FIRST_CARDS = 2;
/**
 * The others are below the fold: the browser lays out and paints each only as it nears the
 * viewport, keeping a card's height on a phone for it until then.
 */
const BELOW_FOLD = "[content-visibility:auto] [contain-intrinsic-block-size:auto_280px]";
export const SAVED_RESULTS_NOTE = msg`Offline: these are the matching tutors saved on this device.`;

/** A tutor list while its first page loads; `heading` when it stands for the whole screen. */
export function LoadingTutors({ heading = false }: { heading?: boolean }) {
  const { t } = useLingui();
  return <LoadingText text={t`Loading tutors...`} heading={heading} />;
}

/** After a page change the new page starts at its top; smoothly unless the person asked for less motion. */
export function scrollToTop(): void {
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
}

interface TutorialResultsProps {
  filter: TutorialsFilter & { page: number };
  /**
   * The path under which this list, once drawn whole from the server's answer, is saved as the
   * screen the next visit paints before the app runs (src/lib/saved-screen.ts).
   */
  saveScreenAs?: string;
  /** `replace` is set when correcting a page that does not exist (no new history entry). */
  onPageChange: (page: number, replace?: boolean) => void;
}

/** A page of tutorial cards, 1 column on phones and 2 on wide screens, with paging. */
export function TutorialResults({ filter, onPageChange, saveScreenAs }: TutorialResultsProps) {
  const { t, i18n } = useLingui();
  const query = useQuery(tutorialsQueryOptions(filter));
  const { data, isPlaceholderData } = query;
  // Saved once the list is drawn from an answer of the server (not a search of saved data), and
  // again whenever that answer changes, so that a list seen even briefly is there for the next visit;
  // and again in another language once chosen, so that the next visit paints it in that one.
  const answeredAt =
    saveScreenAs !== undefined && data && !isPlaceholderData && !data.savedOnly ? query.dataUpdatedAt : 0;
  const { locale } = i18n;
  useEffect(() => {
    if (answeredAt && saveScreenAs && locale) saveScreen(saveScreenAs);
  }, [answeredAt, saveScreenAs, locale]);

  // A page past the end (an old link, or the list shrank): go to the last page there is.
  useEffect(() => {
    if (data && !isPlaceholderData && data.items.length === 0 && filter.page > data.pageCount) {
      onPageChange(data.pageCount, true);
    }
  }, [data, isPlaceholderData, filter.page, onPageChange]);

  if (query.isPending) return <LoadingTutors />;
  if (query.isError && !data) {
    return (
      <div className="text-center">
        <ErrorText text={errorText(query.error)} />
        <Button variant="secondary" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  const savedNote = data?.savedOnly ? (
    <p className="mb-4 flex items-center justify-center gap-2 text-sm text-amber-800 dark:text-amber-300">
      <CloudOff aria-hidden className="size-4" />
      {t(SAVED_RESULTS_NOTE)}
    </p>
  ) : null;
  if (!data || data.items.length === 0) {
    return (
      <>
        {savedNote}
        <EmptyText text={t(NO_TUTORS_FOUND)} />
      </>
    );
  }

  return (
    <div aria-busy={isPlaceholderData || undefined}>
      {savedNote}
      <p className="sr-only" role="status">
        {tutorialsFoundText(data, i18n)}
      </p>
      <ul className={`grid gap-6 lg:grid-cols-2 ${isPlaceholderData ? "opacity-60 transition-opacity" : ""}`}>
        {data.items.map((t, i) => (
          <li key={t._id} className={i < FIRST_CARDS ? "flex" : `flex ${BELOW_FOLD}`}>
            {/* The first cards are on screen at once: their pictures are the page's largest paint. */}
            <TutorialCard tutorial={t} priority={i < FIRST_CARDS} />
          </li>
        ))}
      </ul>
      <Pagination
        page={filter.page}
        pageCount={data.pageCount}
        label={t`Tutor pages`}
        onPageChange={(p) => {
          onPageChange(p);
          scrollToTop();
        }}
      />
    </div>
  );
}
