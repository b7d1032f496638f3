import "fake-indexeddb/auto";
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOTAL_COUNT_HEADER, type Tutorial } from "../../../../contract/index.js";
import { activateLocale } from "../../../../src/i18n/catalogs.js";
import { tutorialKeys } from "../../../../src/lib/query-keys.js";
import { Route as CategoryRoute } from "../../../../src/routes/find-tutors.$category.js";
import { Route as FindTutorsRoute } from "../../../../src/routes/find-tutors.index.js";
import { appRootRoute } from "../../support/app-router.js";
import { tutorial } from "../../support/fixtures.js";
import { type ApiCall, answerApi } from "../../support/network.js";
import { testQueryClient } from "../../support/render-page.js";

/**
 * Find Tutors' filters (docs/product.md, Find Tutors) through the app's own routes: the address
 * holds them (validated by the routes' validateSearch), the API is asked with them, the 'Filters'
 * button counts them, 'Clear filters' empties them, and offline they narrow the saved tutorials.
 */
afterEach(async () => {
  await act(() => activateLocale("en"));
  cleanup();
  vi.unstubAllGlobals();
});

const auth = { user: null, ready: Promise.resolve(null), answered: true, flagged: false };

/** The app's two list routes under a root with the app's context, at `start`. */
async function openAt(start: string, queryClient = testQueryClient()) {
  const root = appRootRoute();
  const tree = root.addChildren([
    FindTutorsRoute.update({
      id: "/find-tutors/",
      path: "/find-tutors/",
      getParentRoute: () => root,
    } as never),
    CategoryRoute.update({
      id: "/find-tutors/$category",
      path: "/find-tutors/$category",
      getParentRoute: () => root,
    } as never),
  ]);
  const router = createRouter({
    routeTree: tree,
    history: createMemoryHistory({ initialEntries: [start] }),
    context: { queryClient, auth },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await router.load();
  return { router, queryClient };
}

const list = (items: Tutorial[], total = items.length) =>
  new Response(JSON.stringify(items), {
    status: 200,
    headers: { "content-type": "application/json", [TOTAL_COUNT_HEADER]: String(total) },
  });

const asked = (calls: ApiCall[]) => calls.map((c) => `${c.method} ${c.url}${c.search}`);
const aside = () => screen.getByRole("complementary", { name: "Filters" });
/** What the address holds besides the path. */
const searchOf = (router: { state: { location: { search: unknown } } }) =>
  Object.fromEntries(
    Object.entries(router.state.location.search as Record<string, unknown>).filter(
      ([, v]) => v !== undefined,
    ),
  );

describe("Find Tutors' filters", () => {
  it("ask the API with '4+', 'Price: low to high' and a max price, keep them in the address and count them", async () => {
    const calls = answerApi(() => list([tutorial(1, { rating: 4.6, ratingCount: 5 })], 13));
    const { router } = await openAt("/find-tutors?page=2");
    await screen.findByRole("heading", { name: "Amina Rahman" });
    expect(asked(calls)).toEqual(["GET /api/tutorials?limit=6&offset=6"]);
    expect(screen.getByRole("button", { name: "Filters" }).textContent).toBe("Filters");

    const panel = within(aside());
    fireEvent.click(panel.getByRole("radio", { name: "4+" }));
    // A change of the filters goes back to page 1.
    await waitFor(() => expect(searchOf(router)).toEqual({ minRating: 4 }));
    fireEvent.change(panel.getByLabelText("Sort by"), { target: { value: "price" } });
    await waitFor(() => expect(searchOf(router)).toEqual({ minRating: 4, sort: "price" }));
    const max = panel.getByLabelText("Max price");
    fireEvent.change(max, { target: { value: "30" } });
    fireEvent.blur(max);
    await waitFor(() => expect(searchOf(router)).toEqual({ minRating: 4, sort: "price", maxPrice: 30 }));
    await waitFor(() =>
      expect(asked(calls).at(-1)).toBe(
        "GET /api/tutorials?limit=6&offset=0&maxPrice=30&minRating=4&sort=price",
      ),
    );
    expect(router.state.location.href).toContain("minRating=4");
    expect(router.state.location.href).toContain("sort=price");
    expect(router.state.location.href).toContain("maxPrice=30");

    // Price and rating are two filters; the sort is not one. The count is in the button's name.
    const button = screen.getByRole("button", { name: "Filters, 2 set" });
    expect(button.textContent).toBe("Filters (2)");
    expect(panel.getByRole("radio", { name: "4+" })).toHaveProperty("checked", true);
    expect(panel.getByLabelText("Sort by")).toHaveProperty("value", "price");
  });

  it("keep both of two choices made before the panel is drawn again (a slow phone)", async () => {
    answerApi(() => list([tutorial(1, { rating: 4.6, ratingCount: 5 })], 1));
    const { router } = await openAt("/find-tutors");
    await screen.findByRole("heading", { name: "Amina Rahman" });
    const panel = within(aside());
    // One after the other, the panel still showing neither.
    fireEvent.change(panel.getByLabelText("Sort by"), { target: { value: "rating" } });
    fireEvent.click(panel.getByRole("radio", { name: "4+" }));
    const max = panel.getByLabelText("Max price");
    fireEvent.change(max, { target: { value: "30" } });
    fireEvent.blur(max);
    await waitFor(() => expect(searchOf(router)).toEqual({ sort: "rating", minRating: 4, maxPrice: 30 }));
  });

  it("'Clear filters' empties the address and asks for the whole list again", async () => {
    const calls = answerApi(() => list([tutorial(1)]));
    const { router } = await openAt("/find-tutors?minRating=4.5&minPrice=5&maxPrice=30&sort=-price&q=eng");
    await screen.findByRole("heading", { name: "Amina Rahman" });
    expect(asked(calls)).toEqual([
      "GET /api/tutorials?limit=6&offset=0&q=eng&minPrice=5&maxPrice=30&minRating=4.5&sort=-price",
    ]);
    // The controls are drawn from the address (a reload, a shared link).
    const panel = within(aside());
    expect(panel.getByRole("radio", { name: "4.5+" })).toHaveProperty("checked", true);
    expect(panel.getByLabelText("Min price")).toHaveProperty("value", "5");
    expect(panel.getByLabelText("Max price")).toHaveProperty("value", "30");
    expect(panel.getByLabelText("Sort by")).toHaveProperty("value", "-price");
    expect(screen.getByRole("button", { name: "Filters, 2 set" })).toBeTruthy();

    fireEvent.click(panel.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(searchOf(router)).toEqual({ q: "eng" }));
    await waitFor(() => expect(asked(calls).at(-1)).toBe("GET /api/tutorials?limit=6&offset=0&q=eng"));
    expect(panel.getByRole("radio", { name: "Any" })).toHaveProperty("checked", true);
    expect(panel.getByLabelText("Min price")).toHaveProperty("value", "");
    expect(panel.getByLabelText("Max price")).toHaveProperty("value", "");
    expect(panel.getByLabelText("Sort by")).toHaveProperty("value", "newest");
    expect(screen.getByRole("button", { name: "Filters" }).textContent).toBe("Filters");
    expect(panel.getByRole("button", { name: "Clear filters" })).toHaveProperty("disabled", true);
  });

  it("drop values of the address that do not fit, and keep SPEC's text when nothing matches", async () => {
    const calls = answerApi(() => list([]));
    const { router } = await openAt("/find-tutors?minRating=2&sort=cheapest&minPrice=-3&maxPrice=abc");
    expect(await screen.findByText("No tutors found for this language.")).toBeTruthy();
    expect(asked(calls)).toEqual(["GET /api/tutorials?limit=6&offset=0"]);
    expect(searchOf(router)).toEqual({});
  });

  it("on a category page ask for that language with the filters", async () => {
    const calls = answerApi(() => list([tutorial(1)]));
    const { router } = await openAt("/find-tutors/English?minRating=3&sort=rating");
    await screen.findByRole("heading", { name: "Amina Rahman" });
    expect(asked(calls)).toEqual([
      "GET /api/tutorials?limit=6&offset=0&language=English&minRating=3&sort=rating",
    ]);
    fireEvent.click(within(aside()).getByRole("radio", { name: "Any" }));
    await waitFor(() => expect(searchOf(router)).toEqual({ sort: "rating" }));
    await waitFor(() =>
      expect(asked(calls).at(-1)).toBe("GET /api/tutorials?limit=6&offset=0&language=English&sort=rating"),
    );
  });

  it("open as a sheet from 'Filters' with the same choices, and close from its × or Esc", async () => {
    answerApi(() => list([tutorial(1)]));
    const { router } = await openAt("/find-tutors?maxPrice=30");
    await screen.findByRole("heading", { name: "Amina Rahman" });
    const button = screen.getByRole("button", { name: "Filters, 1 set" });
    fireEvent.click(button);
    const sheet = within(await screen.findByRole("dialog", { name: "Filters" }));
    expect(sheet.getByLabelText("Max price")).toHaveProperty("value", "30");
    // Each group is a fieldset named by its legend.
    expect(sheet.getByRole("group", { name: "Price" })).toBeTruthy();
    expect(sheet.getByRole("group", { name: "Rating" })).toBeTruthy();
    fireEvent.click(sheet.getByRole("radio", { name: "3+" }));
    await waitFor(() => expect(searchOf(router)).toEqual({ maxPrice: 30, minRating: 3 }));
    fireEvent.click(sheet.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("button", { name: "Filters, 2 set" })).toBe(document.activeElement);
  });

  it("name the ratings in the screen's digits", async () => {
    answerApi(() => list([tutorial(1)]));
    await act(() => activateLocale("bn"));
    await openAt("/find-tutors?minRating=4.5");
    const panel = within(await screen.findByRole("complementary", { name: "ফিল্টার" }));
    expect(panel.getByRole("radio", { name: "৪.৫+" })).toHaveProperty("checked", true);
    expect(panel.getByRole("radio", { name: "৩+" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "ফিল্টার, ১টি চালু" }).textContent).toBe("ফিল্টার (১)");
  });

  it("show the address's prices in Bangla digits and take Bangla digits typed", async () => {
    const calls = answerApi(() => list([tutorial(1)]));
    await act(() => activateLocale("bn"));
    const { router } = await openAt("/find-tutors?minPrice=5");
    const panel = within(await screen.findByRole("complementary", { name: "ফিল্টার" }));
    const min = panel.getByLabelText("সর্বনিম্ন মূল্য");
    const max = panel.getByLabelText("সর্বোচ্চ মূল্য");
    // A text field with the decimal keypad: a number input would refuse ৫.
    expect(min).toHaveProperty("type", "text");
    expect(min.getAttribute("inputmode")).toBe("decimal");
    expect(min).toHaveProperty("value", "৫");
    fireEvent.change(max, { target: { value: "৩০.৫" } });
    fireEvent.blur(max);
    await waitFor(() => expect(searchOf(router)).toEqual({ minPrice: 5, maxPrice: 30.5 }));
    await waitFor(() =>
      expect(asked(calls).at(-1)).toBe("GET /api/tutorials?limit=6&offset=0&minPrice=5&maxPrice=30.5"),
    );
  });

  it("never put a max price below the min price in the address", async () => {
    const calls = answerApi(() => list([tutorial(1)]));
    const { router } = await openAt("/find-tutors?minPrice=20");
    const max = within(aside()).getByLabelText("Max price");
    fireEvent.change(max, { target: { value: "10" } });
    fireEvent.blur(max);
    fireEvent.change(max, { target: { value: "30" } });
    fireEvent.blur(max);
    await waitFor(() => expect(searchOf(router)).toEqual({ minPrice: 20, maxPrice: 30 }));
    expect(asked(calls).some((c) => c.includes("maxPrice=10"))).toBe(false);
  });

  it("take Arabic-Indic digits with the Arabic decimal sign", async () => {
    answerApi(() => list([tutorial(1)]));
    await act(() => activateLocale("ar"));
    const { router } = await openAt("/find-tutors");
    const panel = within(await screen.findByRole("complementary", { name: "عوامل التصفية" }));
    const min = panel.getByLabelText("أدنى سعر");
    fireEvent.change(min, { target: { value: "٢٥٫٥" } });
    fireEvent.blur(min);
    await waitFor(() => expect(searchOf(router)).toEqual({ minPrice: 25.5 }));
  });

  it("say under the field why a text is not a price, and change nothing", async () => {
    const calls = answerApi(() => list([tutorial(1)]));
    await act(() => activateLocale("bn"));
    const { router } = await openAt("/find-tutors?maxPrice=30");
    const panel = within(await screen.findByRole("complementary", { name: "ফিল্টার" }));
    const min = panel.getByLabelText("সর্বনিম্ন মূল্য");
    fireEvent.change(min, { target: { value: "পাঁচ" } });
    fireEvent.blur(min);
    const alert = await panel.findByRole("alert");
    expect(alert.textContent).toBe("মূল্য অবশ্যই একটি সংখ্যা হতে হবে।");
    expect(min.getAttribute("aria-invalid")).toBe("true");
    expect(min.getAttribute("aria-describedby")).toBe(alert.id);
    fireEvent.change(min, { target: { value: "-৩" } });
    fireEvent.blur(min);
    await waitFor(() => expect(panel.getByRole("alert").textContent).toBe("মূল্য ঋণাত্মক হতে পারে না।"));
    expect(searchOf(router)).toEqual({ maxPrice: 30 });
    expect(asked(calls)).toEqual(["GET /api/tutorials?limit=6&offset=0&maxPrice=30"]);
    // Corrected, the message goes and the filter applies.
    fireEvent.change(min, { target: { value: "১০" } });
    fireEvent.blur(min);
    await waitFor(() => expect(searchOf(router)).toEqual({ minPrice: 10, maxPrice: 30 }));
    expect(panel.queryByRole("alert")).toBeNull();
    expect(min.getAttribute("aria-invalid")).toBeNull();
  });
});

describe("Find Tutors' filters offline", () => {
  const at = (day: number) => `2025-01-${String(day).padStart(2, "0")}T00:00:00.000Z`;
  const named = (n: number, over: Partial<Tutorial>) =>
    tutorial(n, { userName: `Tutor ${n}`, createdAt: at(n), ...over });
  const saved = [
    named(1, { price: 25, rating: 4.2, ratingCount: 4 }),
    named(2, { price: 12, rating: 4.9, ratingCount: 8 }),
    named(3, { price: 18, rating: 3.5, ratingCount: 2 }),
    named(4, { price: 45, rating: 4.8, ratingCount: 6 }),
    named(5, { price: 8, rating: null, ratingCount: 0 }),
    named(6, { price: 30, rating: 4, ratingCount: 1 }),
  ];

  it("narrow and sort the saved tutorials by price and rating, and say they are the saved ones", async () => {
    const calls = answerApi(() => Promise.reject(new Error("offline")));
    const queryClient = testQueryClient();
    queryClient.setQueryData(tutorialKeys.list({ page: 1 }), {
      items: saved,
      total: saved.length,
      page: 1,
      pageCount: 1,
    });
    await openAt("/find-tutors?minRating=4&maxPrice=30&sort=price", queryClient);
    expect(
      await screen.findByText("Offline: these are the matching tutors saved on this device."),
    ).toBeTruthy();
    // A page found offline is asked of the server again at once (the loader, then the screen).
    expect(new Set(asked(calls))).toEqual(
      new Set(["GET /api/tutorials?limit=6&offset=0&maxPrice=30&minRating=4&sort=price"]),
    );
    const names = () =>
      screen.getAllByRole("article").map((a) => within(a).getByRole("heading", { level: 2 }).textContent);
    // ≥ 4 stars and at most $30, cheapest first: 2 ($12), 1 ($25), 6 ($30); never 5 (no stars).
    expect(names()).toEqual(["Tutor 2", "Tutor 1", "Tutor 6"]);
  });

  it("sort the saved tutorials by rating, those without stars last", async () => {
    answerApi(() => Promise.reject(new Error("offline")));
    const queryClient = testQueryClient();
    queryClient.setQueryData(tutorialKeys.list({ page: 1 }), {
      items: saved,
      total: saved.length,
      page: 1,
      pageCount: 1,
    });
    await openAt("/find-tutors?sort=rating&minPrice=10", queryClient);
    await screen.findByText("Offline: these are the matching tutors saved on this device.");
    const names = screen
      .getAllByRole("article")
      .map((a) => within(a).getByRole("heading", { level: 2 }).textContent);
    expect(names).toEqual(["Tutor 2", "Tutor 4", "Tutor 1", "Tutor 6", "Tutor 3"]);
  });
});
