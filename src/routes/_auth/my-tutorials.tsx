import { createFileRoute } from "@tanstack/react-router";
import { pageSearch } from "../../../contract/pages.js";
import { tutorialsQueryOptions } from "../../features/tutorials/api.js";
import { MyTutorialsPage } from "../../features/tutorials/components/my-tutorials-page.js";

export const Route = createFileRoute("/_auth/my-tutorials")({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient, auth }, deps }) => {
    const { user } = auth;
    if (user) void queryClient.prefetchQuery(tutorialsQueryOptions({ userId: user.uid, page: deps.page }));
  },
  component: function MyTutorialsRoute() {
    const { page = 1 } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <MyTutorialsPage
        page={page}
        onPageChange={(p) => void navigate({ search: { page: p > 1 ? p : undefined } })}
      />
    );
  },
});
