import { createFileRoute } from "@tanstack/react-router";
import { findTutorsSearch } from "../../contract/pages.js";
import { tutorialsQueryOptions } from "../features/tutorials/api.js";
import { FindTutorsPage } from "../features/tutorials/components/find-tutors-page.js";
import { LoadingTutors } from "../features/tutorials/components/tutorial-results.js";

/** Search and page live in the URL, so reload and back/forward keep them. Bad values are dropped. */
export const Route = createFileRoute("/find-tutors/")({
  validateSearch: findTutorsSearch,
  loaderDeps: ({ search: { q, page, ...filters } }) => ({ q: q ?? "", page: page ?? 1, filters }),
  // A failed load is shown by the page itself (with its search box), so it is not thrown here.
  // 'When' is asked in the device's zone, which the page adds: its list is not loaded ahead.
  loader: ({ context: { queryClient }, deps }) =>
    deps.filters.days || deps.filters.time
      ? undefined
      : queryClient.ensureQueryData(tutorialsQueryOptions(deps)).catch(() => undefined),
  pendingComponent: () => <LoadingTutors heading />,
  component: FindTutorsRoute,
});

function FindTutorsRoute() {
  const { q = "", page = 1, ...filters } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <FindTutorsPage
      q={q}
      page={page}
      filters={filters}
      onSearch={(next) => void navigate({ search: { ...filters, q: next || undefined }, replace: true })}
      onFilters={(next) => void navigate({ search: (s) => ({ ...s, ...next, page: undefined }) })}
      onPageChange={(p, replace) =>
        void navigate({ search: (s) => ({ ...s, page: p > 1 ? p : undefined }), replace })
      }
    />
  );
}
