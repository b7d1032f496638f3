import { createFileRoute } from "@tanstack/react-router";
import { pageSearch } from "../../../contract/pages.js";
import { authStore } from "../../features/auth/auth-store.js";
import { tutorialsQueryOptions } from "../../features/tutorials/api.js";
import { MyTutorialsPage } from "../../features/tutorials/components/my-tutorials-page.js";

export const Route = createFileRoute("/_auth/my-tutorials")({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // Prefetch when the user is already known; the page itself waits for sign-in otherwise.
  loader: ({ context: { queryClient }, deps }) => {
    const { user } = authStore.get();
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
