import { createFileRoute } from "@tanstack/react-router";
import { categorySearch } from "../../contract/pages.js";
import { tutorialsQueryOptions } from "../features/tutorials/api.js";
import { CategoryTutorsPage } from "../features/tutorials/components/find-tutors-page.js";
import { LoadingTutors } from "../features/tutorials/components/tutorial-results.js";

/** /find-tutors/{category}: reached from a category card; the parameter is the category title. */
export const Route = createFileRoute("/find-tutors/$category")({
  validateSearch: categorySearch,
  loaderDeps: ({ search: { page, ...filters } }) => ({ page: page ?? 1, filters }),
  // 'When' is asked in the device's zone, which the page adds: its list is not loaded ahead.
  loader: ({ context: { queryClient }, params, deps }) =>
    deps.filters.days || deps.filters.time
      ? undefined
      : queryClient
          .ensureQueryData(tutorialsQueryOptions({ language: params.category, ...deps }))
          .catch(() => undefined),
  pendingComponent: () => <LoadingTutors heading />,
  component: CategoryRoute,
});

function CategoryRoute() {
  const { category } = Route.useParams();
  const { page = 1, ...filters } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CategoryTutorsPage
      category={category}
      page={page}
      filters={filters}
      onFilters={(next) => void navigate({ search: (s) => ({ ...s, ...next, page: undefined }) })}
      onPageChange={(p, replace) =>
        void navigate({ search: (s) => ({ ...s, page: p > 1 ? p : undefined }), replace })
      }
    />
  );
}
