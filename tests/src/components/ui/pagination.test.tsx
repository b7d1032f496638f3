import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Pagination, pageItems } from "../../../../src/components/ui/pagination.js";

afterEach(cleanup);

describe("pageItems", () => {
  it("lists every page when there are at most 7", () => {
    expect(pageItems(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it("keeps first, last and the current page's neighbours, with gaps", () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, "gap-end", 20]);
    expect(pageItems(10, 20)).toEqual([1, "gap-start", 9, 10, 11, "gap-end", 20]);
    expect(pageItems(20, 20)).toEqual([1, "gap-start", 16, 17, 18, 19, 20]);
  });
  it("always shows 7 slots when there are more than 7 pages", () => {
    for (let p = 1; p <= 30; p++) expect(pageItems(p, 30)).toHaveLength(7);
  });
});

describe("Pagination", () => {
  const pageButtons = () => screen.getAllByRole("button", { name: /^Page \d+$/ });

  it("renders nothing when everything fits on one page", () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe("");
  });

  it("shows Prev, the numbered pages and Next, marking the current page with aria-current", () => {
    render(<Pagination page={2} pageCount={4} onPageChange={() => {}} />);
    expect(screen.getByRole("navigation")).toBeTruthy();
    expect(pageButtons().map((b) => b.textContent)).toEqual(["1", "2", "3", "4"]);
    const current = screen.getByRole("button", { name: "Page 2" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBeNull();
    expect(screen.getByRole("button", { name: /Prev/ }).hasAttribute("disabled")).toBe(false);
    expect(screen.getByRole("button", { name: /Next/ }).hasAttribute("disabled")).toBe(false);
  });

  it("disables Prev on the first page", () => {
    render(<Pagination page={1} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole("button", { name: /Prev/ }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: /Next/ }).hasAttribute("disabled")).toBe(false);
  });

  it("disables Next on the last page", () => {
    render(<Pagination page={3} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole("button", { name: /Next/ }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: /Prev/ }).hasAttribute("disabled")).toBe(false);
  });

  it("asks for the page clicked, the previous and the next, but not the current one", () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={5} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Page 4" }));
    fireEvent.click(screen.getByRole("button", { name: /Prev/ }));
    fireEvent.click(screen.getByRole("button", { name: /Next/ }));
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    expect(onPageChange.mock.calls).toEqual([[4], [1], [3]]);
  });
});
