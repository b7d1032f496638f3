import { msg } from "@lingui/core/macro";

/**
 * The profile screens' texts (see docs/product.md, Messages), in one place, as messages: each is
 * said in the screen's language when it is drawn or shown. `loginRequired` and `notFound` are the
 * contract's MESSAGES, word for word (tests/src/features/profile/texts.test.ts).
 */
export const PROFILE_TEXTS = {
  loadFailed: msg`Failed to load profile`,
  loadDataFailed: msg`Failed to load profile data`,
  updateFailed: msg`Profile update failed`,
  updated: msg`Profile updated successfully!`,
  saveImageFailed: msg`Failed to save image URL`,
  avatarUpdated: msg`Profile picture updated successfully!`,
  bannerUpdated: msg`Cover photo updated successfully!`,
  loginRequired: msg`Please login`,
  noTutorId: msg`No tutor ID provided`,
  notFound: msg`Profile not found`,
} as const;
