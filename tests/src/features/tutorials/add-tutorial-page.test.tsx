import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_TUTORIALS_PER_USER } from "../../../../contract/index.js";
import { authStore } from "../../../../src/features/auth/auth-store.js";
import { AddTutorialPage } from "../../../../src/features/tutorials/components/add-tutorial-page.js";
import { expectErrorDialog } from "../../support/error-dialog.js";
import { amina } from "../../support/fixtures.js";
import {
  type ApiAnswer,
  answerApi,
  answerUploads,
  bare,
  json,
  type UploadAnswer,
} from "../../support/network.js";
import { closeMessage, renderPage } from "../../support/render-page.js";

/**
 * The messages of Add Tutorial (docs/product.md, Messages) that only a failing server (or one answering without an error
 * text) brings: the real page, with the network stubbed (XMLHttpRequest for the image, fetch for
 * POST /tutorials).
 */
beforeAll(() => {
  // jsdom has no object URLs; the form previews a chosen file with one.
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});
let restoreXhr: (() => void) | undefined;
beforeEach(() => authStore.set({ user: amina, loading: false }));
afterEach(() => {
  closeMessage();
  cleanup();
  restoreXhr?.();
  restoreXhr = undefined;
  vi.unstubAllGlobals();
  authStore.set({ user: null, loading: true });
});

const uploaded = { success: true, data: { url: "/uploads/abc.webp" } };

async function openPage(upload: UploadAnswer, post: ApiAnswer = () => json(500, {})) {
  restoreXhr = answerUploads(upload).restore;
  const calls = answerApi(post);
  await renderPage(AddTutorialPage);
  const file = new File(["png"], "photo.png", { type: "image/png" });
  await act(async () => {
    fireEvent.change(screen.getByLabelText("Tutorial image"), { target: { files: [file] } });
  });
  return calls;
}

async function fillAndSubmit() {
  await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
  expect(screen.getByText("Uploaded!")).toBeTruthy();
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill("Language", "English");
  fill("Price (USD)", "12.5");
  fill("Description", "Spoken English for every day.");
  fireEvent.click(screen.getByRole("button", { name: "Add Tutorial" }));
}

describe("Add Tutorial: messages of a failing server", () => {
  it("an upload answered 2xx without data.url says 'Image upload failed!'", async () => {
    await openPage({ status: 200, body: { success: true, data: {} } });
    await expectErrorDialog("Image upload failed!");
  });

  it("an upload refused without an error text says 'Image upload failed!'", async () => {
    await openPage({ status: 502, body: "<html>Bad Gateway</html>" });
    await expectErrorDialog("Image upload failed!");
  });

  it("POST /tutorials failing without a server text says 'Failed to add tutorial'", async () => {
    const calls = await openPage({ body: uploaded }, () => bare(502, "<html>Bad Gateway</html>"));
    await fillAndSubmit();
    await expectErrorDialog("Failed to add tutorial");
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(["POST /api/tutorials"]);
    expect(calls[0].body).toMatchObject({ image: "/uploads/abc.webp", language: "English", price: 12.5 });
    // Nothing typed is lost.
    expect((screen.getByLabelText("Language") as HTMLInputElement).value).toBe("English");
  });

  it("an answer without insertedId says 'Tutorial not saved properly'", async () => {
    await openPage({ body: uploaded }, () => json(201, { acknowledged: true }));
    await fillAndSubmit();
    await expectErrorDialog("Tutorial not saved properly");
  });

  it("a server text, when present, is shown instead of the default", async () => {
    await openPage({ body: uploaded }, () =>
      json(400, { error: "Price cannot be negative.", code: "VALIDATION" }),
    );
    await fillAndSubmit();
    await expectErrorDialog("Price cannot be negative.");
  });

  it("the per-account cap on tutorials is shown in the server's words", async () => {
    const capText = `You can post at most ${MAX_TUTORIALS_PER_USER} tutorials. Delete one to post another.`;
    await openPage({ body: uploaded }, () => json(400, { error: capText, code: "VALIDATION" }));
    await fillAndSubmit();
    await expectErrorDialog(capText);
  });
});
