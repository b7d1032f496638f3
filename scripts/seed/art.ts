/**
 * Deterministic 800x600 illustrations for demo tutorials: a category motif on one
 * side and a tutor portrait on the other, varied by `index`. Only SVG features
 * that librsvg (sharp) renders are used: no filters, no foreignObject, no web fonts.
 */
import { CATEGORY_ICONS } from "../art/categories";
import { HAIR_STYLES, HAIRS, type HairStyle, person, pick, SHIRTS, SKINS } from "../art/kit";
import { biology, chemistry, english, type Motif, math, physics } from "../art/motifs";
import { arabic, bangla, computer, generalKnowledge, generic } from "../art/motifs2";

interface CategoryArt {
  slug: string;
  hue: number;
  motif: Motif;
}

const CATEGORIES: CategoryArt[] = [
  { slug: "english", hue: 235, motif: english },
  { slug: "math", hue: 40, motif: math },
  { slug: "physics", hue: 212, motif: physics },
  { slug: "chemistry", hue: 265, motif: chemistry },
  { slug: "biology", hue: 135, motif: biology },
  { slug: "computer", hue: 190, motif: computer },
  { slug: "arabic", hue: 168, motif: arabic },
  { slug: "bangla", hue: 345, motif: bangla },
  { slug: "general-knowledge", hue: 24, motif: generalKnowledge },
];

const ALIASES: Record<string, string> = {
  maths: "math",
  mathematics: "math",
  "computer-science": "computer",
  ict: "computer",
  bengali: "bangla",
  gk: "general-knowledge",
};

const FALLBACK: CategoryArt = { slug: "", hue: 200, motif: generic };
const HUE_SHIFTS = [0, 14, -12, 26, -22, 8, -6];
const SCARVES = ["#0d9488", "#7c3aed", "#be185d", "#1e3a8a", "#b45309"];

function hex(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = s / 100;
  const lig = l / 100;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const c = lig - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

function luminance(color: string): number {
  const n = Number.parseInt(color.slice(1), 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}

/** Keeps hair readable against the skin tone. */
function hairFor(skin: string, hair: string): string {
  return Math.abs(luminance(skin) - luminance(hair)) < 0.2 ? "#111827" : hair;
}

function findCategory(category: string): { art: CategoryArt; order: number } {
  const key = category
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
  const slug = ALIASES[key] ?? key;
  const order = CATEGORIES.findIndex((c) => c.slug === slug);
  return order >= 0 ? { art: CATEGORIES[order], order } : { art: FALLBACK, order: 9 };
}

/** Four-point sparkle. */
function sparkle(x: number, y: number, r: number, fill: string): string {
  const q = r * 0.28;
  return `<path d="M${x} ${y - r}Q${x + q} ${y - q} ${x + r} ${y}Q${x + q} ${y + q} ${x} ${y + r}Q${x - q} ${y + q} ${x - r} ${y}Q${x - q} ${y - q} ${x} ${y - r}Z" fill="${fill}"/>`;
}

function pattern(kind: number, hue: number, motifX: number): string {
  const ink = hex(hue, 55, 62);
  const px = motifX < 400 ? 580 : 60;
  if (kind === 0) {
    const dots: string[] = [];
    for (let r = 0; r < 3; r++) {
      for (let c = 0; c < 6; c++) dots.push(`<circle cx="${px + c * 28}" cy="${514 + r * 28}" r="4"/>`);
    }
    return `<g fill="${ink}" opacity=".45">${dots.join("")}</g>`;
  }
  if (kind === 1) {
    const cx = motifX < 400 ? 800 : 0;
    return `<g fill="none" stroke="${ink}" stroke-width="3" opacity=".35">${[60, 100, 140, 180].map((r) => `<circle cx="${cx}" cy="600" r="${r}"/>`).join("")}</g>`;
  }
  return (
    `<path d="M0 520C120 480 220 560 360 520C500 480 600 440 800 500V600H0Z" fill="${ink}" opacity=".18"/>` +
    `<path d="M0 560C160 520 300 600 460 560C600 526 700 520 800 548V600H0Z" fill="${ink}" opacity=".2"/>`
  );
}

function categoryChip(slug: string, x: number, y: number): string {
  const icon = CATEGORY_ICONS[slug];
  if (!icon) return "";
  const body = icon.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  return (
    `<rect x="${x - 6}" y="${y - 6}" width="96" height="96" rx="26" fill="#fff"/>` +
    `<g transform="translate(${x} ${y}) scale(0.875)">${body}</g>`
  );
}

/**
 * Returns an 800x600 SVG illustration for a demo tutorial. `category` is matched
 * case-insensitively against the nine category titles (unknown: a generic book design);
 * `index` deterministically varies palette, tutor portrait and layout.
 */
export function tutorialArtSvg(category: string, index: number): string {
  const i = Math.max(0, Math.floor(Math.abs(index)));
  const { art, order } = findCategory(category);
  const hue = art.hue + pick(HUE_SHIFTS, i);
  const flip = i % 2 === 1;
  const motifX = flip ? 560 : 250;
  const px = flip ? 220 : 580;
  const py = 296;

  const style: HairStyle = pick(HAIR_STYLES, i + order * 2);
  const skin = pick(SKINS, i * 5 + order);
  const tutor = person({
    x: px,
    y: py - 24,
    scale: 2,
    skin,
    hair: style === "hijab" ? pick(SCARVES, i + order) : hairFor(skin, pick(HAIRS, i * 3 + order)),
    shirt: pick(SHIRTS, i * 3 + order * 2 + 1),
    style,
    glasses: (i + order) % 4 === 1,
  });

  const chipX = flip ? px - 158 : px + 74;
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hex(hue, 80, 95)}"/><stop offset="1" stop-color="${hex(hue + 18, 70, 86)}"/></linearGradient>` +
    `<clipPath id="portrait"><circle cx="${px}" cy="${py}" r="150"/></clipPath>`;

  const body = [
    `<rect width="800" height="600" fill="url(#bg)"/>`,
    pattern(i % 3, hue, motifX),
    `<circle cx="${motifX}" cy="300" r="225" fill="#fff" opacity=".5"/>`,
    `<circle cx="${px}" cy="${py}" r="166" fill="#fff" opacity=".85"/>`,
    `<circle cx="${px}" cy="${py}" r="150" fill="${hex(hue + 12, 62, 74)}"/>`,
    `<circle cx="${px - 60}" cy="${py - 70}" r="70" fill="#fff" opacity=".14"/>`,
    `<g clip-path="url(#portrait)">${tutor}</g>`,
    categoryChip(art.slug, chipX, py + 84),
    `<g transform="translate(${motifX} 300) scale(0.95)">${art.motif(i)}</g>`,
    sparkle(flip ? 760 : 40, 70, 16, hex(hue, 70, 55)),
    sparkle(flip ? 720 : 84, 118, 9, hex(hue + 40, 80, 60)),
    sparkle(px + (flip ? -140 : 140), 110, 12, "#fbbf24"),
  ].join("");

  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600"><defs>${defs}</defs>${body}</svg>`;
}
