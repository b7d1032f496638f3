import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  createRootRouteWithContext,
  type ErrorComponentProps,
  Link,
  Outlet,
  useRouter,
} from "@tanstack/react-router";
import { buttonClass } from "../components/ui/button.js";
import { AppFrame } from "../features/layout/app-frame.js";
import { formatCount } from "../i18n/format.js";
import { ScreenTexts } from "../i18n/screen-texts.js";
import { usePageTitle } from "../lib/page-title.js";
import type { RouterContext } from "../router-context.js";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: ErrorScreen,
});

function RootLayout() {
  return (
    <AppFrame>
      <ScreenTexts>
        <Outlet />
      </ScreenTexts>
    </AppFrame>
  );
}

const NOT_FOUND = msg`Page not found`;
const SOMETHING_WRONG = msg`Something went wrong.`;

const homeClass =
  "mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-6 font-medium text-white hover:bg-brand-800";

export function NotFound() {
  const { t, i18n } = useLingui();
  usePageTitle(t(NOT_FOUND));
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-700 dark:text-brand-200">{formatCount(404, i18n)}</p>
      <h1 className="mt-4 text-2xl font-bold">{t(NOT_FOUND)}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        <Trans>The page you are looking for does not exist.</Trans>
      </p>
      <Link to="/" className={homeClass}>
        <Trans>Go Back Home</Trans>
      </Link>
    </section>
  );
}

/**
 * A screen that failed to draw: the router's own error screen is in English only and shows the
 * error's details; this one is in the screen's language, inside the frame, without details
 * (docs/product.md: 'Something went wrong.' for any failure without a better text).
 */
export function ErrorScreen({ reset }: Pick<ErrorComponentProps, "reset">) {
  const { t } = useLingui();
  const router = useRouter();
  usePageTitle(t(SOMETHING_WRONG));
  return (
    <AppFrame>
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">{t(SOMETHING_WRONG)}</h1>
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => {
              reset();
              void router.invalidate();
            }}
            className={buttonClass("secondary", "px-6")}
          >
            <Trans>Try again</Trans>
          </button>
          <Link to="/" className={buttonClass("primary", "px-6")}>
            <Trans>Go Back Home</Trans>
          </Link>
        </div>
      </section>
    </AppFrame>
  );
}
