import type { FastifyRequest } from "fastify";
import {
  findTutorsSearch,
  idSchema,
  isSafeText,
  listTutorialsQuerySchema,
  PAGE_SIZE,
  pageParam,
  type TutorialsPageFilter,
  tutorialPath,
  tutorialsPagePath,
} from "../../contract/index.js";
import { etagOf } from "../if-match.js";
import type { ListingBudget } from "../listing-limit.js";
import type { Repositories } from "../repositories/index.js";
import { searchTooDeep, toTutorial } from "../repositories/tutorials-repository.js";

/**
 * The answers of a page's first API calls, read by the server and put in its HTML
 * (src/lib/first-data.ts): the page is painted with them, and the app's first calls need no round
 * trip. Home, Find Tutors, the category pages (the screens people land on) and Tutor Details; none
 * for other pages, which are painted as the frame alone.
 */
export type FirstAnswers = Record<string, { body: unknown; total?: number; etag?: string }>;
export type PageAnswers = (
  urlPath: string,
  query: Record<string, unknown>,
  request: FastifyRequest,
) => Promise<FirstAnswers>;

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

export function pageAnswers(repos: Repositories, listing: Pick<ListingBudget, "spend">): PageAnswers {
  return async (urlPath, query, request) => {
    if (urlPath === "/") return homeAnswers(repos);
    const tutor = TUTOR_DETAILS.exec(urlPath);
    if (tutor) return tutorDetails(repos, tutor[1]);
    const match = TUTOR_LISTS.exec(urlPath);
    const language = categoryOf(match?.[1]);
    if (!match || language === null) return {};
    // The same reading of the URL as the screen's own (contract/pages.ts).
    const filter: TutorialsPageFilter = language
      ? { language, page: pageParam(query.page) }
      : findTutorsSearch(query);
    // The HTML must not be a way around the API's limits (docs/decisions.md, limits): where the
    // API would refuse or limit the screen's first call, the page runs no query, and the app asks
    // the API, which answers as it does. A search is costly and limited per IP far more tightly.
    if (filter.q) return {};
    const page = filter.page ?? 1;
    // The call read by the API's own rules: an offset past its cap runs nothing.
    const asked = listTutorialsQuerySchema.safeParse({
      language: filter.language,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    });
    if (!asked.success || searchTooDeep(asked.data)) return {};
    // A page load spends the same per-address budget as GET /api/tutorials.
    if (!(await listing.spend(request, "page"))) return {};
    const { items, total } = await repos.tutorials.list(asked.data);
    return { [tutorialsPagePath({ ...filter, page })]: { body: items, total } };
  };
}

/** Tutor Details: the tutorial (a public read, GET /api/tutorials/{id}) with its ETag. */
async function tutorDetails(repos: Repositories, segment: string): Promise<FirstAnswers> {
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    return {};
  }
  if (!idSchema.safeParse(id).success) return {};
  const row = await repos.tutorials.findRow(id);
  if (!row) return {};
  return { [tutorialPath(id)]: { body: toTutorial(row), etag: etagOf("t", row.version) } };
}

/** Home: its statistics (GET /api/stats/tutorials and /api/stats/users). */
async function homeAnswers(repos: Repositories): Promise<FirstAnswers> {
  const [tutorials, users] = await Promise.all([repos.stats.tutorials(), repos.users.count()]);
  return {
    "/api/stats/tutorials": { body: tutorials },
    "/api/stats/users": { body: { totalUsers: users } },
  };
}
