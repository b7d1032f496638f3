/** App mark (graduation cap resting in a nest), PWA icons, favicon, default avatar and banner. */
import { linearGradient, svgDoc } from "./kit";

/** The mark drawn in a 512 box; its visual centre is around (256, 279). */
const MARK =
  // cap skull
  `<path d="M170 232V300Q256 344 342 300V232L256 268Z" fill="#d1faf5"/>` +
  // nest bowl, twigs and rim
  `<path d="M112 318H400C394 390 332 424 256 424C180 424 118 390 112 318Z" fill="#f59e0b"/>` +
  `<path d="M132 350C200 372 310 372 382 344M150 384C220 404 300 400 362 378M188 410C230 418 282 418 324 410" fill="none" stroke="#b45309" stroke-width="9" stroke-linecap="round" opacity=".55"/>` +
  `<path d="M146 336L196 372M250 344L300 396M332 334L364 366" stroke="#fcd34d" stroke-width="8" stroke-linecap="round"/>` +
  `<ellipse cx="256" cy="318" rx="146" ry="20" fill="#fbbf24"/>` +
  // mortarboard
  `<path d="M100 198L256 134L412 198L256 262Z" fill="#fff"/>` +
  `<path d="M256 198L364 232V296" fill="none" stroke="#fbbf24" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<rect x="352" y="290" width="24" height="36" rx="8" fill="#fbbf24"/><circle cx="256" cy="198" r="12" fill="#fbbf24"/>`;

const BG_GRAD = linearGradient("bg", [
  ["0", "#14b8a6"],
  ["1", "#0f766e"],
]);

/** Standard app icon with rounded corners and a transparent outside. */
export function appIconSvg(size = 512): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512"><defs>${BG_GRAD}</defs><rect width="512" height="512" rx="112" fill="url(#bg)"/><g transform="translate(0 -23)">${MARK}</g></svg>`;
}

/** Full-bleed icon with the mark inside the central safe zone (maskable / Apple touch icon). */
export function fullBleedIconSvg(size: number, markScale: number): string {
  const t = 256 - 256 * markScale;
  const ty = 256 - 279 * markScale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512"><defs>${BG_GRAD}</defs><rect width="512" height="512" fill="url(#bg)"/><g transform="translate(${t} ${ty}) scale(${markScale})">${MARK}</g></svg>`;
}

export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><defs>${BG_GRAD}</defs><rect width="512" height="512" rx="120" fill="url(#bg)"/><g transform="translate(-25.6 -50.9) scale(1.1)">${MARK}</g></svg>`;

export const DEFAULT_AVATAR_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
  `<defs><clipPath id="c"><circle cx="64" cy="64" r="64"/></clipPath></defs>` +
  `<circle cx="64" cy="64" r="64" fill="#e2e8f0"/>` +
  `<g clip-path="url(#c)" fill="#94a3b8"><circle cx="64" cy="50" r="23"/><path d="M18 128C18 96 38 80 64 80C90 80 110 96 110 128Z"/></g>` +
  `</svg>`;

export const DEFAULT_BANNER_SVG = svgDoc(
  1200,
  300,
  `<rect width="1200" height="300" fill="url(#g)"/>` +
    `<circle cx="1040" cy="40" r="150" fill="#fff" opacity=".07"/><circle cx="180" cy="300" r="120" fill="#fff" opacity=".06"/>` +
    `<path d="M0 190C180 140 320 250 520 210C720 170 820 90 1000 120C1100 136 1160 170 1200 160V300H0Z" fill="#fff" opacity=".08"/>` +
    `<path d="M0 240C200 200 360 290 600 250C820 214 940 170 1200 220V300H0Z" fill="#fff" opacity=".1"/>` +
    `<path d="M0 120C220 60 420 170 640 130C840 94 1000 40 1200 70" fill="none" stroke="#fff" stroke-width="2" opacity=".18"/>` +
    `<g fill="#fff" opacity=".25"><circle cx="860" cy="80" r="4"/><circle cx="900" cy="110" r="3"/><circle cx="320" cy="70" r="3"/><circle cx="360" cy="50" r="5"/></g>`,
  linearGradient(
    "g",
    [
      ["0", "#0f766e"],
      ["0.55", "#0e7490"],
      ["1", "#4f46e5"],
    ],
    1,
    0.4,
  ),
);
