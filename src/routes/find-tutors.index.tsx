import { createFileRoute } from "@tanstack/react-router";
import { findTutorsSearch } from "../../contract/pages.js";
import { tutorialsQueryOptions } from "../features/tutorials/api.js";
import { FindTutorsPage } from "../features/tutorials/components/find-tutors-page.js";
import { LoadingTutors } from "../features/tutorials/components/tutorial-results.js";

/** Search and page live in the URL, so reload and back/forward keep them. Bad values are dropped. */
export const Route = createFileRoute("/find-tutors/")({
  validateSearch: findTutorsSearch,
  loaderDeps: ({ search }) => ({ q: search.q ?? "", page: search.page ?? 1 }),
  // A failed load is shown by the page itself (with its search box), so it is not thrown here.
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(tutorialsQueryOptions(deps)).catch(() => undefined),
  pendingComponent: () => <LoadingTutors heading />,
  component: FindTutorsRoute,
});

function FindTutorsRoute() {
  const { q = "", page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <FindTutorsPage
      q={q}
      page={page}
      onSearch={(next) => void navigate({ search: { q: next || undefined }, replace: true })}
      onPageChange={(p, replace) =>
        void navigate({ search: (s) => ({ ...s, page: p > 1 ? p : undefined }), replace })
      }
    />
  );
}
