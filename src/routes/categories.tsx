import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { CategoryGrid } from "../features/home/components/category-grid.js";
import { usePageTitle } from "../lib/page-title.js";

/** `/categories` lists the 9 categories, as Home does (docs/product.md, Screens). */
export const Route = createFileRoute("/categories")({
  component: CategoriesPage,
});

function CategoriesPage() {
  const { t } = useLingui();
  usePageTitle(t`Categories`);
  return <CategoryGrid page />;
}
