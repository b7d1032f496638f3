import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { activeFilterCount, type ListFilters } from "../../../../contract/pages.js";
import { categoryName, isCategory } from "../../../i18n/categories.js";
import { deviceTimeZone } from "../../lessons/format.js";
import { ListFiltersAside, ListFiltersControl, type OnFilters } from "./list-filters.js";
import { PageShell } from "./page-shell.js";
import { SearchBox } from "./search-box.js";
import { TutorialResults } from "./tutorial-results.js";

/** Find Tutors' own address: its first page, unsearched, is the screen saved for the next visit. */
export const FIND_TUTORS_PATH = "/find-tutors";

export const FIND_TUTORS_HEADING = msg`Explore Online Tutors and teachers for learning a new language`;

interface FindTutorsPageProps {
  q: string;
  page: number;
  filters: ListFilters;
  onSearch: (q: string) => void;
  onFilters: OnFilters;
  onPageChange: (page: number, replace?: boolean) => void;
}

/**
 * The list with its filters: beside it on a wide screen, behind 'Filters' above it on a phone.
 * 'When' is asked in the device's time zone (named in the panel).
 */
function FilteredResults({
  filter,
  filters,
  onFilters,
  onPageChange,
  saveScreenAs,
}: {
  filter: { q?: string; language?: string; page: number };
  filters: ListFilters;
  onFilters: OnFilters;
  onPageChange: (page: number, replace?: boolean) => void;
  saveScreenAs?: string | undefined;
}) {
  const timeZone = filters.days || filters.time ? deviceTimeZone() : undefined;
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
      <ListFiltersAside filters={filters} onFilters={onFilters} />
      <div className="min-w-0">
        <div className="mb-4 lg:hidden">
          <ListFiltersControl filters={filters} onFilters={onFilters} />
        </div>
        <TutorialResults
          filter={{ ...filter, filters, ...(timeZone ? { timeZone } : {}) }}
          onPageChange={onPageChange}
          saveScreenAs={saveScreenAs}
        />
      </div>
    </div>
  );
}

/** Find Tutors: search and paging on the server, both in the URL so reload and back/forward keep them. */
export function FindTutorsPage({ q, page, filters, onSearch, onFilters, onPageChange }: FindTutorsPageProps) {
  const { t } = useLingui();
  const unfiltered = activeFilterCount(filters) === 0 && !filters.sort;
  return (
    <PageShell title={t(FIND_TUTORS_HEADING)} wide>
      <SearchBox value={q} onSearch={onSearch} />
      <FilteredResults
        filter={{ q, page }}
        filters={filters}
        onFilters={onFilters}
        onPageChange={onPageChange}
        saveScreenAs={!q && page === 1 && unfiltered ? FIND_TUTORS_PATH : undefined}
      />
    </PageShell>
  );
}

/**
 * /find-tutors/{category}: the tutorials whose language is the category (case-insensitive). One of
 * the nine is named in the screen's language; any other language of the address as it is written,
 * isolated, since it may run the other way.
 */
export function CategoryTutorsPage({
  category,
  page,
  filters,
  onFilters,
  onPageChange,
}: {
  category: string;
  page: number;
  filters: ListFilters;
  onFilters: OnFilters;
  onPageChange: (page: number, replace?: boolean) => void;
}) {
  const { i18n } = useLingui();
  const name = categoryName(category, i18n);
  const subject = isCategory(category) ? name : <bdi>{name}</bdi>;
  return (
    <PageShell
      wide
      title={<Trans>{subject} Tutors</Trans>}
      intro={<Trans>Online tutors teaching {subject}.</Trans>}
    >
      <FilteredResults
        filter={{ language: category, page }}
        filters={filters}
        onFilters={onFilters}
        onPageChange={onPageChange}
      />
    </PageShell>
  );
}
