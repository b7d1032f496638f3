import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MessageDialog } from "../../../../src/components/ui/message-dialog.js";
import { showError, showSuccess } from "../../../../src/components/ui/message-store.js";

afterEach(cleanup);

function page() {
  render(
    <>
      <button type="button" onClick={() => showError("Booking failed")}>
        Book Now
      </button>
      <MessageDialog />
    </>,
  );
  return screen.getByRole("button", { name: "Book Now" });
}

describe("the message dialog", () => {
  it("titles errors 'Error!', and gives the focus back to what was pressed when OK closes it", async () => {
    const book = page();
    book.focus();
    fireEvent.click(book);
    const dialog = await screen.findByRole("dialog", { name: "Error!" });
    expect(dialog.textContent).toContain("Booking failed");
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(book));
  });

  it("titles a success with its text and runs what follows it after OK", async () => {
    page();
    const after = vi.fn();
    act(() => showSuccess("Booking completed!", undefined, after));
    await screen.findByRole("dialog", { name: "Booking completed!" });
    expect(after).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(after).toHaveBeenCalledTimes(1));
  });
});
