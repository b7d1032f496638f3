import {
  findTutorsSearch,
  isImageUrl,
  isSafeText,
  PAGE_SIZE,
  pageParam,
  type TutorialsPageFilter,
  tutorialsPagePath,
} from "../contract/index.js";
import type { Repositories } from "./repositories/index.js";

/**
 * What the server puts with a screen's HTML so it paints sooner: images to fetch at once
 * (`Link: rel=preload`) and the answers of the screen's first API calls (read once by
 * src/lib/first-data.ts), saving a round trip after the app has started.
 */
export interface ShellData {
  /** The screen's route file (src/routes/…), whose code is hinted along with the HTML. */
  routeFile: string;
  preload: string[];
  answers: Record<string, { body: unknown; total?: number }>;
}
export type ShellDataSource = (urlPath: string, query: Record<string, unknown>) => Promise<ShellData | null>;

/** Home's largest paint: the first carousel slide (src/features/home/components/hero-carousel.tsx). */
export const HOME_FIRST_IMAGE = "/carousel/slide-1.webp";

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

/** Home, Find Tutors and the category pages (the screens people land on). */
export function shellData(repos: Repositories): ShellDataSource {
  return async (urlPath, query) => {
    if (urlPath === "/")
      return { routeFile: "src/routes/index.tsx", preload: [HOME_FIRST_IMAGE], answers: {} };
    const match = TUTOR_LISTS.exec(urlPath);
    const language = categoryOf(match?.[1]);
    if (!match || language === null) return null;
    // The same reading of the URL as the screen's own (contract/pages.ts).
    const filter: TutorialsPageFilter = language
      ? { language, page: pageParam(query.page) }
      : findTutorsSearch(query);
    const routeFile = language ? "src/routes/find-tutors.$category.tsx" : "src/routes/find-tutors.index.tsx";
    // A search is costly and limited per IP on the API (docs/decisions.md, limits): the HTML must
    // not be a way around that limit, so a search page gets its code hints only and asks the API.
    if (filter.q) return { routeFile, preload: [], answers: {} };
    const page = filter.page ?? 1;
    const { items, total } = await repos.tutorials.list({
      language: filter.language,
      q: filter.q,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    });
    return {
      routeFile,
      // A row stored before the image-URL rule may hold anything: no hint for it, never a 500.
      preload: items
        .slice(0, 1)
        .map((t) => t.image)
        .filter(isImageUrl),
      answers: { [tutorialsPagePath({ ...filter, page })]: { body: items, total } },
    };
  };
}
