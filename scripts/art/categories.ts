/** 96x96 category icons: a distinct glyph on a soft rounded-square background. */
import { AIN_D, BANGLA_A_D, CODE_D, glyph, PI_D } from "./glyphs";
import { FONT } from "./kit";

function icon(bg: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="${bg}"/>${body}</svg>`;
}

const english = icon(
  "#e0e7ff",
  `<path d="M22 18H74A10 10 0 0 1 84 28V58A10 10 0 0 1 74 68H46L30 80V68H22A10 10 0 0 1 12 58V28A10 10 0 0 1 22 18Z" fill="#4f46e5"/>` +
    `<text x="48" y="55" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="30" fill="#fff">Aa</text>` +
    `<circle cx="80" cy="76" r="5" fill="#818cf8"/>`,
);

const math = icon(
  "#fef3c7",
  glyph(PI_D, 18.4, 3, 58, "#b45309", 11) +
    `<rect x="12" y="60" width="72" height="20" rx="5" fill="#f59e0b"/>` +
    `<path d="M20 60V68M28 60V72M36 60V68M44 60V72M52 60V68M60 60V72M68 60V68M76 60V72" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>`,
);

const physics = icon(
  "#dbeafe",
  `<g fill="none" stroke="#2563eb" stroke-width="5"><ellipse cx="48" cy="48" rx="34" ry="13"/><ellipse cx="48" cy="48" rx="34" ry="13" transform="rotate(60 48 48)"/><ellipse cx="48" cy="48" rx="34" ry="13" transform="rotate(120 48 48)"/></g>` +
    `<circle cx="48" cy="48" r="8" fill="#f59e0b"/><circle cx="82" cy="48" r="4.5" fill="#1d4ed8"/><circle cx="31" cy="18.6" r="4.5" fill="#1d4ed8"/>`,
);

const flask = "M40 22V40L22 72Q18 80 27 80H69Q78 80 74 72L56 40V22";
const chemistry = icon(
  "#ede9fe",
  `<path d="M40 40L22 72Q18 80 27 80H69Q78 80 74 72L56 40Z" fill="#fff"/>` +
    `<path d="M30 58Q39 54 48 58T66 58L74 72Q78 80 69 80H27Q18 80 22 72Z" fill="#8b5cf6"/>` +
    `<path d="${flask}" fill="none" stroke="#6d28d9" stroke-width="5" stroke-linejoin="round"/>` +
    `<rect x="35" y="14" width="26" height="8" rx="4" fill="#6d28d9"/>` +
    `<circle cx="40" cy="70" r="3.5" fill="#fff" opacity=".8"/><circle cx="54" cy="66" r="2.5" fill="#fff" opacity=".8"/>` +
    `<circle cx="66" cy="12" r="3" fill="#a78bfa"/><circle cx="72" cy="22" r="4" fill="#a78bfa"/>`,
);

const biology = icon(
  "#dcfce7",
  `<path d="M24 74C20 40 44 18 78 18C80 52 58 76 24 74Z" fill="#16a34a"/>` +
    `<path d="M24 74L64 32M40 58V44M40 58H54M52 46V34M52 46H64" fill="none" stroke="#bbf7d0" stroke-width="3.5" stroke-linecap="round"/>` +
    `<path d="M26 72L15 83" stroke="#15803d" stroke-width="5" stroke-linecap="round"/>`,
);

const computer = icon(
  "#cffafe",
  `<rect x="17" y="20" width="62" height="42" rx="6" fill="#0f172a"/><rect x="22" y="25" width="52" height="32" rx="3" fill="#155e75"/>` +
    glyph(CODE_D, 33, 26, 30, "#67e8f9", 10) +
    `<path d="M9 64H87L83 73Q82 76 78 76H18Q14 76 13 73Z" fill="#334155"/><rect x="40" y="64" width="16" height="3.5" rx="1.75" fill="#94a3b8"/>`,
);

const arabic = icon(
  "#ccfbf1",
  `<circle cx="48" cy="46" r="31" fill="#0f766e"/><path d="M62 68L80 82L74 60Z" fill="#0f766e"/>` +
    glyph(AIN_D, 24.5, 21.5, 45, "#fff", 11),
);

const bangla = icon(
  "#ffe4e6",
  `<path d="M24 14H72A12 12 0 0 1 84 26V62A12 12 0 0 1 72 74H34L18 86L22 72A12 12 0 0 1 12 62V26A12 12 0 0 1 24 14Z" fill="#e11d48"/>` +
    glyph(BANGLA_A_D, 24, 15, 48, "#fff", 10),
);

const generalKnowledge = icon(
  "#ffedd5",
  `<path d="M38 58Q26 50 26 38A22 22 0 0 1 70 38Q70 50 58 58V62H38Z" fill="#f97316"/>` +
    `<g fill="none" stroke="#fff" stroke-width="2.6" opacity=".9"><ellipse cx="48" cy="38" rx="9" ry="21"/><path d="M27 38H69M30 28H66M30 48H66M48 17V59"/></g>` +
    `<rect x="37" y="63" width="22" height="6" rx="3" fill="#475569"/><rect x="40" y="71" width="16" height="6" rx="3" fill="#475569"/>` +
    `<path d="M48 6V10M20 14L23 17M76 14L73 17M12 38H16M80 38H84" stroke="#fb923c" stroke-width="3.5" stroke-linecap="round"/>`,
);

export const CATEGORY_ICONS: Record<string, string> = {
  english,
  math,
  physics,
  chemistry,
  biology,
  computer,
  arabic,
  bangla,
  "general-knowledge": generalKnowledge,
};
