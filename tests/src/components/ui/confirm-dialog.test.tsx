import { i18n } from "@lingui/core";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "../../../../src/components/ui/button.js";
import { ConfirmDialog } from "../../../../src/components/ui/confirm-dialog.js";
import { MY_TUTORIALS_TEXTS } from "../../../../src/features/tutorials/components/my-tutorials-page.js";

afterEach(cleanup);

function renderDelete(onConfirm = vi.fn()) {
  render(
    <ConfirmDialog
      title={i18n._(MY_TUTORIALS_TEXTS.confirmTitle)}
      description={i18n._(MY_TUTORIALS_TEXTS.confirmText)}
      confirmLabel={i18n._(MY_TUTORIALS_TEXTS.confirmButton)}
      onConfirm={onConfirm}
      trigger={<Button>Delete</Button>}
    />,
  );
  return onConfirm;
}

describe("the delete confirmation", () => {
  it("uses the specification's texts", () => {
    expect(i18n._(MY_TUTORIALS_TEXTS.confirmTitle)).toBe("Are you sure?");
    expect(i18n._(MY_TUTORIALS_TEXTS.confirmText)).toBe("This tutorial will be permanently deleted!");
    expect(i18n._(MY_TUTORIALS_TEXTS.confirmButton)).toBe("Yes, delete it!");
  });

  it("asks 'Are you sure?' with the warning text, 'Yes, delete it!' and Cancel", () => {
    renderDelete();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog");
    expect(dialog.getAttribute("aria-labelledby")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Are you sure?" })).toBeTruthy();
    expect(screen.getByText("This tutorial will be permanently deleted!")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Yes, delete it!" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
  });

  it("Cancel closes without deleting", () => {
    const onConfirm = renderDelete();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("gives the focus back to the button that opened it when it closes", async () => {
    renderDelete();
    const trigger = screen.getByRole("button", { name: "Delete" });
    trigger.focus();
    fireEvent.click(trigger);
    expect(document.activeElement).not.toBe(trigger);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    // Radix moves the focus once the dialog has unmounted, a task later.
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it("'Yes, delete it!' confirms once and closes", () => {
    const onConfirm = renderDelete();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, delete it!" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
