import { createFileRoute } from "@tanstack/react-router";
import { pageSearch } from "../../contract/pages.js";
import { tutorialsQueryOptions } from "../features/tutorials/api.js";
import { CategoryTutorsPage } from "../features/tutorials/components/find-tutors-page.js";
import { LoadingTutors } from "../features/tutorials/components/tutorial-results.js";

/** /find-tutors/{category}: reached from a category card; the parameter is the category title. */
export const Route = createFileRoute("/find-tutors/$category")({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, params, deps }) =>
    queryClient
      .ensureQueryData(tutorialsQueryOptions({ language: params.category, page: deps.page }))
      .catch(() => undefined),
  pendingComponent: () => <LoadingTutors heading />,
  component: CategoryRoute,
});

function CategoryRoute() {
  const { category } = Route.useParams();
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CategoryTutorsPage
      category={category}
      page={page}
      onPageChange={(p, replace) =>
        void navigate({ search: (s) => ({ ...s, page: p > 1 ? p : undefined }), replace })
      }
    />
  );
}
