import { useQuery } from "@tanstack/react-query";
import { CloudOff } from "lucide-react";
import { useEffect } from "react";
import { PAGE_SIZE } from "../../../../contract/constants.js";
import { Button } from "../../../components/ui/button.js";
import { Pagination } from "../../../components/ui/pagination.js";
import { EmptyText, ErrorText, LoadingText } from "../../../components/ui/status.js";
import { errorText } from "../../../lib/api-client.js";
import { saveScreen } from "../../../lib/saved-screen.js";
import { usePaintedInSteps } from "../../../lib/use-after-first-paint.js";
import { afterNextPaint } from "../../../lib/yield-to-main.js";
import { type TutorialsFilter, tutorialsQueryOptions } from "../api.js";
import { tutorialsFoundText } from "../format.js";
import { TutorialCard } from "./tutorial-card.js";

export const NO_TUTORS_FOUND = "No tutors found for this language.";
/** The cards drawn with the page's first frame: what a phone's screen shows before scrolling. */
const FIRST_CARDS = 2;
/**
 * The others, this many a frame after the first: a page's last four at once were a frame of 8–13
 * ms of CPU at 1× (their style, layout and paint) on a slow host (docs/benchmarks.md).
 */
const CARDS_PER_FRAME = 2;
const LATER_FRAMES = Math.ceil((PAGE_SIZE - FIRST_CARDS) / CARDS_PER_FRAME);
export const SAVED_RESULTS_NOTE = "Offline: these are the matching tutors saved on this device.";

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
  const query = useQuery(tutorialsQueryOptions(filter));
  const { data, isPlaceholderData } = query;
  // Only the first cards render with the route, so a saved or fetched list is on the first frame;
  // the rest mount in renders of their own, a few a frame, which React splits into short tasks: all
  // mounted with the route (a synchronous render of the router's), they made it one long task at a
  // phone's speed.
  const later = usePaintedInSteps(LATER_FRAMES);
  const mounted = later === LATER_FRAMES;
  const shown = mounted ? Number.POSITIVE_INFINITY : FIRST_CARDS + later * CARDS_PER_FRAME;

  // Saved once the whole list is drawn from an answer of the server (not a search of saved data),
  // and again whenever that answer changes: in a task after the frame that painted it (a copy of
  // the page's <main>, 1–3 ms), so that a list seen even briefly is there for the next visit.
  const answeredAt =
    saveScreenAs !== undefined && mounted && data && !isPlaceholderData && !data.savedOnly
      ? query.dataUpdatedAt
      : 0;
  useEffect(() => {
    if (!answeredAt || !saveScreenAs) return;
    let live = true;
    void afterNextPaint().then(() => {
      if (live) saveScreen(saveScreenAs);
    });
    return () => {
      live = false;
    };
  }, [answeredAt, saveScreenAs]);

  // A page past the end (an old link, or the list shrank): go to the last page there is.
  useEffect(() => {
    if (data && !isPlaceholderData && data.items.length === 0 && filter.page > data.pageCount) {
      onPageChange(data.pageCount, true);
    }
  }, [data, isPlaceholderData, filter.page, onPageChange]);

  if (query.isPending) return <LoadingText text="Loading tutors..." />;
  if (query.isError && !data) {
    return (
      <div className="text-center">
        <ErrorText text={errorText(query.error)} />
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const savedNote = data?.savedOnly ? (
    <p className="mb-4 flex items-center justify-center gap-2 text-sm text-amber-800 dark:text-amber-300">
      <CloudOff aria-hidden className="size-4" />
      {SAVED_RESULTS_NOTE}
    </p>
  ) : null;
  if (!data || data.items.length === 0) {
    return (
      <>
        {savedNote}
        <EmptyText text={NO_TUTORS_FOUND} />
      </>
    );
  }

  return (
    <div aria-busy={isPlaceholderData || undefined}>
      {savedNote}
      <p className="sr-only" role="status">
        {tutorialsFoundText(data)}
      </p>
      <ul className={`grid gap-6 lg:grid-cols-2 ${isPlaceholderData ? "opacity-60 transition-opacity" : ""}`}>
        {data.items.slice(0, shown).map((t, i) => (
          <li key={t._id} className="flex">
            {/* The first cards are on screen at once: their pictures are the page's largest paint. */}
            <TutorialCard tutorial={t} priority={i < FIRST_CARDS} />
          </li>
        ))}
      </ul>
      {mounted ? (
        <Pagination
          page={filter.page}
          pageCount={data.pageCount}
          label="Tutor pages"
          onPageChange={(p) => {
            onPageChange(p);
            scrollToTop();
          }}
        />
      ) : null}
    </div>
  );
}
