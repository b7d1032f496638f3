import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { MESSAGES, REVIEW_THANKS } from "../../../../contract/index.js";
import { BOOKING_COMPLETED } from "../../../../src/features/lessons/texts.js";
import { QUEUED_TEXT, QUEUED_TITLE } from "../../../../src/features/offline/send-write.js";
import { EDIT_TUTORIAL_TEXTS } from "../../../../src/features/tutorials/components/edit-tutorial-page.js";
import { TUTOR_DETAILS_TEXTS } from "../../../../src/features/tutorials/components/tutor-details-page.js";
import { BOOKED, OWN_REVIEW, QUEUED, REVIEWED } from "../../../../src/features/tutorials/texts.js";

/** The screens' messages say in English word for word what the contract and the other screens say. */
describe("the tutorial screens' shared texts", () => {
  it("are the outbox's, the lessons' and the contract's words", () => {
    expect(i18n._(QUEUED.title)).toBe(QUEUED_TITLE);
    expect(i18n._(QUEUED.text)).toBe(QUEUED_TEXT);
    expect(i18n._(BOOKED)).toBe(BOOKING_COMPLETED);
    expect(i18n._(REVIEWED)).toBe(REVIEW_THANKS);
    expect(i18n._(OWN_REVIEW)).toBe(MESSAGES.ownReview);
    expect(i18n._(EDIT_TUTORIAL_TEXTS.invalid)).toBe(MESSAGES.invalidTutorial);
    expect(i18n._(EDIT_TUTORIAL_TEXTS.accessDenied)).toBe(MESSAGES.notOwnerEdit);
    expect(i18n._(TUTOR_DETAILS_TEXTS.bookingFailed)).toBe(MESSAGES.bookingFailed);
  });
});
