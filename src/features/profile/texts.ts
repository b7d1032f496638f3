import { MESSAGES } from "../../../contract/messages.js";

/** The profile screens' texts (see docs/product.md, Messages), in one place. */
export const PROFILE_TEXTS = {
  loadFailed: "Failed to load profile",
  loadDataFailed: "Failed to load profile data",
  updateFailed: "Profile update failed",
  updated: "Profile updated successfully!",
  saveImageFailed: "Failed to save image URL",
  imageUploadFailed: MESSAGES.imageUploadFailed,
  avatarUpdated: "Profile picture updated successfully!",
  bannerUpdated: "Cover photo updated successfully!",
  loginRequired: MESSAGES.loginRequired,
  noTutorId: "No tutor ID provided",
  notFound: MESSAGES.profileNotFound,
} as const;

export const DEFAULT_AVATAR = "/img/default-avatar.svg";
export const DEFAULT_BANNER = "/img/default-banner.svg";
