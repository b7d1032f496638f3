import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { describe, expect, it } from "vitest";
import { activateLocale, textsFor } from "../../../src/i18n/catalogs.js";
import { FIRST_SCREEN_PATH } from "../../../src/i18n/first-screen.js";

/**
 * The first screen's texts (src/i18n/first-screen.ts): at `/` the app loads the part of the catalog
 * that Home and the frame draw, and every other text before any other screen is drawn.
 */
const FRAME_TEXT = msg`Skip to content`;
const HOME_TEXT = msg`Find tutors`;
const PROFILE_TEXT = msg`Failed to load profile`;
const loadedNow = (text: { id: string }) => text.id in i18n.messages;

describe("the first screen's texts", () => {
  it("at /, are the frame's and Home's alone; any other screen waits for every text", async () => {
    await activateLocale("bn", FIRST_SCREEN_PATH);
    expect(i18n.locale).toBe("bn");
    expect(i18n._(FRAME_TEXT)).toBe("মূল অংশে যান");
    expect(loadedNow(HOME_TEXT)).toBe(true);
    expect(loadedNow(PROFILE_TEXT)).toBe(false);

    expect(textsFor("/")).toBeUndefined();
    await textsFor("/find-tutors");
    expect(textsFor("/find-tutors")).toBeUndefined();
    expect(loadedNow(PROFILE_TEXT)).toBe(true);
    expect(i18n._(PROFILE_TEXT)).not.toBe("Failed to load profile");
  });

  it("on any other path, are the whole catalog from the start", async () => {
    await activateLocale("ar", "/login");
    expect(loadedNow(PROFILE_TEXT)).toBe(true);
    expect(loadedNow(FRAME_TEXT)).toBe(true);
  });
});
