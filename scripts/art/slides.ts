/**
 * Hero carousel slides (1600x700). The left ~45% stays dark and calm for an
 * overlaid white headline; the illustration lives on the right.
 */
import { BRAND, bookSide, circle, FONT, HAIRS, line, openBook, person, plant, rr, SKINS } from "./kit";

export const SLIDE_W = 1600;
export const SLIDE_H = 700;

/** Dark gradient background with a soft teal glow behind the illustration. */
export function slideFrame(body: string, extraDefs = ""): string {
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.55"><stop offset="0" stop-color="#0f172a"/><stop offset="0.5" stop-color="#0f2430"/><stop offset="1" stop-color="#134e4a"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#2dd4bf" stop-opacity=".28"/><stop offset="1" stop-color="#2dd4bf" stop-opacity="0"/></radialGradient>` +
    extraDefs;
  const deco =
    `<circle cx="1190" cy="370" r="420" fill="url(#glow)"/>` +
    `<circle cx="1520" cy="90" r="120" fill="#818cf8" opacity=".08"/>` +
    `<circle cx="820" cy="640" r="90" fill="#2dd4bf" opacity=".06"/>` +
    `<g fill="#fff" opacity=".22"><circle cx="760" cy="120" r="3"/><circle cx="1560" cy="300" r="4"/><circle cx="800" cy="520" r="2.5"/><circle cx="1470" cy="640" r="3"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDE_W}" height="${SLIDE_H}" viewBox="0 0 ${SLIDE_W} ${SLIDE_H}"><defs>${defs}</defs><rect width="${SLIDE_W}" height="${SLIDE_H}" fill="url(#bg)"/>${deco}${body}</svg>`;
}

/** Small floating chat bubble with placeholder text lines. */
function chatBubble(
  x: number,
  y: number,
  w: number,
  fill: string,
  lineColor: string,
  tailLeft: boolean,
): string {
  const tail = tailLeft
    ? `<path d="M${x + 18} ${y + 54}l-10 16l26 -16z" fill="${fill}"/>`
    : `<path d="M${x + w - 18} ${y + 54}l10 16l-26 -16z" fill="${fill}"/>`;
  return (
    rr(x, y, w, 58, 18, fill) +
    tail +
    line(`M${x + 20} ${y + 22}h${w - 40}`, lineColor, 7) +
    line(`M${x + 20} ${y + 38}h${(w - 40) * 0.6}`, lineColor, 7)
  );
}

/** Slide 1: a learner on a laptop in a video call with a tutor. */
export function slide1(): string {
  const tutor = person({
    x: 1080,
    y: 262,
    scale: 0.9,
    skin: SKINS[2],
    hair: HAIRS[0],
    shirt: BRAND.primary,
    style: "short",
    glasses: true,
  });
  const videoWindow =
    rr(846, 96, 500, 356, 26, "#f8fafc") +
    `<g fill="#cbd5e1"><circle cx="878" cy="124" r="7"/><circle cx="902" cy="124" r="7"/><circle cx="926" cy="124" r="7"/></g>` +
    rr(1190, 116, 130, 16, 8, "#e2e8f0") +
    rr(866, 150, 460, 236, 18, "#c7d2fe") +
    // bookshelf behind the tutor
    rr(890, 190, 110, 10, 4, "#a5b4fc") +
    rr(896, 160, 14, 30, 3, "#f59e0b") +
    rr(914, 166, 14, 24, 3, "#4f46e5") +
    rr(932, 158, 14, 32, 3, "#14b8a6") +
    rr(1210, 176, 80, 60, 8, "#e0e7ff") +
    line("M1226 218l16 -18l14 12l20 -22", "#6366f1", 6) +
    `<g clip-path="url(#vid)">${tutor}</g>` +
    // call controls
    `<circle cx="1046" cy="418" r="20" fill="#e2e8f0"/><rect x="1040" y="404" width="12" height="20" rx="6" fill="#475569"/>` +
    `<circle cx="1096" cy="418" r="20" fill="#ef4444"/><path d="M1084 421q12 -10 24 0" stroke="#fff" stroke-width="5" stroke-linecap="round" fill="none"/>` +
    `<circle cx="1146" cy="418" r="20" fill="#e2e8f0"/><rect x="1134" y="410" width="18" height="16" rx="4" fill="#475569"/><path d="M1152 418l8 -6v12z" fill="#475569"/>`;

  const selfTile =
    rr(1236, 300, 110, 86, 14, "#0f766e") +
    `<g clip-path="url(#self)">${person({ x: 1291, y: 336, scale: 0.42, skin: SKINS[0], hair: HAIRS[3], shirt: "#f59e0b", style: "long" })}</g>`;

  const learner = person({
    x: 1440,
    y: 392,
    scale: 1.05,
    skin: SKINS[0],
    hair: HAIRS[3],
    shirt: "#f59e0b",
    style: "long",
  });
  const desk =
    rr(930, 546, 640, 24, 10, "#e2e8f0") +
    rr(960, 570, 580, 12, 4, "#94a3b8") +
    rr(990, 582, 22, 118, 6, "#94a3b8") +
    rr(1490, 582, 22, 118, 6, "#94a3b8");
  const laptop =
    `<path d="M1356 452H1526L1516 540H1366Z" fill="#cbd5e1"/>` +
    circle(1441, 494, 12, "#0f766e") +
    rr(1336, 536, 210, 12, 6, "#94a3b8");
  const mug = rr(1130, 500, 40, 46, 10, "#4f46e5") + line("M1170 512q18 0 0 22", "#4f46e5", 7);
  const rating =
    rr(1360, 150, 170, 64, 32, "#fff") +
    `<path d="M1398 162l7.6 15.4 17 2.5-12.3 12 2.9 16.9-15.2-8-15.2 8 2.9-16.9-12.3-12 17-2.5z" fill="#f59e0b"/>` +
    `<text x="1430" y="193" font-family="${FONT}" font-weight="700" font-size="28" fill="#0f172a">4.9</text>`;

  const defs =
    `<clipPath id="vid"><rect x="866" y="150" width="460" height="236" rx="18"/></clipPath>` +
    `<clipPath id="self"><rect x="1236" y="300" width="110" height="86" rx="14"/></clipPath>`;
  return slideFrame(
    `<ellipse cx="1240" cy="690" rx="380" ry="26" fill="#000" opacity=".18"/>` +
      videoWindow +
      selfTile +
      chatBubble(1380, 250, 150, "#4f46e5", "#c7d2fe", true) +
      rating +
      learner +
      desk +
      laptop +
      mug +
      plant(990, 546, 0.62, "#22c55e", "#0f766e"),
    defs,
  );
}

/** Slide 2: home tutoring at a table with books and a lamp. */
export function slide2(): string {
  const wall =
    rr(830, 70, 730, 580, 40, "#ccfbf1", 'opacity=".07"') +
    // window
    rr(880, 116, 190, 210, 18, "#e0f2fe") +
    rr(892, 128, 166, 186, 12, "#7dd3fc") +
    circle(1020, 168, 22, "#fde68a") +
    `<path d="M892 270q50 -40 90 -6q40 -30 76 4V302a12 12 0 0 1 -12 12H904a12 12 0 0 1 -12 -12z" fill="#34d399"/>` +
    rr(970, 128, 10, 186, 3, "#e0f2fe") +
    rr(892, 216, 166, 10, 3, "#e0f2fe") +
    // picture frame and wall clock
    rr(1150, 130, 120, 90, 10, "#f8fafc") +
    rr(1162, 142, 96, 66, 6, "#a5b4fc") +
    `<path d="M1162 196l30 -30l24 20l16 -14l26 22v8a6 6 0 0 1 -6 6h-84a6 6 0 0 1 -6 -6z" fill="#4f46e5"/>` +
    circle(1430, 170, 46, "#f8fafc") +
    circle(1430, 170, 38, "#fff") +
    line("M1430 170V146M1430 170l16 10", "#0f172a", 6) +
    circle(1430, 170, 5, "#ef4444");

  const tutor = person({
    x: 1096,
    y: 372,
    scale: 1,
    skin: SKINS[1],
    hair: "#a78bfa",
    shirt: BRAND.accent,
    style: "hijab",
    glasses: false,
  });
  const student = person({
    x: 1320,
    y: 376,
    scale: 0.9,
    skin: SKINS[3],
    hair: HAIRS[2],
    shirt: "#f43f5e",
    style: "curly",
  });
  const table =
    rr(850, 504, 680, 26, 12, "#d97706") +
    rr(870, 530, 640, 14, 4, "#b45309") +
    rr(900, 544, 24, 120, 8, "#b45309") +
    rr(1456, 544, 24, 120, 8, "#b45309");
  const items =
    bookSide(876, 474, 130, 30, "#0ea5e9") +
    bookSide(886, 446, 112, 28, "#14b8a6") +
    bookSide(870, 420, 124, 26, "#f59e0b") +
    openBook(1314, 504, 160, "#0f766e") +
    rr(1160, 462, 38, 42, 10, "#f8fafc") +
    line("M1198 472q16 0 0 20", "#f8fafc", 6) +
    // pencil
    `<g transform="rotate(-12 1240 496)">${rr(1215, 490, 60, 10, 3, "#fbbf24")}<path d="M1275 490l14 5l-14 5z" fill="#fde68a"/></g>` +
    // lamp
    rr(1430, 492, 84, 12, 6, "#64748b") +
    line("M1472 496L1446 430L1490 372", "#64748b", 8) +
    circle(1446, 430, 7, "#64748b") +
    `<g transform="rotate(35 1478 372)"><path d="M1436 392A42 42 0 0 1 1520 392Z" fill="#fbbf24"/>${circle(1478, 396, 8, "#fef9c3")}</g>` +
    `<path d="M1432 364L1501 412L1440 502H1330Z" fill="#fef08a" opacity=".1"/>`;
  return slideFrame(
    `<ellipse cx="1190" cy="680" rx="380" ry="22" fill="#000" opacity=".2"/>` +
      wall +
      tutor +
      student +
      table +
      items +
      plant(1540, 668, 1, "#22c55e", "#f97316"),
  );
}
