/** The pictures shown where a person has set none of their own. */
export const DEFAULT_AVATAR = "/img/default-avatar.svg";
export const DEFAULT_BANNER = "/img/default-banner.svg";
