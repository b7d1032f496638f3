import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../../contract/index.js";
import {
  IMAGE_UPLOAD_ERROR,
  IMAGE_UPLOAD_FAILED,
  UPLOAD_OFFLINE_HINT,
} from "../../../../src/features/images/api.js";
import { IMAGE_TEXTS, knownUploadTexts, uploadText } from "../../../../src/features/images/texts.js";
import { activateLocale } from "../../../../src/i18n/catalogs.js";

afterEach(() => activateLocale("en"));

describe("an upload's failure texts", () => {
  it("translate the very English texts the upload fails with", () => {
    for (const [text, message] of knownUploadTexts()) expect(i18n._(message)).toBe(text);
    for (const text of [
      IMAGE_UPLOAD_ERROR,
      IMAGE_UPLOAD_FAILED,
      UPLOAD_OFFLINE_HINT,
      MESSAGES.imageTooLarge,
    ]) {
      expect(knownUploadTexts().has(text)).toBe(true);
    }
  });

  it("English shows the server's words as they are", () => {
    expect(uploadText("Send the image as the field 'image'.", "VALIDATION", i18n)).toBe(
      "Send the image as the field 'image'.",
    );
    expect(uploadText(MESSAGES.imageTooLarge, "PAYLOAD_TOO_LARGE", i18n)).toBe(MESSAGES.imageTooLarge);
  });

  it("another language says a known text, else what the code means, else that the upload failed", async () => {
    await activateLocale("bn");
    expect(uploadText(MESSAGES.imageUnsupported, "UNSUPPORTED_MEDIA_TYPE", i18n)).toBe(
      i18n._(IMAGE_TEXTS.unsupported),
    );
    expect(uploadText("The server is busy with other images.", "UNAVAILABLE", i18n)).toBe(
      i18n._(IMAGE_TEXTS.unavailable),
    );
    expect(uploadText("Send the image as the field 'image'.", "VALIDATION", i18n)).toBe(
      i18n._(IMAGE_TEXTS.uploadFailed),
    );
    expect(i18n._(IMAGE_TEXTS.uploadFailed)).not.toBe(MESSAGES.imageUploadFailed);
  });
});
