/** The profile screens' texts of SPEC §8, verbatim, in one place. */
export const PROFILE_TEXTS = {
  loadFailed: "Failed to load profile",
  loadDataFailed: "Failed to load profile data",
  updateFailed: "Profile update failed",
  updated: "Profile updated successfully!",
  saveImageFailed: "Failed to save image URL",
  imageUploadFailed: "Image upload failed!",
  avatarUpdated: "Profile picture updated successfully!",
  bannerUpdated: "Cover photo updated successfully!",
  loginRequired: "Please login",
  noTutorId: "No tutor ID provided",
  notFound: "Profile not found",
} as const;

export const DEFAULT_AVATAR = "/img/default-avatar.svg";
export const DEFAULT_BANNER = "/img/default-banner.svg";
