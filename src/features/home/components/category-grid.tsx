import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { CATEGORIES, IMAGE_SIZES } from "../../../../contract/index.js";
import { ResponsiveImg } from "../../../components/ui/responsive-img.js";
import { CATEGORY_NAMES } from "../../../i18n/categories.js";

/**
 * 'Browse by Category': the 9 categories, each opening /find-tutors/{title} (see docs/product.md,
 * Home). A section of Home (h2), and on its own the /categories screen (h1). Names are shown in the
 * screen's language, addresses keep the English title (docs/decisions.md, "Languages").
 */
export function CategoryGrid({ page = false }: { page?: boolean }) {
  const { i18n } = useLingui();
  const Heading = page ? "h1" : "h2";
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-4 py-12">
      <Heading id="categories-heading" className="mb-6 text-center text-2xl font-bold sm:text-3xl">
        <Trans>Browse by Category</Trans>
      </Heading>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {CATEGORIES.map(({ title, icon }) => (
          <li key={title} className="last:col-span-2 sm:last:col-span-1">
            <Link
              to="/find-tutors/$category"
              params={{ category: title }}
              className="group flex h-full min-h-11 flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md sm:flex-row sm:gap-4 sm:text-start dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-200"
            >
              <ResponsiveImg
                src={icon}
                sizes={IMAGE_SIZES.category}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                decoding="async"
                className="size-14 shrink-0"
              />
              <span className="min-w-0 font-semibold text-balance sm:flex-1">
                {i18n._(CATEGORY_NAMES[title])}
              </span>
              <ArrowRight
                aria-hidden
                className="hidden size-5 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-700 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5 sm:block dark:group-hover:text-brand-200"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
