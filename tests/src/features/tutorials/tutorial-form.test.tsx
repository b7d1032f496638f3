import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MessageDialog } from "../../../../src/components/ui/message-dialog.js";
import { UPLOAD_OFFLINE_HINT } from "../../../../src/features/images/api.js";
import { ADD_TUTORIAL_TEXTS } from "../../../../src/features/tutorials/components/add-tutorial-page.js";
import { TutorialForm } from "../../../../src/features/tutorials/components/tutorial-form.js";
import { answerUploads } from "../../support/network.js";

beforeAll(() => {
  // jsdom has no object URLs; the form previews a chosen file with one.
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});
let restore: (() => void) | undefined;
/** The message dialog's state is app-wide: close it so that the next test starts clean. */
function closeMessage() {
  const ok = screen.queryByRole("button", { name: "OK" });
  if (ok) fireEvent.click(ok);
}
afterEach(() => {
  closeMessage();
  cleanup();
  restore?.();
  restore = undefined;
  vi.restoreAllMocks();
});

function renderAddForm() {
  const onSubmit = vi.fn(async () => {});
  render(
    <>
      <TutorialForm
        owner={{ name: "Amina Rahman", email: "amina@tutornest.example" }}
        missingImageMessage={ADD_TUTORIAL_TEXTS.missingImage}
        submitLabel="Add Tutorial"
        onSubmit={onSubmit}
      />
      <MessageDialog />
    </>,
  );
  return onSubmit;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Add Tutorial" }));

describe("Add Tutorial form", () => {
  it("shows the user's name and email read-only", () => {
    renderAddForm();
    const name = screen.getByLabelText("Name") as HTMLInputElement;
    const email = screen.getByLabelText("Email") as HTMLInputElement;
    expect(name.value).toBe("Amina Rahman");
    expect(name.readOnly).toBe(true);
    expect(email.value).toBe("amina@tutornest.example");
    expect(email.readOnly).toBe(true);
  });

  it("price is a text input with the decimal keypad (it takes any digits); the file input takes images", () => {
    renderAddForm();
    const price = screen.getByLabelText("Price (USD)") as HTMLInputElement;
    expect(price.type).toBe("text");
    expect(price.inputMode).toBe("decimal");
    expect((screen.getByLabelText("Tutorial image") as HTMLInputElement).accept).toBe("image/*");
  });

  it.each([
    ["Bangla", "২৫", 25],
    ["Arabic-Indic", "٢٥٫٥", 25.5],
    ["Latin", "25.50", 25.5],
  ])("reads a price typed in %s digits (%s) as the number it is", async (_, typed, price) => {
    const xhr = answerUploads({ body: { success: true, data: { url: "/uploads/abc.webp" } } });
    restore = xhr.restore;
    const onSubmit = renderAddForm();
    const file = new File(["png"], "photo.png", { type: "image/png" });
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Tutorial image"), { target: { files: [file] } });
    });
    await screen.findByText("Uploaded!");
    fill("Language", "বাংলা");
    fill("Price (USD)", typed);
    fill("Description", "কথ্য বাংলা।");
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ price, language: "বাংলা" }));
  });

  it("checks a price typed in Bangla digits as the contract does: '-৩' is negative", async () => {
    renderAddForm();
    fill("Price (USD)", "-৩");
    submit();
    expect(await screen.findByText("Price cannot be negative.")).toBeTruthy();
  });

  it("requires language, price and description, each with its own message", async () => {
    const onSubmit = renderAddForm();
    submit();
    expect(await screen.findByText("Language is required.")).toBeTruthy();
    expect(screen.getByText("Price is required.")).toBeTruthy();
    expect(screen.getByText("Description is required.")).toBeTruthy();
    expect(screen.getByLabelText("Language").getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a negative price", async () => {
    renderAddForm();
    fill("Price (USD)", "-3");
    submit();
    expect(await screen.findByText("Price cannot be negative.")).toBeTruthy();
  });

  it("asks for the image first when everything else is filled in", async () => {
    const onSubmit = renderAddForm();
    fill("Language", "English");
    fill("Price (USD)", "12.50");
    fill("Description", "Spoken English for every day.");
    submit();
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Error!");
    expect(dialog.textContent).toContain("Please upload the tutorial image first.");
    expect(onSubmit).not.toHaveBeenCalled();
    // Nothing typed is lost.
    expect((screen.getByLabelText("Language") as HTMLInputElement).value).toBe("English");
  });

  it("uploads the chosen image with a progress bar, then submits with its URL", async () => {
    const xhr = answerUploads({ body: { success: true, data: { url: "/uploads/abc.webp" } } });
    restore = xhr.restore;
    const onSubmit = renderAddForm();
    const file = new File(["png"], "photo.png", { type: "image/png" });
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Tutorial image"), { target: { files: [file] } });
    });
    const bar = await screen.findByRole("progressbar", { name: "Image upload progress" });
    expect(bar.tagName).toBe("PROGRESS");
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
    expect(xhr.sent[0].url).toBe("/api/images");
    expect(xhr.sent[0].headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(xhr.sent[0].body.get("image")).toBeInstanceOf(File);

    fill("Language", " English ");
    fill("Price (USD)", "12.5");
    fill("Description", "Spoken English for every day.");
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      language: "English",
      price: 12.5,
      description: "Spoken English for every day.",
      image: "/uploads/abc.webp",
    });
  });

  it("a refused upload shows the server's text; a network failure 'Image upload error!'", async () => {
    const refused = answerUploads({
      status: 415,
      body: { error: "Only images.", code: "UNSUPPORTED_MEDIA_TYPE" },
    });
    restore = refused.restore;
    renderAddForm();
    const file = new File(["x"], "x.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText("Tutorial image"), { target: { files: [file] } });
    expect((await screen.findByRole("dialog")).textContent).toContain("Only images.");
    closeMessage();
    cleanup();
    refused.restore();

    const offline = answerUploads({ network: true });
    restore = offline.restore;
    renderAddForm();
    fireEvent.change(screen.getByLabelText("Tutorial image"), { target: { files: [file] } });
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Image upload error!");
    expect(dialog.textContent).not.toContain(UPLOAD_OFFLINE_HINT);
  });

  it("with the device offline, the upload error says why", async () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], "t.png", { type: "image/png" });
    const offline = answerUploads({ network: true });
    restore = offline.restore;
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderAddForm();
    fireEvent.change(screen.getByLabelText("Tutorial image"), { target: { files: [file] } });
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain(`Image upload error! ${UPLOAD_OFFLINE_HINT}`);
  });
});
