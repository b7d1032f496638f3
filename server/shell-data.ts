import type { FastifyRequest } from "fastify";
import {
  findTutorsSearch,
  IMAGE_SIZES,
  idSchema,
  isImageUrl,
  isSafeText,
  listTutorialsQuerySchema,
  PAGE_SIZE,
  pageParam,
  type TutorialsPageFilter,
  tutorialPath,
  tutorialsPagePath,
} from "../contract/index.js";
import { etagOf } from "./if-match.js";
import type { ImageHint } from "./link-header.js";
import type { ListingBudget } from "./listing-limit.js";
import type { Repositories } from "./repositories/index.js";
import { searchTooDeep, toTutorial } from "./repositories/tutorials-repository.js";
import { tutorShellTemplate } from "./tutor-shell.js";

/**
 * What the server puts with a screen's HTML so it paints sooner: images to fetch at once
 * (`Link: rel=preload`) and the answers of the screen's first API calls (read once by
 * src/lib/first-data.ts), saving a round trip after the app has started.
 */
export interface ShellData {
  /** The screen's route file (src/routes/…), whose code is hinted along with the HTML. */
  routeFile: string;
  /**
   * The HTML paints the screen's first content itself (index.html's shell templates): its code
   * then waits for that paint (scripts/lib/vite-paint-first.ts) and is listed in the page rather
   * than hinted, so that nothing competes with the picture. Otherwise the code is the way to the
   * first content and is hinted with the HTML.
   */
  painted: boolean;
  preload: ImageHint[];
  /** Markup the page's picker may paint before the app runs (server/tutor-shell.ts). */
  template?: string;
  /** `etag`: the answer's ETag, which an edit sends back (docs/decisions.md, Edits that never overwrite silently). */
  answers: Record<string, { body: unknown; total?: number; etag?: string }>;
}
export type ShellDataSource = (
  urlPath: string,
  query: Record<string, unknown>,
  request: FastifyRequest,
) => Promise<ShellData | null>;

/** Home's largest paint: the first carousel slide (src/features/home/components/hero-carousel.tsx). */
export const HOME_FIRST_IMAGE = "/carousel/slide-1.webp";
const HOME_FIRST_PICTURE: ImageHint = { url: HOME_FIRST_IMAGE, sizes: IMAGE_SIZES.slide };

const TUTOR_DETAILS = /^\/tutor\/([^/]+)\/?$/;
const TUTOR_LISTS = /^\/find-tutors(?:\/([^/]+))?\/?$/;

/** Longest language the API takes (contract/tutorial.ts). */
const LANGUAGE_MAX = 60;

/** The category of the path; null when it is not one the API would answer (no data then). */
function categoryOf(segment: string | undefined): string | undefined | null {
  if (segment === undefined) return undefined;
  try {
    const category = decodeURIComponent(segment);
    return category.trim().length <= LANGUAGE_MAX && isSafeText(category) ? category : null;
  } catch {
    return null;
  }
}

/** The screen a path opens and whether index.html paints it (its shell templates), known before any data is read. */
export interface ShellRoute {
  routeFile: string;
  painted: boolean;
  /** Pictures known from the path alone. */
  images: ImageHint[];
}

export function shellRoute(urlPath: string): ShellRoute | null {
  if (urlPath === "/")
    return { routeFile: "src/routes/index.tsx", painted: true, images: [HOME_FIRST_PICTURE] };
  // Painted from the tutorial's picture (server/tutor-shell.ts) on a device that says it is signed
  // in; elsewhere the page's code starts as soon as the page is read (nothing to wait for).
  if (TUTOR_DETAILS.test(urlPath))
    return { routeFile: "src/routes/tutor.$id.tsx", painted: true, images: [] };
  const match = TUTOR_LISTS.exec(urlPath);
  if (!match) return null;
  // index.html paints Find Tutors' heading; a category page has no painted shell.
  return match[1] === undefined
    ? { routeFile: "src/routes/find-tutors.index.tsx", painted: true, images: [] }
    : { routeFile: "src/routes/find-tutors.$category.tsx", painted: false, images: [] };
}

/** Home, Find Tutors, the category pages (the screens people land on) and Tutor Details. */
export function shellData(repos: Repositories, listing: Pick<ListingBudget, "spend">): ShellDataSource {
  return async (urlPath, query, request) => {
    const route = shellRoute(urlPath);
    if (!route) return null;
    const { routeFile, painted } = route;
    if (urlPath === "/") return { routeFile, painted, preload: route.images, answers: {} };
    const tutor = TUTOR_DETAILS.exec(urlPath);
    if (tutor) return tutorDetails(repos, tutor[1]);
    const match = TUTOR_LISTS.exec(urlPath);
    const language = categoryOf(match?.[1]);
    if (!match || language === null) return null;
    // The same reading of the URL as the screen's own (contract/pages.ts).
    const filter: TutorialsPageFilter = language
      ? { language, page: pageParam(query.page) }
      : findTutorsSearch(query);
    // The HTML must not be a way around the API's limits (docs/decisions.md, limits): where the
    // API would refuse or limit the screen's first call, the page gets its code hints only, runs
    // no query, and the app asks the API, which answers as it does.
    const noData: ShellData = { routeFile, painted, preload: [], answers: {} };
    // A search is costly and limited per IP on the API far more tightly.
    if (filter.q) return noData;
    const page = filter.page ?? 1;
    // The call read by the API's own rules: an offset past its cap runs nothing.
    const asked = listTutorialsQuerySchema.safeParse({
      language: filter.language,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    });
    if (!asked.success || searchTooDeep(asked.data)) return noData;
    // A page load spends the same per-address budget as GET /api/tutorials.
    if (!(await listing.spend(request, "page"))) return noData;
    const { items, total } = await repos.tutorials.list(asked.data);
    return {
      routeFile,
      painted,
      // A row stored before the image-URL rule may hold anything: no hint for it, never a 500.
      preload: items
        .slice(0, 1)
        .filter((t) => isImageUrl(t.image))
        .map((t) => ({ url: t.image, sizes: IMAGE_SIZES.card })),
      answers: { [tutorialsPagePath({ ...filter, page })]: { body: items, total } },
    };
  };
}

/**
 * Tutor Details: the tutorial (a public read, GET /api/tutorials/{id}) and its picture come with
 * the HTML, and the picture's shell (server/tutor-shell.ts); the screen's code is listed for the
 * starter. The page itself is for the signed-in; the app decides that as it does for any visit.
 */
async function tutorDetails(repos: Repositories, segment: string): Promise<ShellData | null> {
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    return null;
  }
  if (!idSchema.safeParse(id).success) return null;
  const row = await repos.tutorials.findRow(id);
  const tutorial = row ? toTutorial(row) : undefined;
  const template = tutorial ? tutorShellTemplate(tutorial.image) : null;
  return {
    routeFile: "src/routes/tutor.$id.tsx",
    painted: true,
    preload: tutorial && template ? [{ url: tutorial.image, sizes: IMAGE_SIZES.details }] : [],
    ...(template ? { template } : {}),
    answers:
      tutorial && row ? { [tutorialPath(id)]: { body: tutorial, etag: etagOf("t", row.version) } } : {},
  };
}
