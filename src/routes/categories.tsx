import { createFileRoute } from "@tanstack/react-router";
import { CategoryGrid } from "../features/home/components/category-grid.js";
import { usePageTitle } from "../lib/page-title.js";

/** SPEC §2 'categories': the route exists; it lists the 9 categories, as Home does. */
export const Route = createFileRoute("/categories")({
  component: CategoriesPage,
});

function CategoriesPage() {
  usePageTitle("Categories");
  return <CategoryGrid page />;
}
