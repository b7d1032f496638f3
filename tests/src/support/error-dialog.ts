import { screen, within } from "@testing-library/react";
import { expect } from "vitest";

/**
 * Waits for the message dialog and checks that it is the Error! dialog saying exactly `text`
 * (every message word for word, see docs/product.md, Messages). Returns the dialog.
 */
export async function expectErrorDialog(text: string, title = "Error!"): Promise<HTMLElement> {
  const dialog = await screen.findByRole("dialog", {}, { timeout: 3_000 });
  expect(within(dialog).getByRole("heading").textContent).toBe(title);
  expect(dialog.querySelector("#message-dialog-text")?.textContent).toBe(text);
  return dialog;
}
