import { IMAGE_SIZES, isImageUrl } from "../contract/index.js";
import { responsiveImage } from "../contract/responsive-image.js";

/**
 * Tutor Details' painted shell (docs/decisions.md, "Speed of the first screen"): the tutorial's
 * picture, in the place and with the candidates the page's own `TutorialImage` will have
 * (tests/src/features/tutorials/tutor-shell.test.tsx holds the two equal), as a `<template>` that index.html's
 * picker puts on screen before any code runs, on a device whose login flag is set (the one where
 * the page opens at once; elsewhere it first says "Checking authentication..."). The picture is the
 * page's largest paint; the app's own page replaces the shell, the picture then coming from the
 * cache. What it shows is a public read (GET /api/tutorials/{id}).
 */
export const TUTOR_SHELL_ID = "shell-tutor";

/** Everything that could end an attribute value or start markup, written as a character reference. */
function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function attributes(pairs: [string, string | undefined][]): string {
  return pairs
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("");
}

/** The shell's markup, or null for a picture the page would not show (no hint, no shell). */
export function tutorShellTemplate(image: unknown): string | null {
  if (!isImageUrl(image)) return null;
  const picture = responsiveImage(image, IMAGE_SIZES.details);
  const img = `<img${attributes([
    ["alt", ""],
    ["loading", "eager"],
    ["fetchpriority", "high"],
    ["decoding", "async"],
    ["width", "640"],
    ["height", "360"],
    ["class", "bg-slate-200 object-cover dark:bg-slate-800 aspect-video w-full rounded-2xl shadow-sm"],
    ["sizes", picture.sizes],
    ["srcset", picture.srcSet],
    ["src", picture.src],
  ])}>`;
  const drawn = picture.avifSrcSet
    ? `<picture class="contents"><source${attributes([
        ["type", "image/avif"],
        ["sizes", picture.sizes],
        ["srcset", picture.avifSrcSet],
        ["class", "hidden"],
      ])}>${img}</picture>`
    : img;
  // The outer box stands for the page's <main>: in the shell's flex column an auto-margined box
  // would otherwise shrink to its picture, and grow (a layout shift) once the picture loads.
  return `<template id="${TUTOR_SHELL_ID}"><div class="w-full" aria-hidden="true"><div class="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-12 lg:grid-cols-2 lg:items-start">${drawn}</div></div></template>`;
}
