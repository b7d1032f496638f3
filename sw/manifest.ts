import type { ManifestOptions } from "vite-plugin-pwa";

/** The web app manifest: installable, standalone, with maskable icons and store screenshots. */
export const webManifest: Partial<ManifestOptions> = {
  id: "/",
  name: "TutorNest — find, book and review tutors",
  short_name: "TutorNest",
  description: "Find online language and subject tutors, book a session and leave a review — even offline.",
  lang: "en",
  start_url: "/",
  scope: "/",
  display: "standalone",
  orientation: "any",
  theme_color: "#0f766e",
  background_color: "#f8fafc",
  categories: ["education"],
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
  screenshots: [
    {
      src: "/screenshots/narrow.png",
      sizes: "390x844",
      type: "image/png",
      form_factor: "narrow",
      label: "Find a tutor on your phone",
    },
    {
      src: "/screenshots/wide.png",
      sizes: "1280x800",
      type: "image/png",
      form_factor: "wide",
      label: "Browse tutors by category",
    },
  ],
};
