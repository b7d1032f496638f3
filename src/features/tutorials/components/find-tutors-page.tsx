import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { categoryName, isCategory } from "../../../i18n/categories.js";
import { PageShell } from "./page-shell.js";
import { SearchBox } from "./search-box.js";
import { TutorialResults } from "./tutorial-results.js";

/** Find Tutors' own address: its first page, unsearched, is the screen saved for the next visit. */
export const FIND_TUTORS_PATH = "/find-tutors";

export const FIND_TUTORS_HEADING = msg`Explore Online Tutors and teachers for learning a new language`;

interface FindTutorsPageProps {
  q: string;
  page: number;
  onSearch: (q: string) => void;
  onPageChange: (page: number, replace?: boolean) => void;
}

/** Find Tutors: search and paging on the server, both in the URL so reload and back/forward keep them. */
export function FindTutorsPage({ q, page, onSearch, onPageChange }: FindTutorsPageProps) {
  const { t } = useLingui();
  return (
    <PageShell title={t(FIND_TUTORS_HEADING)}>
      <SearchBox value={q} onSearch={onSearch} />
      <div className="mt-8">
        <TutorialResults
          filter={{ q, page }}
          onPageChange={onPageChange}
          saveScreenAs={!q && page === 1 ? FIND_TUTORS_PATH : undefined}
        />
      </div>
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
  onPageChange,
}: {
  category: string;
  page: number;
  onPageChange: (page: number, replace?: boolean) => void;
}) {
  const { i18n } = useLingui();
  const name = categoryName(category, i18n);
  const subject = isCategory(category) ? name : <bdi>{name}</bdi>;
  return (
    <PageShell
      title={<Trans>{subject} Tutors</Trans>}
      intro={<Trans>Online tutors teaching {subject}.</Trans>}
    >
      <TutorialResults filter={{ language: category, page }} onPageChange={onPageChange} />
    </PageShell>
  );
}
