import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MessageDialog } from "../../../../src/components/ui/message-dialog.js";
import { closeMessage } from "../../../../src/components/ui/message-store.js";
import { useImageUpload } from "../../../../src/features/images/api.js";
import { activateLocale } from "../../../../src/i18n/catalogs.js";
import { answerUploads } from "../../support/network.js";

let restore: (() => void) | undefined;
afterEach(async () => {
  act(() => closeMessage());
  cleanup();
  restore?.();
  restore = undefined;
  vi.restoreAllMocks();
  await act(() => activateLocale("en"));
});

const file = () => new File([new Uint8Array([137, 80, 78, 71])], "t.png", { type: "image/png" });

async function failedUploadText(): Promise<string | null | undefined> {
  render(<MessageDialog />);
  const { result } = renderHook(() => useImageUpload());
  await act(() => result.current.upload(file()));
  const dialog = await screen.findByRole("dialog");
  return dialog.querySelector("#message-dialog-text")?.textContent;
}

describe("an upload's Error! dialog", () => {
  it("says the server's refusal in the language on screen when the upload fails", async () => {
    restore = answerUploads({
      status: 413,
      body: { error: "The image is too large.", code: "PAYLOAD_TOO_LARGE" },
    }).restore;
    await act(() => activateLocale("bn"));
    expect(await failedUploadText()).toBe("ছবিটি খুব বড়।");
  });

  it("offline, says why in the language on screen", async () => {
    restore = answerUploads({ network: true }).restore;
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await act(() => activateLocale("ar"));
    expect(await failedUploadText()).toBe(
      "خطأ في رفع الصورة! أنت دون اتصال: يمكن رفع الصور عند عودة الاتصال.",
    );
  });
});
