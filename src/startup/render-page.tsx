import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRouter,
  RouterContextProvider,
  RouterProvider,
} from "@tanstack/react-router";
import { type ReactNode, StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { DEFAULT_LOCALE, type Locale, type PageHead } from "../../contract/locale.js";
import { authStore } from "../features/auth/auth-store.js";
import { AppFrame } from "../features/layout/app-frame.js";
import { activateLocale } from "../i18n/catalogs.js";
import { pageHead } from "../i18n/page-head.js";
import { type FirstAnswer, NotPaintedError, paintWithAnswers } from "../lib/first-data.js";
import { PAINTED_SWITCH, PaintedContext } from "../lib/painted.js";
import { createQueryClient } from "../lib/query-client.js";
import type { RouterAuth } from "../router-context.js";
import { routeTree } from "../routeTree.gen";

/**
 * The page's HTML, rendered from the app's own components (docs/decisions.md, "How a page
 * starts"): by the server for each visit, with the answers it read for the screen, and by the build
 * for the page the service worker serves. The app's first render draws the same markup in its place.
 *
 * What is drawn is what the app's first render draws on a device whose login flag is set, the
 * identity provider not yet answered; what differs between devices is drawn for each and chosen by
 * CSS (src/lib/painted.ts). A screen is drawn only when the answers hold all it asks for and no guard
 * waits for the identity provider; otherwise the frame alone, `<main>` empty.
 */
export interface PaintRequest {
  /** The path and query of the page. */
  url: string;
  /** The answers the screen's first calls get, by API path (src/lib/first-data.ts). */
  answers?: Record<string, FirstAnswer>;
  /** The language of the page; English when omitted. */
  locale?: Locale;
}

export interface PaintedPage {
  /** What goes inside `#root`. */
  html: string;
  /** The ids of the routes drawn; none for the frame alone. */
  routeIds: string[];
  /** The screen opens at once only where the login flag is set (Tutor Details): hidden elsewhere by CSS. */
  flaggedOnly: boolean;
  /** The page's language, direction, title and description. */
  head: PageHead;
}

/** Paints one page at a time: the answers are module state of the fetchers (src/lib/first-data.ts). */
let queue: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(work: () => T | Promise<T>): Promise<T> {
  const run = queue.then(work);
  queue = run.catch(() => undefined);
  return run;
}

export function renderPage(request: PaintRequest): Promise<PaintedPage> {
  return oneAtATime(() => paint(request));
}

/**
 * The frame alone, `<main>` empty, at no page's path (no link is the current one): the service
 * worker's page for every path, which the app fills.
 */
export function renderFrame(locale: Locale = DEFAULT_LOCALE): Promise<{ html: string; head: PageHead }> {
  return oneAtATime(async () => {
    await activateLocale(locale);
    authStore.setState(() => ({ user: null, loading: true }));
    const html = paintHtml(createQueryClient(), frameOf(makeRouter(FRAME_PATH, paintedAuth().auth)));
    return { html, head: pageHead() };
  });
}

/** React's mark of a Suspense boundary whose content threw while rendered to a string. */
const CLIENT_RENDERED = "<!--$!-->";

/** A path no route or link has. */
const FRAME_PATH = "/~frame";

/** The signed-in state as the painted page assumes it: a flagged device, no answer yet. */
function paintedAuth() {
  const seen = { flagged: false, waited: false };
  const auth: RouterAuth = {
    user: null,
    answered: false,
    get flagged() {
      seen.flagged = true;
      return true;
    },
    get ready() {
      seen.waited = true;
      return Promise.reject(new NotPaintedError("the identity provider's answer"));
    },
  };
  return { auth, seen };
}

function makeRouter(url: string, auth: RouterAuth) {
  const queryClient = createQueryClient();
  // A call the answers miss fails for good: the page is then the frame.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { queryClient, auth },
  });
}

async function paint({ url, answers = {}, locale = DEFAULT_LOCALE }: PaintRequest): Promise<PaintedPage> {
  await activateLocale(locale);
  authStore.setState(() => ({ user: null, loading: true }));
  paintWithAnswers(answers);
  try {
    const { auth, seen } = paintedAuth();
    const router = makeRouter(url, auth);
    const { queryClient } = router.options.context as { queryClient: QueryClient };
    await router.load();
    // Data a loader started without waiting for it (Tutor Details) is in before the render.
    await settled(queryClient);
    const missing =
      seen.waited ||
      router.state.matches.some((m) => m.status !== "success") ||
      queryClient
        .getQueryCache()
        .getAll()
        .some((q) => q.state.error !== null);
    if (missing)
      return {
        html: paintHtml(queryClient, frameOf(router)),
        routeIds: [],
        flaggedOnly: false,
        head: pageHead(),
      };
    const html = paintHtml(queryClient, <RouterProvider router={router} />);
    // A part that failed to render (React leaves it to the client): the frame, never half a screen.
    if (html.includes(CLIENT_RENDERED)) {
      console.warn(`painted page: a part of ${url} failed to render; painting the frame`);
      return {
        html: paintHtml(queryClient, frameOf(router)),
        routeIds: [],
        flaggedOnly: false,
        head: pageHead(),
      };
    }
    const routeIds = router.state.matches.map((m) => m.routeId);
    return { html, routeIds, flaggedOnly: seen.flagged, head: pageHead() };
  } finally {
    paintWithAnswers(undefined);
  }
}

function frameOf(router: ReturnType<typeof makeRouter>): ReactNode {
  return (
    <RouterContextProvider router={router}>
      <AppFrame />
    </RouterContextProvider>
  );
}

/**
 * A form's, button's or select's start tag as React writes it: it escapes `<` and `>` in every text
 * and attribute, so the tag ends at the first `>`.
 */
const NEEDS_THE_APP = /<(form|button|select)(?=[\s>])([^>]*)>/g;

function paintHtml(queryClient: QueryClient, children: ReactNode): string {
  const html = renderToString(
    <StrictMode>
      <PaintedContext.Provider value={true}>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </I18nProvider>
      </PaintedContext.Provider>
    </StrictMode>,
  );
  // A painted form or button is inert: what is typed into a form would be lost when the app draws it
  // again, a form sent before would go as a plain GET (the password in the URL), and a button does
  // nothing until the app runs (nor does a select). Links work at once, and so do the bar's theme
  // switch and Language control, which index.html's head script answers (src/lib/painted.ts).
  return html.replace(NEEDS_THE_APP, (tag, name: string, attributes: string) =>
    attributes.includes(` ${PAINTED_SWITCH}=`) ? tag : `<${name} inert=""${attributes}>`,
  );
}

/** Resolves once no query of `client` is fetching. */
function settled(client: QueryClient): Promise<void> {
  if (client.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      stop();
      resolve();
    });
  });
}
